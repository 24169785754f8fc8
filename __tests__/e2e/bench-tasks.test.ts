import { afterEach, describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { bundleNode, bundlePath } from '../../__fixtures__/e2e-harness.js'
import {
  type GitHubModelsDouble,
  startGitHubModelsDouble
} from '../../__fixtures__/github-models-double.js'
import { readPlan } from '../../bench/task-record.js'
import {
  cliArgs,
  listTasks,
  relevantTokens,
  runTask,
  type Task
} from '../../bench/task-suite.js'
import { main } from '../../bench/tasks.js'
import { parseTranscript } from '../../src/agent/session/transcript.js'

// The task suite of bench/tasks/ on the CLI bundle built from src/ for this
// run: every recorded session, replayed on a fresh copy of its repository,
// must still solve its task (the check fails before and passes after), so
// CI notices when a change to the tools breaks what the recordings do. The
// CLI runs on E2E_NODE when set, like the action in the other e2e suites.

const cli = () => bundlePath('cli/index.js')
const tasks = listTasks()

let double: GitHubModelsDouble | undefined
afterEach(async () => {
  await double?.close()
  double = undefined
})

function assistantTurns(task: Task) {
  return parseTranscript(readFileSync(task.session, 'utf8')).filter(
    (event) => event.type === 'assistant-message'
  )
}

describe('the task suite (bench/tasks)', () => {
  it('has four to five tasks in several languages, one with more than 8,000 tokens of relevant code', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(4)
    expect(tasks.length).toBeLessThanOrEqual(5)
    expect(new Set(tasks.map((task) => task.language)).size).toBeGreaterThan(2)
    const large = tasks.filter((task) => relevantTokens(task) > 8000)
    expect(large.map((task) => task.name)).toEqual(['js-templates'])
  })

  it.each(tasks.map((task) => [task.name, task] as const))(
    '%s: the recording is its plan, played through the CLI',
    (_name, task) => {
      const plan = readPlan(task)
      const turns = assistantTurns(task)
      expect(turns).toHaveLength(plan.length)
      turns.forEach((turn, index) => {
        if (turn.type !== 'assistant-message') return
        expect(turn.text).toBe(plan[index].text ?? '')
        expect(
          turn.toolCalls.map((call) => [call.name, JSON.parse(call.arguments)])
        ).toEqual(
          (plan[index].toolCalls ?? []).map((call) => [
            call.name,
            call.arguments
          ])
        )
      })
    }
  )

  it.each(tasks.map((task) => [task.name, task] as const))(
    '%s: replayed on a fresh copy, the check fails before and passes after',
    async (_name, task) => {
      const result = await runTask(task, {
        cli: cli(),
        node: bundleNode(),
        replay: true,
        tokenPrice: { input: 2, output: 8 }
      })
      expect(result.failedBefore).toBe(true)
      expect({
        solved: result.solved,
        log: result.solved ? '' : result.log
      }).toEqual({ solved: true, log: '' })
      expect(result.exitCode).toBe(0)
      const recorded = parseTranscript(readFileSync(task.session, 'utf8'))
      const end = recorded.findLast((event) => event.type === 'run-end')
      if (end?.type !== 'run-end') throw new Error('no run-end recorded')
      expect(result.turns).toBe(end.iterations)
      expect(result.promptTokens).toBe(end.usage.promptTokens)
      expect(result.cost).toBeCloseTo(
        (end.usage.promptTokens * 2 + end.usage.completionTokens * 8) / 1e6,
        10
      )
    }
  )

  it('npm run bench:tasks -- --replay prints every task solved and the totals', async () => {
    let printed = ''
    const status = await main(
      ['--replay', '--cli', cli(), '--token-price', '2.00,8.00'],
      (text) => {
        printed += text
      }
    )
    expect(status).toBe(0)
    const lines = printed.trim().split('\n')
    expect(lines[0]).toMatch(
      /^task\s+language\s+tokens\s+solved\s+turns\s+prompt\s+completion\s+cost\s+time$/
    )
    for (const task of tasks)
      expect(lines).toContainEqual(
        expect.stringMatching(new RegExp(`^${task.name}\\s.*\\syes\\s`))
      )
    expect(lines.at(-1)).toMatch(
      new RegExp(`^total\\s.*\\s${tasks.length}/${tasks.length}\\s.*\\$\\d`)
    )
  })

  it('against a model (the double answering from the plan): solved, with the tokens the endpoint counted and the key in the header, not the arguments', async () => {
    const task = tasks.find((candidate) => candidate.name === 'py-invoice')
    if (!task) throw new Error('py-invoice is missing')
    double = await startGitHubModelsDouble({
      replies: readPlan(task),
      maxInputTokens: 128_000
    })
    const options = {
      cli: cli(),
      node: bundleNode(),
      baseUrl: double.url,
      apiKey: 'bench-key-0123456789',
      model: 'openai/gpt-4o',
      tokenPrice: { input: 2, output: 8 }
    }
    expect(cliArgs(task, 'dir', 'transcript', options).join(' ')).not.toContain(
      options.apiKey
    )
    const result = await runTask(task, options)
    expect(result.solved).toBe(true)
    const totals = double.totals()
    expect(result.promptTokens).toBe(totals.prompt)
    expect(result.completionTokens).toBe(totals.completion)
    expect(result.turns).toBe(readPlan(task).length)
    expect(double.headers[0].authorization).toBe('Bearer bench-key-0123456789')
    expect(double.requests[0].model).toBe('openai/gpt-4o')
  })
})
