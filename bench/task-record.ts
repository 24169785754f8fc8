/**
 * Recording a task's session: the task's `plan.json` (a scripted agent's
 * turns) is served by the GitHub Models double, the CLI runs against it on
 * a fresh copy, and the transcript the CLI writes becomes `session.jsonl`.
 * So the recording is what the CLI really did with those turns: the tool
 * results, the usage (counted by the double's tokenizer) and the fix, which
 * the task's check must confirm before anything is written.
 */
import { execFile } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startGitHubModelsDouble } from '../__fixtures__/github-models-double.js'
import type { ScriptedTurn } from '../__fixtures__/scripted-model.js'
import {
  checkPasses,
  cliArgs,
  cliEnv,
  DEFAULT_CLI,
  freshCopy,
  type Task
} from './task-suite.js'

/** The model id the recordings name. */
export const RECORDING_MODEL = 'openai/gpt-4o'

/** The plan of a task: its scripted turns, in order. */
export function readPlan(task: Task): ScriptedTurn[] {
  return JSON.parse(
    readFileSync(path.join(task.dir, 'plan.json'), 'utf8')
  ) as ScriptedTurn[]
}

/**
 * Records `task`: runs the CLI (`cli`) against the double answering from
 * the plan, with a window large enough that the recording is the plan
 * itself, not a compaction of it. Writes `session.jsonl` only when every
 * turn of the plan was served and the check passes afterwards.
 */
export async function recordTask(
  task: Task,
  cli = DEFAULT_CLI
): Promise<{ turns: number; promptTokens: number }> {
  const plan = readPlan(task)
  const double = await startGitHubModelsDouble({
    replies: plan,
    maxInputTokens: 128_000,
    maxOutputTokens: 16_384
  })
  const scratch = mkdtempSync(path.join(tmpdir(), `record-${task.name}-`))
  try {
    const dir = freshCopy(task, scratch)
    const transcript = path.join(scratch, 'session.jsonl')
    const options = {
      baseUrl: double.url,
      apiKey: 'bench-recording-key',
      model: RECORDING_MODEL
    }
    const stderr = await new Promise<string>((resolve) => {
      execFile(
        process.execPath,
        [cli, ...cliArgs(task, dir, transcript, options)],
        { cwd: dir, env: cliEnv(options, scratch), maxBuffer: 64 << 20 },
        (_error, _stdout, err) => resolve(err)
      )
    })
    const served = double.records.filter(
      (record) => !record.refused && !record.summary
    ).length
    if (served !== plan.length)
      throw new Error(
        `${task.name}: the CLI asked for ${served} of the plan's ${plan.length} turns\n${stderr}`
      )
    if (!(await checkPasses(task, dir)))
      throw new Error(
        `${task.name}: the check fails after the recorded run\n${stderr}`
      )
    copyFileSync(transcript, task.session)
    return { turns: served, promptTokens: double.totals().prompt }
  } finally {
    await double.close()
    rmSync(scratch, { recursive: true, force: true })
  }
}
