/**
 * The model's plan (the `plan` tool, docs/loop.md §5.8) as the tracking
 * comment, the final comment and the job summary show it: a GitHub task
 * list, model text neutralised like everything else the action posts
 * (docs/security.md item 19) and capped.
 */
import type { PlanItem } from '../../shared/index.js'
import {
  neutralizeMarkdown,
  type PostingPolicy,
  STRICT_POLICY
} from '../../security/index.js'

/** Steps shown; the tool takes no more, this holds whatever comes in. */
const PLAN_VIEW_ITEMS = 20
/** Characters of one step shown. */
const PLAN_VIEW_STEP_CHARS = 200

function stepText(step: string): string {
  const flat = step.replace(/\s+/g, ' ').trim()
  return flat.length > PLAN_VIEW_STEP_CHARS
    ? `${flat.slice(0, PLAN_VIEW_STEP_CHARS - 1)}…`
    : flat
}

/**
 * The plan as a task list: `- [x] done step`, `- [ ] **doing step** (in
 * progress)`, `- [ ] pending step`; '' for no plan. Mentions are inert
 * under the default policy: the tracking comment is edited many times and
 * a plan has no one to notify.
 */
export function renderPlan(
  items: readonly PlanItem[] | undefined,
  policy: PostingPolicy = STRICT_POLICY
): string {
  if (!items?.length) return ''
  const shown = items.slice(0, PLAN_VIEW_ITEMS)
  const lines = shown.map((item) => {
    const text = stepText(item.step)
    if (item.status === 'done') return `- [x] ${text}`
    if (item.status === 'doing') return `- [ ] **${text}** (in progress)`
    return `- [ ] ${text}`
  })
  if (items.length > shown.length)
    lines.push(`- … ${items.length - shown.length} more steps`)
  // One document, so the neutraliser sees every line GitHub reads.
  return neutralizeMarkdown(lines.join('\n'), policy)
}

/** The plan under a heading, with the blank lines around it; '' for none. */
export function planSection(
  items: readonly PlanItem[] | undefined,
  heading: string
): string {
  const list = renderPlan(items)
  return list ? `${heading}\n\n${list}\n` : ''
}
