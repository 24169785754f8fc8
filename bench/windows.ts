/**
 * The same recorded session under a small and a large window: the task
 * suite's multi-file session (js-templates: the engine read in pages, a
 * grep, an edit, the tests) replayed through the CLI, in process, against
 * the GitHub Models double at an 8,000-token cap (told with
 * `--context-window`, and learned from the 413) and at 128,000. The double
 * answers the recorded turns in order and counts every request with the
 * tokenizer, so the figures are the endpoint's: the largest request as a
 * share of the cap, the prompt tokens of the run, and how much of them was
 * a prefix shared with the previous request (what a prompt cache can reuse:
 * cached_tokens over prompt tokens). Counts and ratios only, no times.
 */
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import {
  type DoubleRecord,
  startGitHubModelsDouble
} from '../__fixtures__/github-models-double.js'
import type { ScriptedTurn } from '../__fixtures__/scripted-model.js'
import { parseTranscript } from '../src/agent/session/transcript.js'
import { runCli } from '../src/cli.js'
import { checkPasses, freshCopy, listTasks, type Task } from './task-suite.js'

/** One column: the double's cap and what the CLI is told of it. */
export interface WindowCase {
  label: string
  cap: number
  /** `--context-window`; null: the CLI's default, so it must learn the cap. */
  told: number | null
}

export const WINDOW_CASES: WindowCase[] = [
  { label: '128,000 told', cap: 128_000, told: 128_000 },
  { label: '8,000 told', cap: 8_000, told: 8_000 },
  { label: '8,000 learned', cap: 8_000, told: null }
]

export interface WindowResult {
  case: WindowCase
  /** The CLI's exit status: 0 done, 1 failed, 2 stopped by a limit. */
  status: number
  requests: number
  refused: number
  /** Recorded turns the run asked for, of all of them. */
  turnsServed: number
  turnsRecorded: number
  /** The largest request, refused ones included, over the cap. */
  largestShare: number
  promptTokens: number
  cachedTokens: number
  solved: boolean
}

/** The recorded assistant turns of a session, as the double's replies. */
export function recordedTurns(session: string): ScriptedTurn[] {
  const turns: ScriptedTurn[] = []
  for (const event of parseTranscript(readFileSync(session, 'utf8'))) {
    if (event.type !== 'assistant-message') continue
    turns.push({
      text: event.text,
      toolCalls: event.toolCalls.map((call) => ({
        id: call.id,
        name: call.name,
        arguments: call.arguments
      }))
    })
  }
  return turns
}

function served(records: readonly DoubleRecord[]): DoubleRecord[] {
  return records.filter((record) => record.usage !== undefined)
}

/** Replays `task`'s session through the CLI against the double for one case. */
export async function replayWindow(
  task: Task,
  windowCase: WindowCase
): Promise<WindowResult> {
  const turns = recordedTurns(task.session)
  const double = await startGitHubModelsDouble({
    replies: turns,
    maxInputTokens: windowCase.cap
  })
  const dir = freshCopy(task)
  try {
    const transcript = path.join(dir, '..', `${path.basename(dir)}.jsonl`)
    const status = await runCli(
      [
        '--dir',
        dir,
        '--prompt',
        task.prompt,
        '--base-url',
        double.url,
        '--model',
        'openai/gpt-4o',
        '--transcript',
        transcript,
        ...(windowCase.told === null
          ? []
          : ['--context-window', String(windowCase.told)])
      ],
      {
        stdout: () => {},
        stderr: () => {},
        env: { PATH: process.env.PATH, AGENT_API_KEY: 'bench-windows-key' },
        cwd: dir
      }
    )
    rmSync(transcript, { force: true })
    const answered = served(double.records)
    return {
      case: windowCase,
      status,
      requests: double.records.length,
      refused: double.records.filter((record) => record.refused).length,
      turnsServed: answered.filter((record) => !record.summary).length,
      turnsRecorded: turns.length,
      largestShare:
        Math.max(...double.records.map((record) => record.inputTokens)) /
        windowCase.cap,
      promptTokens: double.totals().prompt,
      cachedTokens: double.totals().cached,
      solved: await checkPasses(task, dir)
    }
  } finally {
    await double.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Every case, on the task suite's large task. */
export async function benchWindows(
  taskName = 'js-templates'
): Promise<{ task: Task; results: WindowResult[] }> {
  const task = listTasks().find((candidate) => candidate.name === taskName)
  if (!task) throw new Error(`no task ${taskName} in bench/tasks`)
  const results: WindowResult[] = []
  for (const windowCase of WINDOW_CASES)
    results.push(await replayWindow(task, windowCase))
  return { task, results }
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`
const STATUS = ['done', 'failed', 'stopped by a limit']

/** The results side by side, one column per case. */
export function formatWindows(task: Task, results: WindowResult[]): string {
  const rows: [string, (result: WindowResult) => string][] = [
    ['run', (r) => STATUS[r.status] ?? `exit ${r.status}`],
    ['recorded turns asked for', (r) => `${r.turnsServed}/${r.turnsRecorded}`],
    ['requests (refused)', (r) => `${r.requests} (${r.refused})`],
    ['largest request / cap', (r) => percent(r.largestShare)],
    ['prompt tokens', (r) => r.promptTokens.toLocaleString('en-US')],
    [
      'cached / prompt tokens',
      (r) => (r.promptTokens ? percent(r.cachedTokens / r.promptTokens) : '-')
    ],
    ['solved (check passes)', (r) => (r.solved ? 'yes' : 'no')]
  ]
  const table = [
    ['', ...results.map((result) => result.case.label)],
    ...rows.map(([name, cell]) => [name, ...results.map(cell)])
  ]
  const widths = table[0].map((_, column) =>
    Math.max(...table.map((cells) => cells[column].length))
  )
  const lines = table.map((cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column])
      )
      .join('   ')
  )
  return [
    `windows: the recorded ${task.name} session replayed against the GitHub Models double, per cap (and what the CLI was told)`,
    ...lines
  ].join('\n')
}
