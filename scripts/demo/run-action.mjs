// One run of the action's bundle as a workflow step runs it: an
// issue_comment event, the runner's variables and files, GitHub and the
// model on loopback. Returns what a maintainer would see afterwards.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startLoopbackGitHub } from './loopback-github.mjs'
import { recordedTurns, startReplayModel } from './replay-model.mjs'

export const OWNER = 'octo'
export const REPO = 'dates'
const TOKEN = 'ghs_demoToken0123456789abcdefghijklmnop'
const RUN_ID = '1001'
const ISSUE = {
  number: 7,
  title: 'Dates are off by one month',
  body: '`formatDate(new Date(Date.UTC(2026, 10, 30)))` gives `2026-10-30` instead of `2026-11-30`, and `node --test` fails.',
  user: { login: 'alice', id: 77, type: 'User' }
}
const TRIGGER = {
  id: 5001,
  issue: ISSUE.number,
  body: '/agent fix this and make sure the tests pass',
  user: ISSUE.user,
  createdAt: '2026-11-30T09:00:00Z'
}

const git = (cwd, ...args) =>
  execFileSync(
    'git',
    ['-c', 'user.name=Alice', '-c', 'user.email=alice@example.com', ...args],
    { cwd, stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8' }
  )

/** The bare repository the loopback GitHub serves, seeded with the sample. */
function seedRepository(dir, sample) {
  const bare = join(dir, 'git', OWNER, `${REPO}.git`)
  mkdirSync(bare, { recursive: true })
  git(dir, 'init', '-q', '--bare', '-b', 'main', bare)
  const seed = join(dir, 'seed')
  cpSync(sample, seed, { recursive: true })
  git(seed, 'init', '-q', '-b', 'main')
  git(seed, 'add', '-A')
  git(seed, 'commit', '-q', '-m', 'Sample repository with a seeded bug')
  git(seed, 'push', '-q', bare, 'HEAD:refs/heads/main')
  return bare
}

/** What the issue shows so far; `at` is the time since the start, in ms. */
function shown(state, now) {
  return {
    done: false,
    get at() {
      return now()
    },
    issue: ISSUE,
    trigger: state.comments[0],
    comments: state.comments.slice(1),
    reactions: state.reactions,
    reviewers: state.reviewers,
    pull: state.pulls[0]
  }
}

/** Reads a GITHUB_OUTPUT file (`name<<delimiter` blocks or `name=value`). */
export function parseOutputs(text) {
  const outputs = {}
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i += 1) {
    const heredoc = /^([^=<]+)<<(.+)$/.exec(lines[i])
    if (heredoc) {
      const value = []
      for (i += 1; i < lines.length && lines[i] !== heredoc[2]; i += 1)
        value.push(lines[i])
      outputs[heredoc[1]] = value.join('\n')
    } else if (lines[i].includes('=')) {
      const at = lines[i].indexOf('=')
      outputs[lines[i].slice(0, at)] = lines[i].slice(at + 1)
    }
  }
  return outputs
}

/**
 * Runs `bundle` in `dir` (a temp folder the caller removes). `model` is
 * `{ replay: <transcript path>, paceMs }` or `{ baseUrl, apiKey, model }` for a live
 * one. `sandbox` is the action's `sandbox` input (default `auto`; the
 * demo passes `none` only for the recording on this throwaway copy).
 * `track(child)` receives the action's process, so the caller can
 * stop it on Ctrl-C; `watch(view)` is called with what GitHub shows so far
 * after every change. Resolves with the run as GitHub shows it.
 */
