import { z } from 'zod'
import type { OutputSchemaSource, Verb } from '../shared/index.js'
import {
  wholeNumber,
  optionalWholeNumber,
  tokenPrice,
  boolean,
  oneOf,
  optionalUrl,
  branchPrefix,
  trigger,
  labelName,
  login,
  list,
  text,
  patterns,
  mcpServers,
  labelGlobs,
  outputSchema,
  allowedHosts
} from './settings-inputs.js'
import {
  type AllowedHost,
  type McpServerConfig,
  resolveMcpReferences
} from '../tools/index.js'

/**
 * Every input of the action, parsed once into a typed object.
 *
 * Inputs arrive as strings (`INPUT_<NAME>` in the runner). Each field below
 * names its input, its default and the accepted form. A bad value fails the
 * run before anything else happens, with a message that names the input and
 * the form it accepts. No other module reads inputs.
 */
export interface Settings {
  /** `github-token`: token for REST calls and git push. Never sent to a tool. */
  githubToken: string
  /** `api-key`: model API key. Empty selects GitHub Models with `githubToken`. */
  apiKey: string
  /** `base-url`: OpenAI-compatible base URL; empty picks the default for the key. */
  baseUrl: string
  /** `model`: model id; empty picks the default of the endpoint (see providers). */
  model: string
  /** `api-version`: Azure OpenAI `api-version` query value for deployment URLs. */
  apiVersion: string
  /** `tool-mode`: `native` tool calls, `xml` text protocol, or `auto` (native, xml on rejection or text calls). */
  toolMode: 'auto' | 'native' | 'xml'
  /** `trigger`: comment prefix that starts a run. Default `/agent`. */
  trigger: string
  /** `prompt`: instruction for runs without a comment (schedule, dispatch). */
  prompt: string
  /**
   * `verb`: what a run without a comment does (prompt runs, e.g. a
   * `pull_request` event with `prompt`): `fix`, `review`, `ask`,
   * `describe` or `triage`. Default `fix`.
   */
  verb: Verb
  /**
   * `label`: a label whose addition to an issue or pull request starts a
   * run on it (`issues` / `pull_request` `labeled`). Empty: off.
   */
  label: string
  /**
   * `assignee`: a login (compared case-insensitively, without a leading @)
   * whose assignment to an issue starts a run on it (`issues` `assigned`).
   * Empty: off.
   */
  assignee: string
  /**
   * `images`: images in the request, the issue or PR body and the trusted
   * comments sent to the model as image parts: `auto` (where the endpoint
   * accepts them, else as links), `true` (always; a refusal fails the
   * run), `false` (links only, nothing fetched). Default `auto`.
   */
  images: 'auto' | 'true' | 'false'
  /** `max-iterations`: model turns per run, 1 to 200. Default 40. */
  maxIterations: number
  /** `max-tool-calls`: tool calls per run, 1 to 2000. Default 3 x `max-iterations`. */
  maxToolCalls: number
  /** `max-tool-output-bytes`: cap on one tool result, 1024 to 65536. Default 16384. */
  maxToolOutputBytes: number
  /** `timeout-minutes`: wall-clock budget of the loop, 1 to 360. Default 30. */
  timeoutMinutes: number
  /**
   * `context-window`: model context in tokens, 1024 to 2000000. `null` (the
   * input empty) takes the endpoint's profile (providers.ts: GitHub Models
   * 8000 or 4000, else 128000).
   */
  contextWindow: number | null
  /**
   * `max-output-tokens`: cap on the completion tokens of each request, 1 to
   * 1000000. `null` (empty) takes the endpoint's profile (GitHub Models
   * 4000, else 16384).
   */
  maxOutputTokens: number | null
  /**
   * `max-tokens`: prompt plus completion tokens for the whole run, 1 to
   * 1000000000. `null` (empty): no cap.
   */
  maxTokens: number | null
  /**
   * `token-price`: USD per million input and output tokens, from `IN,OUT`
   * (e.g. `2.00,8.00`). `null` (empty): no cost is computed.
   */
  tokenPrice: { input: number; output: number } | null
  /** `bash`: `false` removes the bash tool. Default true. */
  bash: boolean
  /** `bash-network`: let sandboxed bash reach the network. Default false. */
  bashNetwork: boolean
  /**
   * `bash-allowed-hosts`: the only hosts commands may reach, through the
   * action's proxy, whatever `bash-network` says; empty: off
   * (docs/security.md item 16a).
   */
  bashAllowedHosts: AllowedHost[]
  /**
   * `command-memory-mb`: memory of one bash command (or verify command, or
   * stdio MCP server) with all its processes, in MiB; null: half the
   * runner's memory (docs/security.md item 16).
   */
  commandMemoryMb: number | null
  /** `command-processes`: processes and threads of one command with all its processes. Default 1024. */
  commandProcesses: number
  /** `verify-command`: shell command run after edits; its result goes back to the model. */
  verifyCommand: string
  /**
   * `allowed-commands`: glob patterns (`node *`), separated by commas or
   * new lines; when any is given, every simple command of a bash line must
   * match one. Default none (every command not blocked may run).
   */
  allowedCommands: string[]
  /**
   * `blocked-commands`: glob patterns no simple command of a bash line may
   * match, on top of the built-in rules (docs/security.md item 22).
   */
  blockedCommands: string[]
  /** `allowed-bots`: bot logins allowed to trigger, exact names. Default none. */
  allowedBots: string[]
  /** `branch-prefix`: prefix of branches the action creates. Default `agent/`. */
  branchPrefix: string
  /** `draft`: open pull requests as drafts. Default false. */
  draft: boolean
  /**
   * `max-fix-attempts`: `workflow_run` fix runs stop on a branch whose last
   * this many commits are the action's own with CI still failing, 1 to 20.
   * Default 3.
   */
  maxFixAttempts: number
  /** `instructions`: extra text appended to the system prompt. */
  instructions: string
  /** `sandbox`: `auto` (bubblewrap where it works), `bwrap` (required) or `none`. */
  sandbox: 'auto' | 'bwrap' | 'none'
  /**
   * `mcp-servers`: stdio MCP servers (`{"mcpServers": {"<name>": {"command",
   * "args", "env"}}}`), run in the sandbox, and remote ones (`{"type":
   * "http", "url", "headers"}`), reached by the action; `${NAME}` in `env`
   * and `headers` already taken from the step's environment. Their tools
   * join the built-in ones. Default none.
   */
  mcpServers: McpServerConfig[]
  /**
   * `allowed-labels`: the labels a `triage` run may add, as globs matched
   * case-insensitively; null (empty): the repository's existing labels;
   * `[]` (`none`): no label, only the comment.
   */
  allowedLabels: string[] | null
  /**
   * `output-schema`: the JSON Schema the final answer must satisfy, inline
   * or a path in the repository; null: none (`structured-output` empty).
   */
  outputSchema: OutputSchemaSource | null
}

