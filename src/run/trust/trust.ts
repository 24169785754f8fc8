/**
 * Who is trusted, decided in one place (items 2 and 9 of
 * docs/security.md): the requester must have write access (or be an allowed
 * bot, or be the workflow itself), and the text of other people reaches the
 * model marked with whether its author has write access.
 */
import type { Permission, RunRequest } from '../../github/index.js'

/** Permissions that may start a run, and whose comments are context. */
const TRUSTED_PERMISSIONS: readonly Permission[] = [
  'admin',
  'maintain',
  'write'
]

/** Whether a collaborator permission counts as write access. */
function isTrustedPermission(permission: Permission): boolean {
  return TRUSTED_PERMISSIONS.includes(permission)
}

/** The requester's standing: may run, or refused with a reason. */
export type RequesterTrust =
  { kind: 'trusted' } | { kind: 'refused'; reason: string }

/**
 * Whether the request may run. Allowed bots and runs without a requester
 * (schedule, dispatch, prompt runs: GitHub requires write access to set
 * those up) need no look-up, so `permission` is only awaited for people.
 */
export async function checkRequester(
  request: RunRequest,
  permission: () => Promise<Permission>
): Promise<RequesterTrust> {
  if (request.requester === null || request.requesterIsBot)
    return { kind: 'trusted' }
  const level = await permission()
  if (isTrustedPermission(level)) return { kind: 'trusted' }
  return {
    kind: 'refused',
    reason: `${request.requester} has ${level} permission on this repository; only collaborators with write, maintain or admin permission can start the agent`
  }
}

/** Login -> write access, for the authors of the text a run reads. */
export type AuthorTrust = ReadonlyMap<string, boolean>

/**
 * Looks up every distinct author at once. The requester is trusted (checked
 * already); a failed look-up counts as no access.
 */
export async function trustAuthors(
  authors: readonly string[],
  requester: string | null,
  getPermission: (login: string) => Promise<Permission>
): Promise<AuthorTrust> {
  const distinct = [...new Set(authors)]
  const entries = await Promise.all(
    distinct.map(async (author): Promise<[string, boolean]> => {
      if (requester !== null && sameLogin(author, requester))
        return [author, true]
      const level = await getPermission(author).catch(() => 'none' as const)
      return [author, isTrustedPermission(level)]
    })
  )
  return new Map(entries)
}

/** GitHub logins compare case-insensitively. */
export function sameLogin(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}
