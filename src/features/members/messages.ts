import type { MessageId } from '../../i18n'

/** The toasts of one people screen. */
export interface AccessTexts {
  invited: MessageId
  /** Invite answered `message.status: 'error'` without a message. */
  inviteRefused: MessageId
  /** Invite request failed (HTTP error without a server text, network, time-out, bad answer). */
  inviteFailed: MessageId
  revoked: MessageId
  revokeRefused: MessageId
  revokeFailed: MessageId
}

/**
 * Which action message goes where (`failureToastText` in queries/queued-changes; the server's specific text, when it sent one, shows beneath it:
 * decision D20, `toast.failure`; this is also how a club revoke that fails shows the server's message):
 * - a refusal (the server answered, status 'error') gets the short text ('Failed to invite member.'),
 *   since trying again will not change the answer;
 * - a failed request (network, time-out, 5xx, unreadable answer) gets the '... Please try again.'
 *   text, since it may well work the next time.
 * (The fetch failures are the list query's own: FETCH_FAILED in queries/members.)
 * The managers screen has only one invite failure text, 'Failed to invite manager.': it serves both cases.
 */
export const MEMBER_TEXTS: AccessTexts = {
  invited: 'members.toast.invited',
  inviteRefused: 'members.toast.inviteRefused',
  inviteFailed: 'members.toast.inviteFailed',
  revoked: 'members.toast.revoked',
  revokeRefused: 'members.toast.revokeRefused',
  revokeFailed: 'members.toast.revokeFailed',
}

export const MANAGER_TEXTS: AccessTexts = {
  ...MEMBER_TEXTS,
  invited: 'managers.toast.invited',
  inviteRefused: 'managers.toast.inviteFailed',
  inviteFailed: 'managers.toast.inviteFailed',
}

