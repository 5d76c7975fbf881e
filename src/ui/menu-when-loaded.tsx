import { useMounted } from '@mantine/hooks'
import { cloneElement, Suspense, use, useCallback, useRef, useState, type FocusEvent, type ReactElement } from 'react'
import { t as translate } from '../i18n'
import type { LazyCode } from '../lazy-code'
import { CodeLoadBoundary } from './error-screen'
import { toast } from './toast'

/** How a top-bar menu starts once its code is there (MenuWhenLoaded). */
export interface MenuStart {
  /** Its button was clicked before: it opens at once. */
  openAtStart: boolean
  /** Its button had the keyboard focus: the real button takes it. */
  focusAtStart: boolean
}

/**
 * A top-bar menu's dropdown fits the screen, zoomed in too: it hangs from the fixed top bar and
 * follows it when the page scrolls, so what runs past the screen's edge could never be reached.
 * Taller than the screen, it scrolls (the arrow keys bring each entry into view).
 */
export const FITS_THE_SCREEN = { mah: 'calc(100dvh - 5rem)', maw: 'calc(100vw - 1rem)', style: { overflowY: 'auto' } } as const

type ButtonProps = {
  onClick?: () => void
  onPointerDown?: () => void
  onFocus?: (event: FocusEvent) => void
  onBlur?: (event: FocusEvent) => void
}

/**
 * A top-bar menu (the user menu, the notification bell) whose code, with Mantine's Menu and
 * floating-ui, loads after the screen that shows it: the screen a sign-in leads to paints without
 * it. Until it is there, `button` (the menu's own button) stands in, the same to see and to reach;
 * the real menu then takes its place, opened when the button was clicked meanwhile, focused when it
 * had the focus. When the code cannot be downloaded, a click on the button tries again, and when
 * that fails too, a toast says so ('The menu could not be opened...').
 */
export function MenuWhenLoaded<P extends object>({
  menu: Menu,
  props,
  button,
}: {
  menu: LazyCode<P & MenuStart>
  props: P
  button: ReactElement<ButtonProps>
}) {
  const [start, setStart] = useState<MenuStart>({ openAtStart: false, focusAtStart: false })
  const [attempt, setAttempt] = useState(0)
  // A press on the stand-in holds the real menu back until it is released: taking the button's
  // place between the press and the release would lose the click.
  const [pressed, setPressed] = useState<Promise<void>>()
  const press = () => {
    if (pressed) return
    setPressed(
      new Promise<void>((resolve) => {
        // After the release's click, which the browser dispatches in the same task.
        const release = () => {
          document.removeEventListener('pointerup', release)
          document.removeEventListener('pointercancel', release)
          setTimeout(() => {
            setPressed(undefined)
            resolve()
          })
        }
        document.addEventListener('pointerup', release)
        document.addEventListener('pointercancel', release)
      }),
    )
  }
  const standIn = (onClick: () => void) =>
    cloneElement(button, {
      onClick,
      onPointerDown: press,
      onFocus: () => setStart((s) => ({ ...s, focusAtStart: true })),
      onBlur: () => setStart((s) => ({ ...s, focusAtStart: false })),
    })
  const opening = { openAtStart: true, focusAtStart: true }
  // Its code failed to download: a click tries again, and says so if that fails too.
  const retry = () => {
    setStart(opening)
    setAttempt((n) => n + 1)
  }
  const failed = () => {
    if (start.openAtStart) toast.error(translate('errorScreen.menuLoadFailed'), { id: 'menu-load-failed' })
  }
  return (
    <CodeLoadBoundary key={attempt} fallback={standIn(retry)} onFailed={failed}>
      <Suspense fallback={standIn(() => setStart(opening))}>
        <HeldUntil released={pressed}>
          <Menu {...props} {...start} />
        </HeldUntil>
      </Suspense>
    </CodeLoadBoundary>
  )
}

/** Suspends (keeping the stand-in) until `released` resolves. */
function HeldUntil({ released, children }: { released: Promise<void> | undefined; children: ReactElement }) {
  if (released) use(released)
  return children
}

/**
 * A loaded menu's open state: closed at first, then open when `openAtStart` (a click on the stand-in
 * button): Mantine's Menu notes what had the focus when it opens, not when it mounts open, and gives
 * it back on close.
 */
export function useMenuOpened(openAtStart: boolean): [boolean, (opened: boolean) => void] {
  const [opened, setOpened] = useState(false)
  const [started, setStarted] = useState(false)
  const mounted = useMounted()
  if (mounted && openAtStart && !started) {
    setStarted(true)
    setOpened(true)
  }
  return [opened, setOpened]
}

/** A ref for the loaded menu's button: focused once, as it mounts, if the stand-in had the focus. */
export function useFocusAtStart(focusAtStart: boolean) {
  const done = useRef(!focusAtStart)
  return useCallback((button: HTMLButtonElement | null) => {
    if (done.current || !button) return
    done.current = true
    button.focus({ preventScroll: true })
  }, [])
}
