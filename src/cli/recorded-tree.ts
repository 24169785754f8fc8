/**
 * A transcript says which tree it was recorded on: its first line is a
 * `note` event `recorded on tree <sha>`, the git tree of the work tree
 * before the run (changes.ts). A replay on another tree is refused: the
 * recorded edits would not fit, and the recorded answer would claim a fix
 * that did not happen. A transcript without the note (recorded before it
 * existed) is replayed with a warning.
 */
import type { AgentEvent } from '../agent/index.js'

const PREFIX = 'recorded on tree '

/** The note a transcript starts with. */
export function treeNote(tree: string): AgentEvent {
  return { type: 'note', text: `${PREFIX}${tree}` }
}

/** The tree a transcript was recorded on; null when it does not say. */
function recordedTree(events: readonly AgentEvent[]): string | null {
  for (const event of events) {
    if (event.type !== 'note' || !event.text.startsWith(PREFIX)) continue
    const tree = event.text.slice(PREFIX.length).trim()
    if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(tree)) return tree
  }
  return null
}

/**
 * Whether the transcript may be replayed on the tree `tree` of `dir`: a
 * line to refuse it with (exit 64), a warning to print, or nothing.
 */
export function replayOnTree(
  events: readonly AgentEvent[],
  tree: string,
  where: { replay: string; dir: string }
): { refuse: string } | { warn: string } | null {
  const recorded = recordedTree(events)
  if (recorded === null) {
    return {
      warn: `warning: ${where.replay} does not say which tree it was recorded on (an older transcript); its edits may not fit ${where.dir}`
    }
  }
  if (recorded === tree) return null
  return {
    refuse: `--replay ${where.replay}: recorded on tree ${recorded.slice(0, 12)}, but ${where.dir} is tree ${tree.slice(0, 12)}: replay it on a copy of the files it was recorded on (uncommitted changes count)`
  }
}
