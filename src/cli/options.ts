/**
 * The CLI's usage text, the options `parseArgs` reads (docs/cli.md, "Run
 * the agent on your own checkout") and the action inputs they stand for.
 */
import { parseArgs } from 'node:util'

export const USAGE = `Usage: agent-cli --prompt "<task>" [options]

Runs the agent loop of the action on a local directory (a git work tree):
the same tools, limits and sandbox. Progress goes to stderr, the final
answer to stdout (once), then the diff of what the agent changed to stderr
(uncommitted changes made before the run are warned about and left out).
Nothing is left in the temp folder. When stderr is a terminal, the model's
text is shown there as it streams, with the seconds while it thinks, in
colour (NO_COLOR=1 turns colour off, FORCE_COLOR=1 forces it); when stdout
is that same terminal, a streamed answer is not printed again on stdout.
Docs: docs/cli.md.

Options:
  --prompt <text>            the task (with --replay: default the recorded task)
  --dir <path>               directory to work in (default: .)
  --verb <fix|ask|review>    fix may edit files; ask and review only read (default: fix)
  --replay <transcript>      answer from a recorded session instead of a model
                             (refused on a tree other than the recorded one)
  --transcript <path>        write the JSONL transcript there (default: none)
  --base-url <url>           OpenAI-compatible base URL
  --api-key <key>            model API key (default: $AGENT_API_KEY; $OPENAI_API_KEY
                             for OpenAI only; none: GitHub Models with $GITHUB_TOKEN)
  --model <id>               model id
  --max-iterations <n>       model turns (default 40)
  --max-tool-calls <n>       tool calls (default 3 x turns)
  --max-tool-output-bytes <n>  cap on one tool result (default 16384)
  --timeout-minutes <n>      wall clock (default 30)
  --context-window <n>       model context in tokens (default per endpoint:
                             GitHub Models 8000 or 4000, else 128000)
  --max-output-tokens <n>    completion tokens per request (default per
                             endpoint: GitHub Models 4000, else 16384)
  --max-tokens <n>           prompt plus completion tokens for the whole run
                             (default no cap)
  --token-price <in,out>     USD per million input and output tokens, e.g.
                             2.00,8.00, to show the run's cost
  --tool-mode <auto|native|xml>
  --sandbox <auto|bwrap|none>  how bash runs (default auto)
  --no-bash                  no bash tool
  --bash-network             let sandboxed bash use the network
  --bash-allowed-hosts <list>  the only hosts bash may reach, through the
                             action's proxy, e.g. 'registry.npmjs.org, pypi.org'
  --verify-command <cmd>     run after edits; failures go back to the model
  --allowed-commands <list>  glob patterns bash may run, e.g. 'node *, git *'
  --blocked-commands <list>  glob patterns bash refuses, e.g. 'curl *'
  --mcp-servers <json|@file> stdio MCP servers, {"mcpServers": {...}}, run in
                             the sandbox; @file reads a .mcp.json
  --instructions <text>      extra system prompt text
  --stream                   show the model's text on stderr as it streams,
                             also when stderr is not a terminal
  --no-stream                never, also in a terminal (wins over --stream)
  -h, --help                 this text

Exit status: 0 answered, 1 failed, 2 stopped by a limit, 64 bad usage.`

/** Every option `agent-cli` takes, for `node:util` `parseArgs`. */
const OPTIONS = {
  prompt: { type: 'string' },
  dir: { type: 'string' },
  verb: { type: 'string' },
  replay: { type: 'string' },
  transcript: { type: 'string' },
  'base-url': { type: 'string' },
  'api-key': { type: 'string' },
  model: { type: 'string' },
  'max-iterations': { type: 'string' },
  'max-tool-calls': { type: 'string' },
  'max-tool-output-bytes': { type: 'string' },
  'timeout-minutes': { type: 'string' },
  'context-window': { type: 'string' },
  'max-output-tokens': { type: 'string' },
  'max-tokens': { type: 'string' },
  'token-price': { type: 'string' },
  'tool-mode': { type: 'string' },
  sandbox: { type: 'string' },
  'no-bash': { type: 'boolean' },
  'bash-network': { type: 'boolean' },
  'bash-allowed-hosts': { type: 'string' },
  'verify-command': { type: 'string' },
  'allowed-commands': { type: 'string' },
  'blocked-commands': { type: 'string' },
  'mcp-servers': { type: 'string' },
  instructions: { type: 'string' },
  stream: { type: 'boolean' },
  'no-stream': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' }
} as const

