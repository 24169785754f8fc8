/**
 * The failed step's own command, read from the workflow file in the
 * checkout (docs/usage.md, "Fixing red CI"): a fix run for failing CI
 * reruns what failed, before and after its change, through the verify
 * command's machinery. Only a `run:` step of bash or sh whose command,
 * directory and environment hold no `${{ }}` expression can run here; an
 * action (`uses:`), another shell or an expression cannot.
 */
import { parse } from 'yaml'

/** The step's command, ready to run, and the step's `run:` as written. */
export interface StepCommand {
  /** What runs: `set -e`, the directory, the environment, the script. */
  command: string
  /** The step's `run:` text, as the report shows it. */
  script: string
}

/** What a workflow file says of one failed step. */
type StepLookup =
  ({ kind: 'found' } & StepCommand) | { kind: 'cannot'; why: string }

type Node = Record<string, unknown>

const EXPRESSION = /\$\{\{/

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean')
    return String(value)
  return undefined
}

/** A name as GitHub shows it, its `${{ }}` parts matching anything. */
function nameMatches(pattern: string, shown: string): boolean {
  if (!EXPRESSION.test(pattern)) return pattern === shown
  const parts = pattern
    .split(/\$\{\{[^}]*\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${parts.join('.*')}$`, 's').test(shown)
}

/**
 * Whether the check run `checkName` is job `id`: its `name:` (or id), or
 * that followed by the matrix values GitHub adds, `test (18, ubuntu)`.
 */
function isJob(id: string, job: Node, checkName: string): boolean {
  const name = text(job.name) ?? id
  if (nameMatches(name, checkName)) return true
  return (
    isNode(job.strategy) &&
    checkName.endsWith(')') &&
    nameMatches(`${name} (\${{ matrix }})`, checkName)
  )
}

/** A step's name as the job's log shows it: its `name:`, else `Run <first line>`. */
function stepName(step: Node): string | undefined {
  const name = text(step.name)
  if (name !== undefined) return name
  const run = text(step.run)
  if (run !== undefined) return `Run ${run.trim().split('\n', 1)[0]}`
  const uses = text(step.uses)
  return uses === undefined ? undefined : `Run ${uses}`
}

/** `defaults.run.<key>` of a workflow or a job. */
function runDefault(node: Node, key: string): string | undefined {
  const defaults = isNode(node.defaults) ? node.defaults : {}
  return isNode(defaults.run) ? text(defaults.run[key]) : undefined
}

/** Shell quoting of one word. */
function quote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`
}

/** The environment of the workflow, the job and the step, the step's last. */
function environment(levels: readonly Node[]): Map<string, string> | string {
  const env = new Map<string, string>()
  for (const level of levels) {
    if (level.env === undefined) continue
    if (!isNode(level.env)) return 'its env is an expression'
    for (const [key, value] of Object.entries(level.env)) {
      const shown = text(value)
      if (shown === undefined || EXPRESSION.test(shown) || EXPRESSION.test(key))
        return `its env ${key} is an expression`
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key))
        return `its env name ${key} is not a shell name`
      env.set(key, shown)
    }
  }
  return env
}

/** Why the step cannot run here, or its command. */
function stepCommand(workflow: Node, job: Node, step: Node): StepLookup {
  if (step.uses !== undefined)
    return { kind: 'cannot', why: 'it uses an action' }
  const script = text(step.run)
  if (script === undefined || script.trim() === '')
    return { kind: 'cannot', why: 'it has no run command' }
  const shell =
    text(step.shell) ??
    runDefault(job, 'shell') ??
    runDefault(workflow, 'shell')
  if (shell !== undefined && shell !== 'bash' && shell !== 'sh')
    return { kind: 'cannot', why: `it runs in ${shell}, not bash or sh` }
  if (EXPRESSION.test(script))
    return { kind: 'cannot', why: 'its command holds a ${{ }} expression' }
  const dir =
    text(step['working-directory']) ??
    runDefault(job, 'working-directory') ??
    runDefault(workflow, 'working-directory')
  if (
    dir !== undefined &&
    (EXPRESSION.test(dir) ||
      dir.startsWith('/') ||
      dir.split('/').includes('..'))
  )
    return {
      kind: 'cannot',
      why: 'its working-directory is outside the checkout'
    }
  const env = environment([workflow, job, step])
  if (typeof env === 'string') return { kind: 'cannot', why: env }
  // As GitHub runs it: `bash -e {0}`, `shell: bash` also with pipefail.
  const lines = [shell === 'bash' ? 'set -eo pipefail' : 'set -e']
  if (dir !== undefined && dir !== '' && dir !== '.')
    lines.push(`cd -- ${quote(dir)}`)
  for (const [key, value] of env) lines.push(`export ${key}=${quote(value)}`)
  lines.push(script.replace(/\n+$/, ''))
  return { kind: 'found', command: lines.join('\n'), script: script.trim() }
}

/**
 * The command of step `stepName` of the job whose check run is named
 * `checkName`, in the workflow file `source`; why it cannot run here
 * otherwise (a parse error, no such job or step, an action, an expression).
 */
export function failedStepCommand(
  source: string,
  checkName: string,
  failedStep: string
): StepLookup {
  let workflow: unknown
  try {
    workflow = parse(source, { maxAliasCount: 100 })
  } catch {
    return { kind: 'cannot', why: 'its workflow file does not parse' }
  }
  if (!isNode(workflow) || !isNode(workflow.jobs))
    return { kind: 'cannot', why: 'its workflow file has no jobs' }
  const jobs = Object.entries(workflow.jobs).filter(
    (entry): entry is [string, Node] =>
      isNode(entry[1]) && isJob(entry[0], entry[1], checkName)
  )
  if (jobs.length !== 1)
    return {
      kind: 'cannot',
      why: jobs.length
        ? 'more than one job has its name'
        : 'no job of the workflow file has its name'
    }
  const [, job] = jobs[0]
  if (job.uses !== undefined)
    return { kind: 'cannot', why: 'its job calls a reusable workflow' }
  const steps = Array.isArray(job.steps) ? job.steps.filter(isNode) : []
  const matching = steps.filter((step) => {
    const name = stepName(step)
    return name !== undefined && nameMatches(name, failedStep)
  })
  if (matching.length !== 1)
    return {
      kind: 'cannot',
      why: matching.length
        ? 'more than one step has its name'
        : 'no step of its job has that name'
    }
  return stepCommand(workflow, job, matching[0])
}