export async function runAction({
  bundle,
  dir,
  sample,
  model,
  sandbox = 'auto',
  track,
  watch = () => {}
}) {
  const started = Date.now()
  const now = () => Date.now() - started
  const bare = seedRepository(dir, sample)
  const closers = []
  try {
    const github = await startLoopbackGitHub({
      owner: OWNER,
      repo: REPO,
      token: TOKEN,
      gitRoot: join(dir, 'git'),
      users: { alice: 'write' },
      issue: ISSUE,
      comment: TRIGGER,
      now,
      onChange: () => watch(shown(github.state, now))
    })
    closers.push(github.close)
    let inputs
    if (model.replay) {
      const replay = await startReplayModel(
        recordedTurns(readFileSync(model.replay, 'utf8')),
        { paceMs: model.paceMs ?? 0 }
      )
      closers.push(replay.close)
      inputs = { 'base-url': replay.url, model: 'recorded-session' }
    } else {
      inputs = {
        'base-url': model.baseUrl ?? '',
        'api-key': model.apiKey ?? '',
        model: model.model ?? ''
      }
    }
    const runner = join(dir, 'runner')
    const temp = join(runner, 'temp')
    const files = join(temp, '_runner_file_commands')
    const workspace = join(runner, 'work', REPO)
    const home = join(runner, 'home')
    for (const folder of [files, workspace, home, join(runner, 'tmp')])
      mkdirSync(folder, { recursive: true })
    const file = (name) => {
      writeFileSync(join(files, name), '')
      return join(files, name)
    }
    const event = join(runner, 'event.json')
    writeFileSync(
      event,
      JSON.stringify({
        action: 'created',
        issue: ISSUE,
        comment: {
          id: TRIGGER.id,
          body: TRIGGER.body,
          user: TRIGGER.user,
          html_url: `${github.serverUrl}/${OWNER}/${REPO}/issues/7#issuecomment-${TRIGGER.id}`
        },
        repository: { full_name: `${OWNER}/${REPO}` },
        sender: TRIGGER.user
      })
    )
    const env = {
      PATH: process.env.PATH,
      HOME: home,
      // Whatever the run writes to a temp dir stays in this demo's folder.
      TMPDIR: join(runner, 'tmp'),
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: event,
      GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
      GITHUB_WORKSPACE: workspace,
      GITHUB_API_URL: github.apiUrl,
      GITHUB_SERVER_URL: github.serverUrl,
      GITHUB_RUN_ID: RUN_ID,
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_ACTOR: 'alice',
      GITHUB_OUTPUT: file('set_output'),
      GITHUB_STEP_SUMMARY: file('step_summary'),
      GITHUB_ENV: file('set_env'),
      GITHUB_PATH: file('add_path'),
      GITHUB_STATE: file('save_state'),
      RUNNER_TEMP: temp,
      RUNNER_WORKSPACE: join(runner, 'work')
    }
    for (const [name, value] of Object.entries({
      'github-token': TOKEN,
      sandbox,
      ...inputs
    }))
      env[`INPUT_${name.toUpperCase()}`] = value
    const log = []
    const exitCode = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [bundle], {
        cwd: workspace,
        env,
        stdio: ['ignore', 'pipe', 'pipe']
      })
      track(child)
      child.on('spawn', () =>
        process.stderr.write(`demo: the action is running (pid ${child.pid})\n`)
      )
      child.stdout.on('data', (part) => log.push(part))
      child.stderr.on('data', (part) => log.push(part))
      child.on('error', reject)
      child.on('close', (code, signal) => resolve(code ?? signal))
    })
    const read = (name) => readFileSync(join(files, name), 'utf8')
    const pull = github.state.pulls[0]
    return {
      ...shown(github.state, now),
      done: true,
      serverUrl: github.serverUrl,
      exitCode,
      jobLog: Buffer.concat(log).toString('utf8'),
      diff: pull
        ? execFileSync(
            'git',
            ['--git-dir', bare, 'diff', '--no-color', `main...${pull.head}`],
            { encoding: 'utf8' }
          )
        : '',
      summary: read('step_summary'),
      outputs: parseOutputs(read('set_output')),
      unknownRoutes: github.state.unknown,
      durationMs: now()
    }
  } finally {
    for (const close of closers.reverse()) await close()
  }
}