/** Reads one raw input by its action.yml name; returns '' when unset. */
type InputReader = (name: string) => string

/** Thrown when inputs are invalid; the message lists every bad input. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? problems[0]
        : `Invalid inputs:\n- ${problems.join('\n- ')}`
    )
    this.name = 'SettingsError'
  }
}

/** Input name -> [default, schema]. Defaults match action.yml. */
const INPUTS = {
  'github-token': ['', text],
  'api-key': ['', text],
  'base-url': ['', optionalUrl('base-url')],
  model: ['', text],
  'api-version': ['2024-10-21', text],
  'tool-mode': ['auto', oneOf('tool-mode', ['auto', 'native', 'xml'])],
  trigger: ['/agent', trigger('trigger')],
  prompt: ['', text],
  verb: ['fix', oneOf('verb', ['fix', 'review', 'ask', 'describe', 'triage'])],
  label: ['', labelName('label')],
  assignee: ['', login('assignee')],
  images: ['auto', oneOf('images', ['auto', 'true', 'false'])],
  'max-iterations': ['40', wholeNumber('max-iterations', 1, 200)],
  'max-tool-calls': ['', z.string()],
  'max-tool-output-bytes': [
    '16384',
    wholeNumber('max-tool-output-bytes', 1024, 65536)
  ],
  'timeout-minutes': ['30', wholeNumber('timeout-minutes', 1, 360)],
  'context-window': [
    '',
    optionalWholeNumber('context-window', 1024, 2000000, 'per endpoint')
  ],
  'max-output-tokens': [
    '',
    optionalWholeNumber('max-output-tokens', 1, 1000000, 'per endpoint')
  ],
  'max-tokens': [
    '',
    optionalWholeNumber('max-tokens', 1, 1000000000, 'no cap')
  ],
  'token-price': ['', tokenPrice('token-price')],
  bash: ['true', boolean('bash')],
  'bash-network': ['false', boolean('bash-network')],
  'bash-allowed-hosts': ['', allowedHosts('bash-allowed-hosts')],
  'command-memory-mb': [
    '',
    optionalWholeNumber(
      'command-memory-mb',
      64,
      16 * 1024 * 1024,
      "half the runner's memory"
    )
  ],
  'command-processes': ['1024', wholeNumber('command-processes', 16, 1000000)],
  'verify-command': ['', text],
  'allowed-commands': ['', patterns],
  'blocked-commands': ['', patterns],
  'allowed-bots': ['', list],
  'branch-prefix': ['agent/', branchPrefix('branch-prefix')],
  draft: ['false', boolean('draft')],
  'max-fix-attempts': ['3', wholeNumber('max-fix-attempts', 1, 20)],
  instructions: ['', text],
  sandbox: ['auto', oneOf('sandbox', ['auto', 'bwrap', 'none'])],
  'mcp-servers': ['', mcpServers('mcp-servers')],
  'allowed-labels': ['', labelGlobs('allowed-labels')],
  'output-schema': ['', outputSchema]
} as const

