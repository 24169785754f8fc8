#!/usr/bin/env node
// `npm run demo`: runs the action's bundle (dist/index.js) the way a
// workflow step runs it, on an `/agent` comment of an issue of the sample
// repository (examples/demo/repo, which has a seeded bug), against a
// loopback GitHub and a loopback model that replays the recorded session
// (examples/demo/session.jsonl), then prints what a maintainer sees on
// GitHub. No key and no network: the tools (read, edit, bash running the
// tests), git and the push run for real. See `npm run demo -- --help`.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { OWNER, REPO, runAction } from './demo/run-action.mjs'
import { noSandboxNotice, probeSandbox } from './demo/sandbox.mjs'
import { styles } from './demo/terminal.mjs'
import { renderHtmlView, renderTerminalView, sections } from './demo/view.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const USAGE = `Usage: npm run demo -- [options]

Runs the action (dist/index.js) on an /agent comment against a loopback
GitHub and prints what a maintainer sees: the 👀, the tracking comment as it
changes, the final comment, the pull request and its diff, the job summary
and the step outputs.

Options:
  --html <file>       also write them as one HTML page
  --api-key <key>     use a live model instead of the recording (default
                      $OPENAI_API_KEY; OpenAI unless --base-url says otherwise)
  --base-url <url>    a live OpenAI-compatible endpoint (e.g. a local Ollama)
  --model <id>        the live model's id
  --pace <seconds>    pause per recorded turn (default 0.9: the tracking
                      comment is edited at most every 5 s, so it is seen
                      changing; 0 for the fastest run)
  --bundle <file>     the action bundle to run (default dist/index.js, or
                      $AGENT_DEMO_BUNDLE)
  --log               also print the job log
  --cli               the CLI demo instead: the agent on a local copy
  -h, --help          this text

Where bash cannot be sandboxed here (no working bubblewrap, no passwordless
sudo: a Mac, or a plain user without user namespaces), the recording runs
with sandbox: none on the demo's own throwaway copy of the sample, so its
commands run as recorded; the first line of the output and of the page says
so. A live model gets the action's default there: no bash.`

const OPTIONS = {
  html: { type: 'string' },
  'api-key': { type: 'string' },
  'base-url': { type: 'string' },
  model: { type: 'string' },
  bundle: { type: 'string' },
  pace: { type: 'string' },
  log: { type: 'boolean' },
  cli: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' }
}
// With --cli the other arguments are the CLI's.
const cli = process.argv.includes('--cli')
let values
try {
  values = parseArgs({
    args: process.argv.slice(2),
    strict: !cli,
    options: OPTIONS
  }).values
} catch (error) {
  process.stderr.write(`demo: ${error.message}\n\n${USAGE}\n`)
  process.exit(64)
}

let dir = null
let child = null
let interrupted = false
const removeDir = () => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = null
}
// The last word on Ctrl-C: stop the action (it cleans its own processes on
// SIGTERM), then remove the folder once it has exited.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = true
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      setTimeout(() => child?.kill('SIGKILL'), 5000).unref()
      return
    }
    removeDir()
    process.exit(130)
  })
}
process.on('exit', () => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  removeDir()
})

/**
 * The old demo: the CLI (dist/cli/index.js) replaying the recording on a
 * local copy of the sample; with `--sandbox none` where no sandbox works
 * (as the action demo), unless the arguments choose a sandbox.
 */
async function cliDemo(args) {
  const chosen = args.some(
    (arg) => arg === '--sandbox' || arg.startsWith('--sandbox=')
  )
  const found = chosen ? { available: true } : await probeSandbox()
  if (!found.available) {
    process.stderr.write(`${noSandboxNotice(found.reason, 'the CLI')}\n`)
    args = ['--sandbox', 'none', ...args]
  }
  dir = mkdtempSync(join(tmpdir(), 'agent-demo-'))
  cpSync(join(root, 'examples/demo/repo'), dir, { recursive: true })
  const git = (...rest) =>
    execFileSync(
      'git',
      ['-c', 'user.name=demo', '-c', 'user.email=demo@example.com', ...rest],
      { cwd: dir, stdio: 'ignore' }
    )
  git('init', '-q', '-b', 'main')
  git('add', '-A')
  git('commit', '-q', '-m', 'Sample repository with a seeded bug')
  process.stderr.write(`demo: sample repository copied to ${dir}\n\n`)
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'dist/cli/index.js'),
      '--dir',
      dir,
      '--replay',
      join(root, 'examples/demo/session.jsonl'),
      ...args
    ],
    { stdio: 'inherit' }
  )
  return result.status ?? 1
}

