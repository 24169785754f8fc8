import { z } from 'zod'
import type { Verb } from './agent/system-prompt.js'
import { type McpServerConfig, parseMcpServers } from './tools/mcp/config.js'

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
   * `pull_request` event with `prompt`): `fix`, `review` or `ask`. Default
   * `fix`.
   */
  verb: Verb
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
   * match, on top of the built-in rules (docs/security.md item 21).
   */
  blockedCommands: string[]
  /** `allowed-bots`: bot logins allowed to trigger, exact names. Default none. */
  allowedBots: string[]
  /** `branch-prefix`: prefix of branches the action creates. Default `agent/`. */
  branchPrefix: string
  /** `draft`: open pull requests as drafts. Default false. */
  draft: boolean
  /** `instructions`: extra text appended to the system prompt. */
  instructions: string
  /** `sandbox`: `auto` (bubblewrap where it works), `bwrap` (required) or `none`. */
  sandbox: 'auto' | 'bwrap' | 'none'
  /**
   * `mcp-servers`: stdio MCP servers (`{"mcpServers": {"<name>": {"command",
   * "args", "env"}}}`), run in the sandbox; their tools join the built-in
   * ones. Default none.
   */
  mcpServers: McpServerConfig[]
}

/** Reads one raw input by its action.yml name; returns '' when unset. */
export type InputReader = (name: string) => string

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

const wholeNumber = (name: string, min: number, max: number) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim()
    const value = Number(text)
    if (!/^\d+$/.test(text) || value < min || value > max) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`
      })
      return z.NEVER
    }
    return value
  })

/** A whole number in range, or `null` for an empty input. */
const optionalWholeNumber = (
  name: string,
  min: number,
  max: number,
  empty: string
) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim()
    if (text === '') return null
    const value = Number(text)
    if (/^\d+$/.test(text) && value >= min && value <= max) return value
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be empty (${empty}) or a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`
    })
    return z.NEVER
  })

const DECIMAL = String.raw`\d+(?:\.\d+)?|\.\d+`
const PRICE_PAIR = new RegExp(String.raw`^(${DECIMAL})\s*,\s*(${DECIMAL})$`)

/** `IN,OUT`: two non-negative decimals, USD per million tokens. */
const tokenPrice = (name: string) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim()
    if (text === '') return null
    const match = PRICE_PAIR.exec(text)
    if (match) return { input: Number(match[1]), output: Number(match[2]) }
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be empty or two non-negative decimals IN,OUT (USD per million input and output tokens), e.g. 2.00,8.00, got ${JSON.stringify(raw)}`
    })
    return z.NEVER
  })

const TRUE_WORDS = ['true', 'True', 'TRUE']
const FALSE_WORDS = ['false', 'False', 'FALSE']

/** Same accepted words as `core.getBooleanInput` (YAML 1.2 core schema). */
const boolean = (name: string) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim()
    if (TRUE_WORDS.includes(text)) return true
    if (FALSE_WORDS.includes(text)) return false
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be true or false, got ${JSON.stringify(raw)}`
    })
    return z.NEVER
  })

const oneOf = <T extends string>(name: string, values: readonly T[]) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim() as T
    if (values.includes(text)) return text
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be one of ${values.join(', ')}, got ${JSON.stringify(raw)}`
    })
    return z.NEVER
  })

const optionalUrl = (name: string) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim().replace(/\/+$/, '')
    if (text === '') return ''
    try {
      const url = new URL(text)
      if (url.protocol === 'http:' || url.protocol === 'https:') return text
    } catch {
      // reported below
    }
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be an http(s) URL such as https://api.openai.com/v1, got ${JSON.stringify(raw)}`
    })
    return z.NEVER
  })

/** Git ref rules that matter for a prefix, checked without invoking git. */
const branchPrefix = (name: string) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim()
    const bad =
      text === '' ||
      /[\s~^:?*[\\\x00-\x1f\x7f]/.test(text) ||
      text.includes('..') ||
      text.includes('@{') ||
      text.includes('//') ||
      text.startsWith('/') ||
      text.startsWith('-') ||
      text.startsWith('.') ||
      text.endsWith('.') ||
      text.endsWith('.lock') ||
      text.split('/').some((part) => part.startsWith('.'))
    if (!bad) return text
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be a valid git branch prefix such as agent/ (letters, digits, -, _, /, no spaces or ..), got ${JSON.stringify(raw)}`
    })
    return z.NEVER
  })

const trigger = (name: string) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim()
    if (text !== '' && !/\s/.test(text)) return text
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be one word such as /agent, got ${JSON.stringify(raw)}`
    })
    return z.NEVER
  })

const mcpServers = (name: string) =>
  z.string().transform((raw, ctx) => {
    try {
      return parseMcpServers(raw, name)
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message })
      return z.NEVER
    }
  })

const list = z.string().transform((raw) =>
  raw
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean)
)

const text = z.string().transform((raw) => raw.trim())

/** Command patterns keep their spaces: split on commas and new lines only. */
const patterns = z.string().transform((raw) =>
  raw
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean)
)

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
  verb: ['fix', oneOf('verb', ['fix', 'review', 'ask'])],
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
  'verify-command': ['', text],
  'allowed-commands': ['', patterns],
  'blocked-commands': ['', patterns],
  'allowed-bots': ['', list],
  'branch-prefix': ['agent/', branchPrefix('branch-prefix')],
  draft: ['false', boolean('draft')],
  instructions: ['', text],
  sandbox: ['auto', oneOf('sandbox', ['auto', 'bwrap', 'none'])],
  'mcp-servers': ['', mcpServers('mcp-servers')]
} as const

/** The names of every input the action reads, as in action.yml. */
export const INPUT_NAMES = Object.keys(INPUTS) as (keyof typeof INPUTS)[]

/**
 * Parses every input. Empty inputs take their default. Throws a
 * SettingsError naming each bad input and the form it accepts.
 */
export function parseSettings(read: InputReader): Settings {
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
    verifyCommand: values['verify-command'] as string,
    allowedCommands: values['allowed-commands'] as string[],
    blockedCommands: values['blocked-commands'] as string[],
    allowedBots: values['allowed-bots'] as string[],
    branchPrefix: values['branch-prefix'] as string,
    draft: values.draft as boolean,
    instructions: values.instructions as string,
    sandbox: values.sandbox as Settings['sandbox'],
    mcpServers: values['mcp-servers'] as McpServerConfig[]
  }
}

/** The secret values in settings, for redaction and `core.setSecret`. */
export function secretValues(settings: Settings): string[] {
  return [settings.githubToken, settings.apiKey].filter(
    (value) => value.length >= 4
  )
}