/** The names of every input the action reads, as in action.yml. */
export const INPUT_NAMES = Object.keys(INPUTS) as (keyof typeof INPUTS)[]

/**
 * Parses every input. Empty inputs take their default. Throws a
 * SettingsError naming each bad input and the form it accepts.
 */
export function parseSettings(
  read: InputReader,
  /** Where `${NAME}` in `mcp-servers` is looked up: the step's environment. */
  environment: Readonly<Record<string, string | undefined>> = process.env
): Settings {
  const problems: string[] = []
  const values: Record<string, unknown> = {}
  for (const name of INPUT_NAMES) {
    const [fallback, schema] = INPUTS[name]
    const raw = read(name)
    const result = (schema as z.ZodType<unknown, string>).safeParse(
      raw.trim() === '' ? fallback : raw
    )
    if (result.success) values[name] = result.data
    else problems.push(...result.error.issues.map((issue) => issue.message))
  }

  const maxIterations = values['max-iterations'] as number
  let maxToolCalls = Math.min(2000, (maxIterations ?? 40) * 3)
  const rawToolCalls = read('max-tool-calls').trim()
  if (rawToolCalls !== '') {
    const parsed = wholeNumber('max-tool-calls', 1, 2000).safeParse(
      rawToolCalls
    )
    if (parsed.success) maxToolCalls = parsed.data
    else problems.push(...parsed.error.issues.map((issue) => issue.message))
  }
  if (values['mcp-servers']) {
    try {
      values['mcp-servers'] = resolveMcpReferences(
        values['mcp-servers'] as McpServerConfig[],
        environment
      )
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  if (problems.length > 0) throw new SettingsError(problems)

  return {
    githubToken: values['github-token'] as string,
    apiKey: values['api-key'] as string,
    baseUrl: values['base-url'] as string,
    model: values.model as string,
    apiVersion: values['api-version'] as string,
    toolMode: values['tool-mode'] as Settings['toolMode'],
    trigger: values.trigger as string,
    prompt: values.prompt as string,
    verb: values.verb as Verb,
    label: values.label as string,
    assignee: values.assignee as string,
    images: values.images as Settings['images'],
    maxIterations,
    maxToolCalls,
    maxToolOutputBytes: values['max-tool-output-bytes'] as number,
    timeoutMinutes: values['timeout-minutes'] as number,
    contextWindow: values['context-window'] as number | null,
    maxOutputTokens: values['max-output-tokens'] as number | null,
    maxTokens: values['max-tokens'] as number | null,
    tokenPrice: values['token-price'] as Settings['tokenPrice'],
    bash: values.bash as boolean,
    bashNetwork: values['bash-network'] as boolean,
    bashAllowedHosts: values['bash-allowed-hosts'] as AllowedHost[],
    commandMemoryMb: values['command-memory-mb'] as number | null,
    commandProcesses: values['command-processes'] as number,
    verifyCommand: values['verify-command'] as string,
    allowedCommands: values['allowed-commands'] as string[],
    blockedCommands: values['blocked-commands'] as string[],
    allowedBots: values['allowed-bots'] as string[],
    branchPrefix: values['branch-prefix'] as string,
    draft: values.draft as boolean,
    maxFixAttempts: values['max-fix-attempts'] as number,
    instructions: values.instructions as string,
    sandbox: values.sandbox as Settings['sandbox'],
    mcpServers: values['mcp-servers'] as McpServerConfig[],
    allowedLabels: values['allowed-labels'] as string[] | null,
    outputSchema: values['output-schema'] as OutputSchemaSource | null
  }
}

/** The secret values in settings, for redaction and `core.setSecret`. */
export function secretValues(settings: Settings): string[] {
  return [
    settings.githubToken,
    settings.apiKey,
    // What `${NAME}` in `mcp-servers` headers (and secret-like env) took.
    ...settings.mcpServers.flatMap((server) => server.secrets ?? [])
  ].filter((value) => value.length >= 4)
}