/** The options as `parseArgs` reads them. */
export type CliValues = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS }>
>['values']

/**
 * The key from the environment: AGENT_API_KEY for any endpoint, but
 * OPENAI_API_KEY only for OpenAI itself, so it is never sent to another host.
 */
export function envKey(
  env: NodeJS.ProcessEnv,
  baseUrl: string | undefined
): string | undefined {
  if (env.AGENT_API_KEY) return env.AGENT_API_KEY
  const host = baseUrl ? new URL(baseUrl, 'https://invalid').host : ''
  return !baseUrl || host === 'api.openai.com' ? env.OPENAI_API_KEY : undefined
}

/** The action's inputs the options stand for. */
export function actionInputs(
  values: CliValues,
  env: NodeJS.ProcessEnv,
  mcpServers: string | undefined
): Record<string, string | undefined> {
  return {
    'api-key': values['api-key'] ?? envKey(env, values['base-url']),
    'github-token': env.GITHUB_TOKEN ?? env.GH_TOKEN,
    'base-url': values['base-url'],
    model: values.model,
    'max-iterations': values['max-iterations'],
    'max-tool-calls': values['max-tool-calls'],
    'max-tool-output-bytes': values['max-tool-output-bytes'],
    'timeout-minutes': values['timeout-minutes'],
    'context-window': values['context-window'],
    'max-output-tokens': values['max-output-tokens'],
    'max-tokens': values['max-tokens'],
    'token-price': values['token-price'],
    'tool-mode': values['tool-mode'],
    sandbox: values.sandbox,
    bash: values['no-bash'] ? 'false' : 'true',
    'bash-network': values['bash-network'] ? 'true' : 'false',
    'bash-allowed-hosts': values['bash-allowed-hosts'],
    'verify-command': values['verify-command'],
    'allowed-commands': values['allowed-commands'],
    'blocked-commands': values['blocked-commands'],
    'mcp-servers': mcpServers,
    instructions: values.instructions
  }
}

/** Levenshtein distance of two short strings. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + cost
      )
    }
    previous = current
  }
  return previous[b.length]
}

/**
 * The option meant by a mistyped `name` (without its dashes): the nearest
 * by edit distance, if near enough (at most a third of its length, at
 * least 1), or the one it is a prefix of; null for none.
 */
export function nearestOption(name: string): string | null {
  const names = Object.keys(OPTIONS)
  const prefixed = names.filter((option) => option.startsWith(name))
  if (name.length >= 3 && prefixed.length === 1) return prefixed[0]
  let best: string | null = null
  let bestDistance = Infinity
  for (const option of names) {
    const distance = editDistance(name, option)
    if (distance < bestDistance) {
      best = option
      bestDistance = distance
    }
  }
  const allowed = Math.max(1, Math.floor(Math.max(name.length, 3) / 3))
  return bestDistance <= allowed ? best : null
}

/** One line on a `parseArgs` error: what is wrong and, for a typo, the option meant. */
function optionErrorLine(error: unknown): string {
  const code = (error as { code?: string }).code
  const message = error instanceof Error ? error.message : String(error)
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /'(-[^']*)'/.exec(message)?.[1] ?? ''
    const name = option.replace(/^-+/, '').split('=')[0]
    const meant = name ? nearestOption(name) : null
    return `unknown option ${option}${meant ? `: did you mean --${meant}?` : ''}`
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const argument = /'([^']*)'/.exec(message)?.[1] ?? ''
    return `unexpected argument '${argument}': the task goes in --prompt "<task>"`
  }
  return message.split('\n')[0]
}

/**
 * The options of `argv`, or the one line that says what is wrong with
 * them (followed by where the usage is).
 */
export function parseOptions(
  argv: string[]
): { values: CliValues } | { error: string } {
  try {
    return {
      values: parseArgs({ args: argv, options: OPTIONS, strict: true }).values
    }
  } catch (error) {
    return {
      error: `agent-cli: ${optionErrorLine(error)} (agent-cli --help lists the options)`
    }
  }
}
