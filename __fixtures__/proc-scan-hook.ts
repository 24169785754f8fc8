/**
 * A pre-receive hook for a test's bare repository that looks at every
 * client-side git process while it is blocked on the push, the way a
 * leftover process of the same user could: it reads `/proc/<pid>/environ`
 * and `cmdline` of each and records whether any holds one of the needles.
 * Deterministic: the hook runs while the pushing git and its helpers
 * (`git-remote-http`, `send-pack`) wait for the server's answer.
 *
 * Client processes are the ones whose environment holds `marker`
 * (`NAME=value`), or the descendants of the pid in `rootPidFile`.
 */
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** What the hook saw of one client process. */
interface SeenProcess {
  pid: number
  /** Its command line, words joined by spaces. */
  command: string
  /** How many needles its environ or cmdline held (never which). */
  leaks: number
  /** Its `GIT_CONFIG_VALUE_0`, when set, and that file's mode then. */
  configFile?: string
  configFileMode?: number
}

/** Options of {@link installProcScanHook}. */
interface ProcScanOptions {
  /** Strings that must not be in any client process's environ or cmdline. */
  needles: string[]
  /** `NAME=value` carried by the client's processes. */
  marker?: string
  /** A file that will hold the pid whose descendants are the client. */
  rootPidFile?: string
}

const SCRIPT = String.raw`
const fs = require('node:fs')
const [reportPath, configPath] = process.argv.slice(2)
const config = JSON.parse(fs.readFileSync(configPath, 'utf8'))
const read = (file) => { try { return fs.readFileSync(file) } catch { return null } }
const parents = new Map()
const pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number)
for (const pid of pids) {
  const stat = read('/proc/' + pid + '/stat')
  if (!stat) continue
  const text = stat.toString('latin1')
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  parents.set(pid, Number(fields[1]))
}
let root = null
if (config.rootPidFile) root = Number(fs.readFileSync(config.rootPidFile, 'utf8'))
const below = (pid) => {
  for (let at = parents.get(pid), n = 0; at && n < 64; at = parents.get(at), n++)
    if (at === root) return true
  return false
}
const seen = []
for (const pid of pids) {
  if (pid === process.pid) continue
  const environ = read('/proc/' + pid + '/environ')
  const cmdline = read('/proc/' + pid + '/cmdline')
  if (!environ || !cmdline) continue
  const vars = environ.toString('latin1').split('\0')
  const client = (config.marker && vars.includes(config.marker)) || (root !== null && below(pid))
  if (!client) continue
  const all = environ.toString('latin1') + '\0' + cmdline.toString('latin1')
  const entry = {
    pid,
    command: cmdline.toString('latin1').split('\0').join(' ').trim(),
    leaks: config.needles.filter((needle) => all.includes(needle)).length
  }
  const file = vars.find((v) => v.startsWith('GIT_CONFIG_VALUE_0='))
  if (file) {
    entry.configFile = file.slice('GIT_CONFIG_VALUE_0='.length)
    try { entry.configFileMode = fs.statSync(entry.configFile).mode & 0o777 } catch {}
  }
  seen.push(entry)
}
fs.writeFileSync(reportPath, JSON.stringify(seen))
`

/**
 * Installs the hook in `bareDir` (its `hooks/pre-receive`); the hook
 * accepts every push. `read()` returns what the last push showed, or null
 * when the hook did not run.
 */
export function installProcScanHook(
  bareDir: string,
  options: ProcScanOptions
): { read(): SeenProcess[] | null } {
  const hooks = path.join(bareDir, 'hooks')
  const script = path.join(hooks, 'proc-scan.cjs')
  const config = path.join(hooks, 'proc-scan.json')
  const report = path.join(hooks, 'proc-scan-report.json')
  writeFileSync(script, SCRIPT)
  writeFileSync(config, JSON.stringify(options))
  const hook = path.join(hooks, 'pre-receive')
  writeFileSync(
    hook,
    `#!/bin/sh\ncat >/dev/null\nexec '${process.execPath}' '${script}' '${report}' '${config}'\n`
  )
  chmodSync(hook, 0o755)
  return {
    read: () =>
      existsSync(report)
        ? (JSON.parse(readFileSync(report, 'utf8')) as SeenProcess[])
        : null
  }
}
