/**
 * Splits a bash command line into its simple commands, for the command
 * policy (docs/security.md item 22). Not a shell: on top of the lexer
 * (`command-lex.ts`) it knows the list and pipe operators, subshells and
 * groups, leading assignments and wrappers, and the scripts a line runs:
 * `$(…)`, backticks, `<(…)`, `bash -c '…'` / `sh -c` / `eval`, and the
 * text a shell reads on its standard input (a here-document, a
 * here-string, or `echo`/`printf` piped into it). Those are split again, a
 * few levels deep. What it cannot read is marked, so the line is refused
 * rather than let through.
 */
import { lex, type Token } from './command-lex.js'

/** Why the policy cannot read what a command runs. */
type Unreadable =
  /** Nested deeper than the splitter reads. */
  | 'too deep'
  /** A shell reads its script from another command (`curl … | sh`). */
  | 'unknown input'
  /** A script (`eval`, `bash -c`, piped) names a command by expansion. */
  | 'built script'

/** One simple command: its words with quotes removed, and where it redirects. */
export interface SimpleCommand {
  /** The words, leading `VAR=value` assignments and wrappers already dropped. */
  words: string[]
  /** Targets of its redirections (`> file`, `2>>file`, `&> file`, `< in`). */
  redirects: string[]
  /** Set when the policy cannot read what it runs: the line is refused. */
  unreadable?: Unreadable
}

/** How deep `bash -c`, `eval`, piped scripts and substitutions are split. */
export const MAX_DEPTH = 4

/** Words that open or close a compound command; they are not commands. */
const KEYWORDS = new Set([
  'if',
  'then',
  'else',
  'elif',
  'fi',
  'do',
  'done',
  'while',
  'until',
  'esac',
  '{',
  '}',
  '!',
  'time'
])

/** Programs that run their arguments as a command. */
const WRAPPERS = new Set(['command', 'builtin', 'exec', 'nohup', 'env', 'nice'])

const SHELLS = new Set(['bash', 'sh', 'dash', 'zsh', 'ksh', 'ash'])

/** A simple command as parsed, with what feeds its standard input. */
interface Parsed {
  words: string[]
  redirects: string[]
  /** The text of its here-document or here-string. */
  input?: string
  /** The command piped into it; null when that is not one simple command. */
  pipedFrom?: Parsed | null
}

/** The simple commands of `line`, in order, nested ones after their parent. */
export function splitCommandLine(line: string, depth = 0): SimpleCommand[] {
  const substitutions: string[] = []
  const parsed = parse(lex(line, substitutions))
  const commands: SimpleCommand[] = []
  const scripts: string[] = []
  for (const command of parsed) {
    const script = scriptOf(command)
    commands.push({
      words: command.words,
      redirects: command.redirects,
      ...(script.unreadable ? { unreadable: script.unreadable } : {})
    })
    scripts.push(...script.texts)
  }
  commands.push(...splitNested(substitutions, depth, false))
  commands.push(...splitNested(scripts, depth, true))
  return commands
}

/**
 * Splits the scripts found in a line one level deeper. Past `MAX_DEPTH`
 * they are not read, and are marked so the line is refused. In a script
 * a shell runs (`payload`), a command named by an expansion (`eval
 * "$x"`, `bash -c "$(curl …)"`) cannot be read either.
 */
function splitNested(
  texts: string[],
  depth: number,
  payload: boolean
): SimpleCommand[] {
  const scripts = texts.filter((text) => text.trim() !== '')
  if (depth >= MAX_DEPTH) {
    return scripts.map((text) => ({
      words: [text.trim()],
      redirects: [],
      unreadable: 'too deep'
    }))
  }
  return scripts.flatMap((text) =>
    splitCommandLine(text, depth + 1).map((command) =>
      payload && !command.unreadable && isExpansion(command.words[0] ?? '')
        ? { ...command, unreadable: 'built script' as const }
        : command
    )
  )
}

