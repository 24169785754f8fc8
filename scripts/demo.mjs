#!/usr/bin/env node
// `npm run demo`: copies the sample repository (examples/demo/repo, which has
// a seeded bug) to a temp folder, makes it a git repo, and runs the bundled
// CLI there, replaying the recorded session examples/demo/session.jsonl.
// No key and no network: the model's turns come from the recording, the
// tools (read, edit, bash running the tests) run for real.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'agent-demo-'))
cpSync(join(root, 'examples/demo/repo'), dir, { recursive: true })
const git = (...args) =>
  execFileSync(
    'git',
    ['-c', 'user.name=demo', '-c', 'user.email=demo@example.com', ...args],
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
    ...process.argv.slice(2)
  ],
  { stdio: 'inherit' }
)
process.exit(result.status ?? 1)
