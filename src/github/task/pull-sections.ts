/**
 * The task text's sections of a pull request: its changed files, its diff
 * and the review comment a run was asked from, each written by others and
 * so fenced as data (`task-context.ts` puts them together).
 */
import type { ReviewCommentContext } from '../trigger/index.js'
import { byteLength } from '../../shared/index.js'
import type { PullFile } from '../types.js'
import type { FittedDiff } from './fit-diff.js'
import {
  capBytes,
  escapeFenceTags,
  fenceUntrusted,
  removeInvisible,
  revealInvisible,
  sanitizeUntrusted
} from './sanitize.js'

export /** A title, branch or file name on one line, capped, without fence tags. */
function plainLine(text: string, reveal = false): string {
  const visible = reveal
    ? revealInvisible(text.replace(/[\r\n]+/g, ' '))
    : removeInvisible(text)
  return escapeFenceTags(
    capBytes(visible.replace(/\s+/g, ' ').trim(), 300).replace(/\n/g, ' ')
  )
}

/** The list of a pull request's files, capped at `itemBytes`. */
export function changedFiles(files: PullFile[], itemBytes: number): string {
  const added = files.reduce((sum, file) => sum + file.additions, 0)
  const removed = files.reduce((sum, file) => sum + file.deletions, 0)
  const lines = [
    `## Changed files (${files.length}, +${added} -${removed})`,
    ''
  ]
  let bytes = 0
  for (const [index, file] of files.entries()) {
    const from = file.previousFilename
      ? ` (from ${plainLine(file.previousFilename, true)})`
      : ''
    const line = `- ${plainLine(file.status)} ${plainLine(file.filename, true)}${from} (+${file.additions} -${file.deletions})`
    bytes += byteLength(line) + 1
    if (bytes > itemBytes) {
      lines.push(`- … and ${files.length - index} more files`)
      break
    }
    lines.push(line)
  }
  return lines.join('\n')
}

/** The diff, fenced as the author's data, or why it is left out. */
export function diffSection(
  diff: FittedDiff,
  author: string,
  trusted: boolean,
  files: PullFile[]
): string {
  const lines = ['# Diff', '']
  if (!files.length) {
    lines.push('The pull request changes no files.')
    return lines.join('\n')
  }
  if (!diff.text) {
    lines.push(
      'The diff was left out to fit the size budget: read the changed files in the checkout.'
    )
    return lines.join('\n')
  }
  if (diff.trimmed.length || diff.omitted.length)
    lines.push(
      'Parts of the diff were trimmed or omitted to fit the size budget: read the changed files in the checkout for the rest.',
      ''
    )
  lines.push(
    fenceUntrusted(revealInvisible(diff.text), {
      kind: 'diff',
      author,
      trusted
    })
  )
  return lines.join('\n')
}

/** The review comment a run was asked from, with its diff hunk. */
export function reviewSection(
  review: (ReviewCommentContext & { trusted: boolean }) | undefined,
  pullAuthor: string,
  itemBytes: number
): string | null {
  if (!review) return null
  const where =
    review.line === null ? 'an outdated line' : `line ${review.line}`
  const { trusted } = review
  const hunk = capBytes(
    revealInvisible(review.diffHunk.replace(/\r\n?/g, '\n')),
    itemBytes
  )
  return [
    `# Review comment on ${plainLine(review.path, true)}, ${where}`,
    '',
    'The diff hunk the comment is attached to:',
    fenceUntrusted(hunk, {
      kind: 'diff hunk',
      author: pullAuthor,
      trusted: false
    }),
    '',
    'The comment:',
    fenceUntrusted(sanitizeUntrusted(review.body, { maxBytes: itemBytes }), {
      kind: 'review comment',
      author: review.author,
      trusted
    })
  ].join('\n')
}