/**
 * The action's `sandbox` input for this run and the line said first about
 * it. Only the recording on the demo's throwaway copy ever gets `none`,
 * and only where no sandbox works: its commands are the recorded ones. A
 * live model's are not, so it keeps `auto` (no bash here).
 */
async function sandboxFor(live) {
  const found = await probeSandbox()
  if (found.available) return { sandbox: 'auto', notice: null }
  if (!live) return { sandbox: 'none', notice: noSandboxNotice(found.reason) }
  return {
    sandbox: 'auto',
    notice: `No sandbox for bash on this machine (${found.reason}), so the action offers a live model no bash here (sandbox: auto); the demo never runs a model's own commands unsandboxed.`
  }
}

async function actionDemo() {
  const bundle = resolve(
    values.bundle ??
      process.env.AGENT_DEMO_BUNDLE ??
      join(root, 'dist/index.js')
  )
  if (!existsSync(bundle))
    throw new Error(`${bundle} does not exist (npm run package builds it)`)
  const apiKey = values['api-key'] ?? process.env.OPENAI_API_KEY
  const live = Boolean(apiKey || values['base-url'])
  const model = live
    ? { apiKey, baseUrl: values['base-url'], model: values.model }
    : {
        replay: join(root, 'examples/demo/session.jsonl'),
        paceMs: Number(values.pace ?? 0.9) * 1000
      }
  if (!Number.isFinite(model.paceMs ?? 0) || model.paceMs < 0)
    throw new Error(`--pace must be a number of seconds, got ${values.pace}`)
  const color =
    process.env.FORCE_COLOR !== undefined
      ? process.env.FORCE_COLOR !== '0'
      : Boolean(process.stdout.isTTY) && !process.env.NO_COLOR
  const { sandbox, notice } = await sandboxFor(live)
  // Said first, before anything of the run.
  if (notice) process.stdout.write(`${styles(color).yellow(notice)}\n`)
  process.stderr.write(
    `demo: running ${bundle} on an /agent comment in ${OWNER}/${REPO}#7 against a loopback GitHub, ${live ? `the live model at ${values['base-url'] ?? 'OpenAI'}` : 'the recorded session'}${sandbox === 'none' ? ', with sandbox: none' : ''}…\n`
  )
  dir = mkdtempSync(join(tmpdir(), 'agent-demo-'))
  // Each section is printed once, as soon as it is known.
  const printed = new Set()
  let again = null
  const print = (view) => {
    clearTimeout(again)
    // Again in a second, for a comment version held back (view.mjs).
    if (!view.done) again = setTimeout(() => print(view), 1000).unref()
    const fresh = sections(view, { owner: OWNER, repo: REPO }).filter(
      (section) => !printed.has(`${section.title}\n${section.meta}`)
    )
    for (const section of fresh)
      printed.add(`${section.title}\n${section.meta}`)
    if (fresh.length === 0) return
    process.stdout.write(
      renderTerminalView(fresh, {
        columns: process.stdout.columns ?? 80,
        color
      })
    )
  }
  const run = await runAction({
    bundle,
    dir,
    sample: join(root, 'examples/demo/repo'),
    model,
    sandbox,
    track: (process_) => {
      child = process_
    },
    watch: print
  })
  child = null
  if (interrupted) {
    process.stderr.write('demo: interrupted; the action was stopped\n')
    return 130
  }
  print(run)
  const list = sections(run, { owner: OWNER, repo: REPO })
  if (values.log || run.exitCode !== 0)
    process.stdout.write(`\n── job log\n${run.jobLog}`)
  for (const route of run.unknownRoutes)
    process.stderr.write(`demo: the loopback GitHub does not serve ${route}\n`)
  if (values.html) {
    const file = resolve(values.html)
    writeFileSync(
      file,
      renderHtmlView(list, {
        title: `agent-action demo: ${OWNER}/${REPO}#7`,
        notice
      })
    )
    process.stderr.write(`demo: wrote ${file}\n`)
  }
  process.stderr.write(
    `\ndemo: the action exited ${run.exitCode} after ${(run.durationMs / 1000).toFixed(1)} s; its temp folder is removed\n`
  )
  return run.exitCode === 0 ? 0 : 1
}

if (values.help) {
  process.stdout.write(`${USAGE}\n`)
} else {
  let status
  try {
    status = values.cli
      ? await cliDemo(process.argv.slice(2).filter((arg) => arg !== '--cli'))
      : await actionDemo()
  } catch (error) {
    process.stderr.write(
      `demo: ${error instanceof Error ? error.message : error}\n`
    )
    status = 1
  } finally {
    removeDir()
  }
  process.exitCode = status
}
