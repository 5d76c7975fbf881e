import { useComputedColorScheme } from '@mantine/core'
import type { CSSProperties } from 'react'
import { toast as sonner, Toaster, type ExternalToast } from 'sonner'
import { failureText, isFrappeError, type FailureText } from '../frappe/errors'
import { t, useT, type MessageId } from '../i18n'
import { userId, type SessionStore } from '../session/store'
import { closeBrowserNotifications } from './browser-notifications'
import { OFFLINE_NOTICE_ROOM, useOnline } from './offline-notice'

type Options = ExternalToast

/**
 * How long a failure stays (the other toasts stay the Toaster's 4000 ms): it says what went wrong and
 * what to do, often the only place that says it (a refused sign-in), and a resident reading slowly,
 * or zoomed in far from the screen's corner, must not lose it. Hovering it (or Alt+T) pauses it,
 * and its close button ends it sooner.
 */
export const FAILURE_TOAST_MS = 10_000

/** The id of the toast that says the session ended: one, however many calls are refused together. */
export const SESSION_ENDED_TOAST = 'session-expired'
/** The id of the toast that offers the app's new version: the device's, not a user's. */
export const UPDATE_TOAST = 'app-update'

/**
 * What one user was told must not stay for the next person at the device: when the session ends
 * (logout, expiry, another tab) or another user signs in, the toasts go (a gate's arrivals, a
 * server's reason), but the one saying the session ended and the offer of a new version; and so do
 * the browser's notifications the service worker shows, also when no bell was there to close them
 * (a session found over at start-up). The bell closes those the page made as it goes. Returns what
 * stops following the session.
 */
export function forgetNewsAtSessionEnd(session: SessionStore): () => void {
  let of = userId(session.get().user)
  return session.subscribe(() => {
    const now = userId(session.get().user)
    if (now === of) return
    if (of) {
      for (const shown of sonner.getToasts()) if (shown.id !== SESSION_ENDED_TOAST && shown.id !== UPDATE_TOAST) sonner.dismiss(shown.id)
      closeBrowserNotifications([])
    }
    // Signed in again: why the last session ended has been read.
    else sonner.dismiss(SESSION_ENDED_TOAST)
    of = now
  })
}

/** The app's toasts (sonner's `toast.success` / `toast.error`). */
export const toast = {
  success: (message: string, options?: Options) => sonner.success(message, options),
  error: (message: string, options?: Options) => sonner.error(message, { duration: FAILURE_TOAST_MS, ...options }),
  /** News that is neither a success nor a failure (a visitor arrived at the gate). */
  info: (message: string, options?: Options) => sonner.info(message, options),
  /**
   * A message that waits for the user (no time-out) with one action button, e.g. the app's update.
   * Its texts are message ids: as it may stay for long, it follows a change of language.
   */
  action: (message: MessageId, action: { label: MessageId; onClick: () => void }, options?: Options) =>
    sonner.info(<Said id={message} />, { duration: Infinity, ...options, action: { label: <Said id={action.label} />, onClick: action.onClick } }),
  /**
   * That the session ended (it expired, or another tab ended it): one, however many calls are
   * refused together, and it stays until the resident closes it or signs in again. A tablet whose
   * session ended overnight shows the sign-in page in the morning, and this says why.
   */
  sessionEnded: (message: MessageId) => sonner.error(<Said id={message} />, { id: SESSION_ENDED_TOAST, duration: Infinity }),
  /**
   * A failed action (decision D20): the action's own message as the title, the server's specific
   * text (if any) beneath it as plain text. Every screen reports failed calls through this.
   */
  failure: (action: string, error: unknown, options?: Options) => say(failureText(error, action), options),
  /** A change that failed: as `failure`, and after a time-out, what `changeFailureText` says. */
  changeFailed: (action: string, error: unknown, options?: Options) => say(changeFailureText(error, action), options),
}

const say = ({ title, description }: FailureText, options?: Options) => toast.error(title, description ? { ...options, description } : options)

/** A success answer whose body broke off on its way: the site had the call, and did it. */
export const isAnswerCutOff = (error: unknown) => isFrappeError(error) && error.kind === 'network' && error.status >= 200 && error.status < 300

/**
 * What a failed change shows: the action's message (D20), and after a time-out or an answer cut off
 * on its way (it began, so the site had the call), that the site may have made the change all the
 * same. A site that saved it but answered too late leaves the resident a form, or a waiting change's
 * row, that says it failed: sent again, a guest would be added twice, or a password change refused
 * (the current password is no longer the one typed).
 */
export function changeFailureText(error: unknown, action: string): FailureText {
  if (isFrappeError(error) && error.kind === 'timeout') return { title: action, description: t('common.changeTimedOut') }
  if (isAnswerCutOff(error)) return { title: action, description: t('common.changeCutOff') }
  return failureText(error, action)
}

/**
 * Sonner's rich colours in the light scheme put error and success text near 4.3:1 on their
 * backgrounds: darker text there keeps 4.5:1 (red 7: 6:1, green 8: 7.6:1). The dark scheme's pass.
 */
const LIGHT_TEXT = { '--error-text': '#b02525', '--success-text': '#1f5c2b' } as CSSProperties

/** The element that holds the toasts' live region (see `TOASTS_IN_DIALOG`). */
const TOASTS_ID = 'app-toasts'

/**
 * What the dialog on top gives its content: it owns the toasts' live region. VoiceOver reads nothing
 * outside an open modal dialog, live regions included, so a failure said by a toast while a dialog
 * is open would go unheard; owned by the dialog, the region is read as part of it.
 */
export const TOASTS_IN_DIALOG = { content: { 'aria-owns': TOASTS_ID } }

/** Where the toasts show, in the app's colour scheme. */
export function AppToaster() {
  const t = useT()
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false })
  // Offline, above the notice at the page's foot, not over its words.
  const offset = useOnline() ? undefined : { bottom: `calc(${OFFLINE_NOTICE_ROOM} + 8px)` }
  return (
    <div id={TOASTS_ID}>
      <Toaster
        theme={scheme}
        offset={offset}
        mobileOffset={offset}
        position="bottom-right"
        duration={4000}
        visibleToasts={3}
        gap={14}
        containerAriaLabel={t('toast.region')}
        hotkey={['altKey', 'KeyT']}
        richColors
        closeButton
        toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
        style={scheme === 'light' ? LIGHT_TEXT : undefined}
      />
    </div>
  )
}

/** A message in the language of the moment (a toast's text, made once, that stays on screen). */
function Said({ id }: { id: MessageId }) {
  return useT()(id)
}
