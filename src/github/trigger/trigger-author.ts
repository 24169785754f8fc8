/**
 * Who may start a run, before the permission look-up: the rules every
 * trigger shares (items 1 and 2 of docs/security.md). Pure.
 */

/** Hidden marker in everything the action writes, so it never triggers itself. */
export const OWN_MARKER = '<!-- agent-action -->'

/** A user as webhook payloads give one. */
export interface PayloadUser {
  login?: string
  id?: number
  type?: string
}

/** What the author rules need from the settings. */
interface AuthorSettings {
  allowedBots: string[]
}

/**
 * Why the author of `body` (a comment, an issue, or '' for an event's
 * sender) may not trigger, or null when they may (permission aside).
 */
export function authorProblem(
  user: PayloadUser | undefined,
  body: string,
  settings: AuthorSettings,
  ownLogins: string[],
  noun: 'comment' | 'issue' | 'event' = 'comment'
): string | null {
  const login = user?.login ?? ''
  const written = noun === 'event' ? 'caused' : 'written'
  // No login means no permission check is possible: never treat it as trusted.
  if (login === '')
    return noun === 'event'
      ? 'the sender of the event is unknown'
      : 'the author of the text is unknown'
  if (body.includes(OWN_MARKER) || ownLogins.includes(login)) {
    return `the ${noun} was ${written} by this action`
  }
  const isBot = user?.type === 'Bot' || login.endsWith('[bot]')
  if (isBot && !settings.allowedBots.includes(login)) {
    return `the ${noun} was ${written} by the bot ${login}, which is not in allowed-bots`
  }
  return null
}

/**
 * Whether a comment (of the conversation or a review thread) is the
 * action's own: it carries the hidden marker and its author is `ownLogin`,
 * the login the action's token acts as (`run/load.ts`). Any other
 * author with the marker is not, a bot included: any GitHub App installed
 * on the repository, or a bot account, can write the marker too. Unknown
 * `ownLogin` (null): nothing is own (docs/security.md item 9).
 */
export function isOwnComment(
  comment: { body: string; author: string },
  ownLogin: string | null
): boolean {
  return (
    ownLogin !== null &&
    ownLogin !== '' &&
    comment.body.includes(OWN_MARKER) &&
    comment.author.toLowerCase() === ownLogin.toLowerCase()
  )
}
