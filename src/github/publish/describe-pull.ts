/**
 * A `describe` run's result: the pull request's body gets the model's
 * Summary and Walkthrough between the contract's markers
 * (docs/contract.md, Commands). An earlier block is replaced; every
 * character outside it, the author's text, stays as it was; without a
 * block, it goes after the author's text, a blank line between.
 */
import type { GitHubClient } from '../types.js'
import { fitMarkdown } from '../report/index.js'
import type { PostingPolicy } from '../../security/index.js'

export const DESCRIPTION_START = '<!-- agent-action:description -->'
export const DESCRIPTION_END = '<!-- /agent-action:description -->'

/** GitHub takes a body of at most 65,536 characters; the block gets what the author left. */
const MAX_BODY_CHARS = 65_000
/** The least room a description gets, even beside a very long body. */
const MIN_BLOCK_CHARS = 2_000

/**
 * Where the earlier block is: the first end marker with a start marker
 * before it, from the last such start (so a stray start marker the author
 * left above is never swallowed). Null when there is none.
 */
export function findDescriptionBlock(
  body: string
): { start: number; end: number } | null {
  for (
    let end = body.indexOf(DESCRIPTION_END);
    end >= 0;
    end = body.indexOf(DESCRIPTION_END, end + 1)
  ) {
    const start = body.lastIndexOf(DESCRIPTION_START, end)
    if (start >= 0) return { start, end: end + DESCRIPTION_END.length }
  }
  return null
}

/** The body with `block` (already inert text) as its description block. */
export function spliceDescription(body: string, block: string): string {
  const wrapped = `${DESCRIPTION_START}\n${block.trim()}\n${DESCRIPTION_END}`
  const found = findDescriptionBlock(body)
  if (found)
    return `${body.slice(0, found.start)}${wrapped}${body.slice(found.end)}`
  if (body === '') return wrapped
  const gap = body.endsWith('\n\n') ? '' : body.endsWith('\n') ? '\n' : '\n\n'
  return `${body}${gap}${wrapped}`
}

/** What the model wrote, ready for the block: redacted, inert, no marker of its own, fitted. */
function descriptionBlock(
  answer: string,
  room: number,
  redact: (text: string) => string,
  policy: PostingPolicy
): string {
  const text = redact(answer)
    .split(DESCRIPTION_START)
    .join('')
    .split(DESCRIPTION_END)
    .join('')
    .trim()
  return fitMarkdown(
    text || '_No description was written._',
    { max: room },
    policy
  )
}

/** What writing the description did. */
export interface DescriptionResult {
  pullNumber: number
  pullUrl: string
  /** True when an earlier block was replaced, false when one was added. */
  replaced: boolean
}

/**
 * Reads the body as it is now (the author may have edited it during the
 * run) and writes it back with the new block; nothing else of the pull
 * request changes.
 */
export async function publishDescription(input: {
  github: GitHubClient
  pullNumber: number
  answer: string
  redact: (text: string) => string
  posting: PostingPolicy
}): Promise<DescriptionResult> {
  const pull = await input.github.getPull(input.pullNumber)
  const body = pull.body
  const found = findDescriptionBlock(body)
  const kept = found ? body.length - (found.end - found.start) : body.length
  const room = Math.max(MIN_BLOCK_CHARS, MAX_BODY_CHARS - kept - 80)
  const block = descriptionBlock(
    input.answer,
    room,
    input.redact,
    input.posting
  )
  await input.github.updatePull(input.pullNumber, {
    body: spliceDescription(body, block)
  })
  return {
    pullNumber: input.pullNumber,
    pullUrl: pull.htmlUrl,
    replaced: found !== null
  }
}
