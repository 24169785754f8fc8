/**
 * `npm run bench:tasks -- [options] [-- <more CLI arguments>]`: runs the
 * agent CLI on a fresh copy of every task of bench/tasks/ and prints, per
 * task and in total, whether it was solved (its check passes), the turns,
 * the prompt and completion tokens, the cost and the time.
 *
 *   --base-url <url> --api-key <key> --model <id>   a real model
 *   --replay             the recorded sessions instead (no model, no key)
 *   --record             re-record every session from its plan.json
 *   --token-price IN,OUT USD per million prompt and completion tokens
 *   --cli <path>         the CLI bundle (default dist/cli/index.js)
 *   --only <a,b>         these tasks only
 *   --keep               keep the copies the CLI worked in
 *
 * Exits 1 when a task was not solved or its check did not fail before.
 */
import { realpath } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { recordTask } from './task-record.js'
import {
  listTasks,
  type RunOptions,
  runTask,
  type TaskResult
} from './task-suite.js'

const OPTIONS = {
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  model: { type: 'string' },
  replay: { type: 'boolean' },
  record: { type: 'boolean' },
  'token-price': { type: 'string' },
  cli: { type: 'string' },
  only: { type: 'string' },
  keep: { type: 'boolean' }
} as const

/** `IN,OUT` in USD per million tokens. */
export function parseTokenPrice(
  text: string | undefined
): { input: number; output: number } | null {
  if (!text) return null
  const match = /^\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*$/.exec(text)
  if (!match)
    throw new Error(
      `--token-price must be IN,OUT such as 2.00,8.00, got ${text}`
    )
  return { input: Number(match[1]), output: Number(match[2]) }
}

function pad(text: string, width: number, right = false): string {
  return right ? text.padStart(width) : text.padEnd(width)
}

/** The results as a table with a total line. */
export function formatResults(results: TaskResult[]): string {
  const priced = results.some((result) => result.cost !== null)
  const header = [
    'task',
    'language',
    'tokens',
    'solved',
    'turns',
    'prompt',
    'completion',
    'cost',
    'time'
  ]
  const row = (result: TaskResult): string[] => [
    result.task,
    result.language,
    String(result.tokens),
    result.failedBefore ? (result.solved ? 'yes' : 'no') : 'invalid',
    String(result.turns),
    String(result.promptTokens),
    String(result.completionTokens),
    result.cost === null ? '-' : `$${result.cost.toFixed(4)}`,
    `${(result.durationMs / 1000).toFixed(1)} s`
  ]
  const sum = (pick: (result: TaskResult) => number) =>
    results.reduce((total, result) => total + pick(result), 0)
  const total = [
    'total',
    '',
    String(sum((result) => result.tokens)),
    `${results.filter((result) => result.solved && result.failedBefore).length}/${results.length}`,
    String(sum((result) => result.turns)),
    String(sum((result) => result.promptTokens)),
    String(sum((result) => result.completionTokens)),
    priced ? `$${sum((result) => result.cost ?? 0).toFixed(4)}` : '-',
    `${(sum((result) => result.durationMs) / 1000).toFixed(1)} s`
  ]
  const rows = [header, ...results.map(row), total]
  const widths = header.map((_, column) =>
    Math.max(...rows.map((cells) => cells[column].length))
  )
  return rows
    .map((cells) =>
      cells
        .map((cell, column) => pad(cell, widths[column], column >= 2))
        .join('  ')
        .trimEnd()
    )
    .join('\n')
}

/** Runs the suite; resolves with the exit status. */
export async function main(
  argv: string[],
  write: (text: string) => void = (text) => process.stdout.write(text)
): Promise<number> {
  const split = argv.indexOf('--')
  const own = split === -1 ? argv : argv.slice(0, split)
  const extraArgs = split === -1 ? [] : argv.slice(split + 1)
  const { values } = parseArgs({ args: own, options: OPTIONS, strict: true })
  const only = values.only?.split(',').map((name) => name.trim())
  const tasks = listTasks().filter((task) => !only || only.includes(task.name))
  if (tasks.length === 0) throw new Error('no task matches --only')

  if (values.record) {
    for (const task of tasks) {
      const recorded = await recordTask(task, values.cli)
      write(
        `recorded ${task.name}: ${recorded.turns} turns, ${recorded.promptTokens} prompt tokens -> ${task.session}\n`
      )
    }
    return 0
  }
  if (!values.replay && !values['base-url'] && !values.model)
    write(
      'no --base-url, --model or --replay: the CLI picks its default endpoint\n'
    )
  const options: RunOptions = {
    replay: values.replay ?? false,
    tokenPrice: parseTokenPrice(values['token-price']),
    extraArgs,
    keep: values.keep ?? false,
    ...(values.cli ? { cli: values.cli } : {}),
    ...(values['base-url'] ? { baseUrl: values['base-url'] } : {}),
    ...(values['api-key'] ? { apiKey: values['api-key'] } : {}),
    ...(values.model ? { model: values.model } : {})
  }
  const results: TaskResult[] = []
  for (const task of tasks) {
    const result = await runTask(task, options)
    results.push(result)
    if (!result.solved || !result.failedBefore)
      write(
        `${task.name}: ${result.failedBefore ? 'not solved' : 'the check passed before the run'} (CLI exit ${result.exitCode}${options.keep ? `, copy in ${result.dir}` : ''})\n${result.log.split('\n').slice(-15).join('\n')}\n`
      )
  }
  write(`${formatResults(results)}\n`)
  return results.every((result) => result.solved && result.failedBefore) ? 0 : 1
}

const invokedDirectly =
  process.argv[1] !== undefined &&
  fileURLToPath(import.meta.url) ===
    (await realpath(process.argv[1]).catch(() => process.argv[1]))

if (invokedDirectly) {
  process.exitCode = await main(process.argv.slice(2)).catch(
    (error: unknown) => {
      process.stderr.write(
        `bench:tasks: ${error instanceof Error ? error.message : String(error)}\n`
      )
      return 64
    }
  )
}
