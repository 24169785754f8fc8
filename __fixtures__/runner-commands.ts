/**
 * The workflow commands the GitHub Actions runner would execute from a
 * step's output, following actions/runner `ActionCommand.TryParseV2` and
 * `TryParse`: lines split at `\n`, `\r` or `\r\n`; `::name props::data`
 * after leading white space; `##[name props]data` anywhere in a line; the
 * name must be a registered command. (The runner compares culture-aware,
 * which also skips zero-width characters before `::`; this emulation skips
 * them too, so it errs on the side of finding a command.)
 */

/** The runner's registered commands. */
const RUNNER_COMMANDS = new Set([
  'add-mask',
  'add-matcher',
  'add-path',
  'debug',
  'echo',
  'endgroup',
  'error',
  'group',
  'notice',
  'remove-matcher',
  'save-state',
  'set-env',
  'set-output',
  'stop-commands',
  'warning'
])

interface RunnerCommand {
  form: '::' | '##['
  name: string
  data: string
  line: string
}

const LEADING = /^[\s\u0085\u001c-\u001f\u200b-\u200f\u2060\ufeff]*/

/** Every line of `output` the runner would execute, with its command. */
export function runnerCommands(output: string): RunnerCommand[] {
  const found: RunnerCommand[] = []
  for (const line of output.split(/\r\n|\r|\n/)) {
    const trimmed = line.slice(LEADING.exec(line)![0].length)
    if (trimmed.startsWith('::')) {
      const end = trimmed.indexOf('::', 2)
      if (end >= 0) {
        const info = trimmed.slice(2, end)
        const name = info.split(' ')[0]
        if (RUNNER_COMMANDS.has(name)) {
          found.push({ form: '::', name, data: trimmed.slice(end + 2), line })
          continue
        }
      }
    }
    // Only when the line is no `::` command does the runner try the legacy form.
    const prefix = line.indexOf('##[')
    if (prefix < 0) continue
    const close = line.indexOf(']', prefix)
    if (close < 0) continue
    const name = line.slice(prefix + 3, close).split(' ')[0]
    if (RUNNER_COMMANDS.has(name))
      found.push({ form: '##[', name, data: line.slice(close + 1), line })
  }
  return found
}
