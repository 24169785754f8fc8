/**
 * Splits a bash command line into its simple commands, for the command
 * policy (docs/security.md item 22). A small lexer, not a shell: it knows
 * quotes, escapes, comments, the list and pipe operators, subshells and
 * groups, redirections, here-documents, `$(…)`, backticks, `<(…)`, and
 * `bash -c '…'` / `sh -c` / `eval` (their text is split again, a few levels
 * deep). What it cannot see (a command built from variables at run time, an
 * alias, a script file) it does not guess at.
 */

/** One simple command: its words with quotes removed, and where it redirects. */
export interface SimpleCommand {
  /** The words, leading `VAR=value` assignments and wrappers already dropped. */
  words: string[]
  /** Targets of its redirections (`> file`, `2>>file`, `&> file`). */
  redirects: string[]
}

/** How deep `bash -c`, `eval` and substitutions are split again. */
const MAX_DEPTH = 4

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

interface Token {
  kind: 'word' | 'op' | 'redir'
  text: string
}

/** The simple commands of `line`, in order, nested ones after their parent. */
export function splitCommandLine(line: string, depth = 0): SimpleCommand[] {
  const nested: string[] = []
  const tokens = lex(line, nested)
  const commands: SimpleCommand[] = []
  let current: SimpleCommand = { words: [], redirects: [] }
  let redirectNext = false
  const close = (): void => {
    const words = stripPrefix(current.words)
    if (words.length > 0 || current.redirects.length > 0) {
      commands.push({ words, redirects: current.redirects })
      if (depth < MAX_DEPTH) nested.push(...inlineScripts(words))
    }
    current = { words: [], redirects: [] }
  }
  for (const token of tokens) {
    if (token.kind === 'op') {
      close()
      redirectNext = false
    } else if (token.kind === 'redir') {
      redirectNext = true
    } else if (redirectNext) {
      current.redirects.push(token.text)
      redirectNext = false
    } else {
      current.words.push(token.text)
    }
  }
  close()
  if (depth < MAX_DEPTH) {
    for (const script of nested) {
      commands.push(...splitCommandLine(script, depth + 1))
    }
  }
  return commands
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

/** The script of `bash -c '…'` and the text of `eval …`, to split again. */
function inlineScripts(words: string[]): string[] {
  const name = basename(words[0] ?? '')
  if (name === 'eval') return [words.slice(1).join(' ')]
  if (!SHELLS.has(name)) return []
  const flag = words.findIndex(
    (word, index) => index > 0 && /^-[A-Za-z]*c[A-Za-z]*$/.test(word)
  )
  return flag > 0 && words[flag + 1] !== undefined ? [words[flag + 1]] : []
}

/** The last path segment of a word (`/usr/bin/rm` is `rm`). */
export function basename(word: string): string {
  const slash = word.lastIndexOf('/')
  return slash === -1 ? word : word.slice(slash + 1)
}

/**
 * Tokens of a line. Scripts found inside it (`$(…)`, backticks, `<(…)`)
 * are added to `nested`.
 */
function lex(line: string, nested: string[]): Token[] {
  const tokens: Token[] = []
  let word = ''
  let inWord = false
  let heredocs: string[] = []
  const endWord = (): void => {
    if (inWord) tokens.push({ kind: 'word', text: word })
    word = ''
    inWord = false
  }
  let i = 0
  while (i < line.length) {
    const char = line[i]
    if (char === '\\') {
      if (line[i + 1] === '\n') {
        i += 2
        continue
      }
      word += line[i + 1] ?? ''
      inWord = true
      i += 2
      continue
    }
    if (char === "'") {
      const end = line.indexOf("'", i + 1)
      const stop = end === -1 ? line.length : end
      word += line.slice(i + 1, stop)
      inWord = true
      i = stop + 1
      continue
    }
    if (char === '"') {
      i = readDoubleQuoted(line, i + 1, nested, (text) => {
        word += text
      })
      inWord = true
      continue
    }
    if (char === '`') {
      const end = line.indexOf('`', i + 1)
      const stop = end === -1 ? line.length : end
      nested.push(line.slice(i + 1, stop))
      word += line.slice(i, stop + 1)
      inWord = true
      i = stop + 1
      continue
    }
    if (char === '$' && line[i + 1] === '(') {
      const arithmetic = line[i + 2] === '('
      const end = matchingParen(line, i + 1)
      if (!arithmetic) nested.push(line.slice(i + 2, end))
      word += line.slice(i, end + 1)
      inWord = true
      i = end + 1
      continue
    }
    if ((char === '<' || char === '>') && line[i + 1] === '(') {
      endWord()
      const end = matchingParen(line, i + 1)
      nested.push(line.slice(i + 2, end))
      tokens.push({ kind: 'word', text: line.slice(i, end + 1) })
      i = end + 1
      continue
    }
    if (char === '#' && !inWord) {
      const end = line.indexOf('\n', i)
      i = end === -1 ? line.length : end
      continue
    }
    if (char === ' ' || char === '\t' || char === '\r') {
      endWord()
      i += 1
      continue
    }
    if (char === '\n') {
      endWord()
      tokens.push({ kind: 'op', text: ';' })
      i += 1
      // Here-document bodies are data, not commands.
      for (const delimiter of heredocs) i = skipHeredoc(line, i, delimiter)
      heredocs = []
      continue
    }
    if (char === '<' || char === '>') {
      // `2>` and `&>`: the fd belongs to the operator.
      if (/^\d+$/.test(word) && inWord) {
        word = ''
        inWord = false
      } else endWord()
      let op = char
      i += 1
      while (i < line.length && '<>&|-'.includes(line[i])) op += line[i++]
      if (op.startsWith('<<') && !op.startsWith('<<<')) {
        const match = /^\s*(['"]?)([^\s'"<>;&|]+)\1/.exec(line.slice(i))
        if (match) {
          heredocs.push(match[2])
          i += match[0].length
        }
        continue
      }
      // `>&2`, `2>&1`: a file descriptor, not a file.
      if (op.endsWith('&')) {
        while (/[\d-]/.test(line[i] ?? '')) i += 1
        continue
      }
      tokens.push({ kind: 'redir', text: op })
      continue
    }
    if (char === '&' && line[i + 1] === '>') {
      endWord()
      i += line[i + 2] === '>' ? 3 : 2
      tokens.push({ kind: 'redir', text: '&>' })
      continue
    }
    if (';&|()'.includes(char)) {
      endWord()
      let op = char
      if (
        (char === '&' || char === '|' || char === ';') &&
        line[i + 1] === char
      )
        op += char
      else if (char === '|' && line[i + 1] === '&') op += '&'
      tokens.push({ kind: 'op', text: op })
      i += op.length
      continue
    }
    word += char
    inWord = true
    i += 1
  }
  endWord()
  return tokens
}

/** Reads a "…" string from `start`; returns the index after its closing quote. */
function readDoubleQuoted(
  line: string,
  start: number,
  nested: string[],
  append: (text: string) => void
): number {
  let i = start
  while (i < line.length && line[i] !== '"') {
    const char = line[i]
    if (char === '\\' && '"\\$`\n'.includes(line[i + 1] ?? '')) {
      append(line[i + 1])
      i += 2
    } else if (char === '$' && line[i + 1] === '(') {
      const end = matchingParen(line, i + 1)
      if (line[i + 2] !== '(') nested.push(line.slice(i + 2, end))
      append(line.slice(i, end + 1))
      i = end + 1
    } else if (char === '`') {
      const end = line.indexOf('`', i + 1)
      const stop = end === -1 ? line.length : end
      nested.push(line.slice(i + 1, stop))
      append(line.slice(i, stop + 1))
      i = stop + 1
    } else {
      append(char)
      i += 1
    }
  }
  return i + 1
}

/** Index of the `)` that closes the `(` at `open`, quotes skipped. */
function matchingParen(line: string, open: number): number {
  let depth = 0
  for (let i = open; i < line.length; i += 1) {
    const char = line[i]
    if (char === '\\') i += 1
    else if (char === "'") {
      const end = line.indexOf("'", i + 1)
      i = end === -1 ? line.length : end
    } else if (char === '"') {
      i = readDoubleQuoted(line, i + 1, [], () => undefined) - 1
    } else if (char === '(') depth += 1
    else if (char === ')') {
      depth -= 1
      if (depth === 0) return i
    }
  }
  return line.length
}

/** The index after a here-document's body that starts at `start`. */
function skipHeredoc(line: string, start: number, delimiter: string): number {
  let i = start
  while (i < line.length) {
    const end = line.indexOf('\n', i)
    const stop = end === -1 ? line.length : end
    const text = line.slice(i, stop).replace(/^\t+/, '')
    i = stop + 1
    if (text === delimiter) return i
  }
  return line.length
}
