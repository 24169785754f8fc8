import { z } from 'zod'
import type { PlanItem, PlanStatus } from '../../shared/index.js'
import type { CallArguments, CallView, Tool } from '../types.js'

export type { PlanItem, PlanStatus }

/** Steps in one plan. */
const MAX_PLAN_ITEMS = 20
/** Characters of one step, after its whitespace is folded. */
const MAX_STEP_CHARS = 200

/** Folds a step to one line: every run of whitespace becomes one space. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

const planItem = z.object({
  step: z
    .string()
    .overwrite(oneLine)
    .min(1, 'a step must not be empty')
    .max(
      MAX_STEP_CHARS,
      `a step is at most ${MAX_STEP_CHARS} characters; shorten it`
    )
    .describe('What to do, in a few words'),
  status: z
    .enum(['pending', 'doing', 'done'])
    .describe('pending, doing (at most one step) or done')
})

/** Arguments of the `plan` tool. */
export const planInput = z.object({
  items: z
    .array(planItem)
    .min(1, 'give at least one step')
    .max(MAX_PLAN_ITEMS, `at most ${MAX_PLAN_ITEMS} steps; merge small ones`)
    .refine(
      (items) => items.filter((item) => item.status === 'doing').length <= 1,
      'at most one step may be doing at a time; mark the others pending or done'
    )
    .describe(
      'The whole plan, in order; it replaces the previous one. Each step: step (short text) and status (pending, doing or done).'
    )
})

type PlanInput = z.infer<typeof planInput>

/** `2 done, 1 doing, 3 pending`: the counts of a plan by status. */
function planCounts(items: readonly PlanItem[]): string {
  const count = (status: PlanStatus) =>
    items.filter((item) => item.status === status).length
  return `${count('done')} done, ${count('doing')} doing, ${count('pending')} pending`
}

/**
 * The plan as the model reads it again after a compaction: one line a
 * step, `[x]` done, `[>]` doing, `[ ]` pending.
 */
export function formatPlanForModel(items: readonly PlanItem[]): string {
  const mark = { done: '[x]', doing: '[>]', pending: '[ ]' } as const
  return items
    .map((item) => `${mark[item.status]} ${item.step} (${item.status})`)
    .join('\n')
}

/** "Updated the plan"; the summary `3 steps: 1 done, 1 doing, 1 pending`. */
function describePlan(args: CallArguments): CallView {
  const items = Array.isArray(args.items) ? (args.items as PlanItem[]) : []
  return {
    summary: `${items.length} step${items.length === 1 ? '' : 's'}: ${planCounts(items)}`,
    activity: { verb: ['Updated', 'Updating'], words: ['the plan'] }
  }
}

/**
 * `plan`: the model's checklist for a multi-step task. It changes nothing
 * on disk; each call replaces the whole plan, which the loop keeps as run
 * state (the result's `details.plan`), the tracking comment shows and the
 * final report keeps.
 */
export function createPlanTool(): Tool<PlanInput> {
  return {
    name: 'plan',
    description:
      'Keep a short checklist of the steps of a multi-step task; skip it for trivial tasks. Call it with the whole plan (it replaces the previous one) when you have one, and again as steps start and finish; mark at most one step doing. Maintainers watch it live.',
    schema: planInput,
    readOnly: true,
    describe: describePlan,
    async run(input) {
      const items: PlanItem[] = input.items.map((item) => ({
        step: item.step,
        status: item.status
      }))
      return {
        output: `plan updated: ${planCounts(items)}`,
        isError: false,
        details: { plan: items }
      }
    }
  }
}

/** The plan a result's details carry, if they carry one. */
export function planFromDetails(
  details: Record<string, unknown> | undefined
): PlanItem[] | undefined {
  const plan = details?.plan
  if (!Array.isArray(plan)) return undefined
  return plan.filter(
    (item): item is PlanItem =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as PlanItem).step === 'string' &&
      ['pending', 'doing', 'done'].includes((item as PlanItem).status)
  )
}