/** Whether a word starts with a parameter expansion or a substitution. */
function isExpansion(word: string): boolean {
  return /^(?:\$[A-Za-z_{(0-9@*#?$!-]|`)/.test(word)
}

/** Groups tokens into simple commands, with their input and pipes. */
function parse(tokens: Token[]): Parsed[] {
  const parsed: Parsed[] = []
  let current: Parsed = { words: [], redirects: [] }
  let target: 'word' | 'redirect' | 'input' = 'word'
  let pipe: Parsed | null | undefined
  const close = (op: string): void => {
    current.words = stripPrefix(current.words)
    const empty =
      current.words.length === 0 &&
      current.redirects.length === 0 &&
      current.input === undefined
    if (!empty) parsed.push(current)
    if (op === '|' || op === '|&') pipe = empty ? null : current
    // `… | ( sh )`: the subshell reads the pipe.
    else if (op !== '(') pipe = undefined
    current = { words: [], redirects: [] }
    if (pipe !== undefined) current.pipedFrom = pipe
  }
  for (const token of tokens) {
    if (token.kind === 'op') {
      close(token.text)
      target = 'word'
    } else if (token.kind === 'redir') {
      target = token.text === '<<<' ? 'input' : 'redirect'
    } else if (token.kind === 'heredoc') {
      current.input = token.text
    } else if (target === 'redirect') {
      current.redirects.push(token.text)
      target = 'word'
    } else if (target === 'input') {
      current.input = `${token.text}\n`
      target = 'word'
    } else {
      current.words.push(token.text)
    }
  }
  close(';')
  return parsed
}

/** Drops assignments, keywords and wrappers before the command itself. */
function stripPrefix(words: string[]): string[] {
  let index = 0
  for (;;) {
    const word = words[index]
    if (word === undefined) return []
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(word) || KEYWORDS.has(word)) {
      index += 1
      continue
    }
    if (word === 'for' || word === 'select' || word === 'case') return []
    const name = basename(word)
    if (WRAPPERS.has(name)) {
      index += 1
      // Their own options (`env -i`, `nice -n 5`) come before the command.
      while (words[index]?.startsWith('-')) {
        index += /^-[nu]$/.test(words[index] ?? '') ? 2 : 1
      }
      continue
    }
    if (name === 'timeout') {
      index += 1
      while (words[index]?.startsWith('-')) index += 1
      index += 1 // the duration
      continue
    }
    return words.slice(index)
  }
}

/** What a command runs as a script: texts to split again, or unreadable. */
interface Script {
  texts: string[]
  unreadable?: Unreadable
}

/**
 * The script a command runs: the text of `eval …`, of `bash -c '…'`, or
 * the standard input of a shell that reads its script there (`bash`,
 * `sh -s`, `bash /dev/stdin`, `source /dev/stdin`).
 */
function scriptOf(command: Parsed): Script {
  const [name = '', ...args] = command.words
  const program = basename(name)
  if (program === 'eval') return { texts: [args.join(' ')] }
  let source: ScriptSource
  if (SHELLS.has(program)) source = shellScript(args)
  else if (program === 'source' || program === '.') source = fileScript(args[0])
  else return { texts: [] }
  if (typeof source === 'object') return { texts: [source.inline] }
  if (source === 'file') return { texts: [] }
  if (source === 'substitution')
    return { texts: [], unreadable: 'unknown input' }
  if (command.input !== undefined) return { texts: [command.input] }
  // Nothing piped: the shell reads the tool's empty input.
  if (command.pipedFrom === undefined) return { texts: [] }
  const text = command.pipedFrom && literalOutput(command.pipedFrom)
  return typeof text === 'string'
    ? { texts: [text] }
    : { texts: [], unreadable: 'unknown input' }
}

/**
 * Where a shell's script comes from: `-c` text, its standard input, a
 * file (not read: see docs/security.md item 22), or a process
 * substitution (`bash <(curl …)`).
 */
type ScriptSource = { inline: string } | 'stdin' | 'file' | 'substitution'

/** Reads the options of `bash`/`sh`/…: `-c`, `-s`, `-o opt`, then a file. */
function shellScript(args: string[]): ScriptSource {
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]
    if (/^-[A-Za-z]*c[A-Za-z]*$/.test(arg)) {
      const text = args[index + 1]
      return text === undefined ? 'file' : { inline: text }
    }
    if (/^[-+][A-Za-z]*s[A-Za-z]*$/.test(arg)) return 'stdin'
    if (/^[-+][A-Za-z]*[oO]$/.test(arg) || /^--(?:rc|init-)file$/.test(arg))
      index += 1
    else if (!/^[-+]/.test(arg)) return fileScript(arg)
  }
  return 'stdin'
}

/** A script operand: none or `/dev/stdin` is standard input. */
function fileScript(file: string | undefined): ScriptSource {
  if (file === undefined || /^\/dev\/(?:stdin|fd\/0)$/.test(file))
    return 'stdin'
  return file.startsWith('<(') ? 'substitution' : 'file'
}

/**
 * What a command prints when that is in the line itself: `echo …`,
 * `printf …`, or `cat` of its here-document. Null otherwise.
 */
function literalOutput(command: Parsed): string | null {
  const [name = '', ...args] = command.words
  const program = basename(name)
  if (program === 'echo') {
    let index = 0
    while (/^-[neE]+$/.test(args[index] ?? '')) index += 1
    // `sh`'s echo reads escapes even without `-e`: take the wider reading.
    return unescape(args.slice(index).join(' '))
  }
  if (program === 'printf') {
    if (args[0] === '-v') return ''
    return printfOutput(args[0] === '--' ? args.slice(1) : args)
  }
  if (program === 'cat' && command.input !== undefined) {
    if (args.every((arg) => arg === '-')) return command.input
  }
  return null
}

/** `printf FORMAT ARGS…`: each `%` directive takes the next argument. */
function printfOutput([format = '', ...args]: string[]): string {
  const directive = /%[-+ #0-9.]*[a-zA-Z%]/g
  const count = (format.match(directive) ?? []).filter((d) => d !== '%%')
  let output = ''
  let next = 0
  do {
    output += format.replace(directive, (d) =>
      d === '%%' ? '%' : (args[next++] ?? '')
    )
  } while (count.length > 0 && next < args.length)
  return unescape(output)
}

/** The escapes `echo -e` and `printf` read. */
function unescape(text: string): string {
  return text.replace(/\\([nt\\])/g, (_, c: string) =>
    c === 'n' ? '\n' : c === 't' ? '\t' : '\\'
  )
}

/** The last path segment of a word (`/usr/bin/rm` is `rm`). */
export function basename(word: string): string {
  const slash = word.lastIndexOf('/')
  return slash === -1 ? word : word.slice(slash + 1)
}
