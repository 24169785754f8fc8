/**
 * The trailer every commit of the action carries, `Agent-Action-Run: <run
 * id>`: it makes the action's commits on a branch countable, so a failed
 * CI run after `max-fix-attempts` of them in a row starts no further fix
 * (docs/security.md item 15). Pure.
 */

/** The trailer's key. */
const RUN_TRAILER = 'Agent-Action-Run'

/** The trailer line of the run `runId`. */
export function runTrailer(runId: string): string {
  return `${RUN_TRAILER}: ${runId.replace(/[^0-9A-Za-z._-]/g, '')}`
}

/** Whether a commit message ends with the action's trailer (in its last paragraph). */
export function hasRunTrailer(message: string): boolean {
  const paragraphs = message
    .replace(/\r\n/g, '\n')
    .trim()
    .split(/\n\s*\n/)
  const last = paragraphs[paragraphs.length - 1] ?? ''
  return last
    .split('\n')
    .some((line) => new RegExp(`^${RUN_TRAILER}: \\S+$`).test(line.trim()))
}
