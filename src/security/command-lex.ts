/**
 * The lexer of the command policy's splitter (docs/security.md item 22):
 * words with their quotes removed, the list and pipe operators,
 * redirections and here-documents. A small lexer, not a shell; it knows
 * what the policy needs and nothing more.
 */

/** One token of a line. */
export interface Token {
  /**
   * `word`: a word, quotes removed; `op`: `;`, `&&`, `||`, `|`, `|&`, `&`,
   * `(` or `)` (a new line is `;`); `redir`: a redirection operator (the
   * next word is its target; `<<<` is a here-string, its word the input);
   * `heredoc`: a here-document, `text` its body.
   */
  kind: 'word' | 'op' | 'redir' | 'heredoc'
  text: string
}

/** A here-document whose body starts at the next new line. */
interface PendingHeredoc {
  delimiter: string
  /** Its token: the body is filled in when it is read. */
  token: Token
  /** Unquoted delimiter: `$(…)` and backticks in the body run. */
  expands: boolean
}

/**
 * Tokens of a line. Scripts found inside it (`$(…)`, backticks, `<(…)`,
 * and those in the body of a here-document whose delimiter is unquoted)
 * are added to `nested`.
 */
export function lex(line: string, nested: string[]): Token[] {
  const tokens: Token[] = []
  let word = ''
  let inWord = false
  let heredocs: PendingHeredoc[] = []
  const append = (text: string): void => {
    word += text
    inWord = true
  }
  const endWord = (): void => {
    if (inWord) tokens.push({ kind: 'word', text: word })
    word = ''
    inWord = false
  }
  let i = 0
  while (i < line.length) {
    const char = line[i]
    const quoted = readQuoted(line, i, nested, append)
    if (quoted !== i) {
      i = quoted
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
      for (const heredoc of heredocs) i = readHeredoc(line, i, heredoc, nested)
      heredocs = []
      continue
    }
    if (char === '<' || char === '>') {
      // `2>` and `&>`: the fd belongs to the operator.
      if (/^\d+$/.test(word) && inWord) {
        word = ''
        inWord = false
      } else endWord()
      i = readRedirection(line, i, tokens, heredocs)
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
      const op = operatorAt(line, i)
      tokens.push({ kind: 'op', text: op })
      i += op.length
      continue
    }
    append(char)
    i += 1
  }
  endWord()
  return tokens
}

/** The list, pipe or subshell operator at `i`: `;`, `;;`, `&&`, `|&`, `(`… */
function operatorAt(line: string, i: number): string {
  const char = line[i]
  const next = line[i + 1]
  if ((char === '&' || char === '|' || char === ';') && next === char)
    return char + char
  return char === '|' && next === '&' ? '|&' : char
}

/**
 * Reads what belongs to the current word at `i`: an escape, a quoted
 * string, `$'…'`, `$(…)` or a backtick substitution. Returns the index
 * after it, or `i` when there is none.
 */
function readQuoted(
  line: string,
  i: number,
  nested: string[],
  append: (text: string) => void
): number {
  const char = line[i]
  if (char === '\\') {
    if (line[i + 1] !== '\n') append(line[i + 1] ?? '')
    return i + 2
  }
  if (char === "'") {
    const end = line.indexOf("'", i + 1)
    const stop = end === -1 ? line.length : end
    append(line.slice(i + 1, stop))
    return stop + 1
  }
  if (char === '"') return readExpanding(line, i + 1, '"', nested, append)
  // `$'…'` is a string with C escapes: `$'/'` is `/`, not `$/`.
  if (char === '$' && line[i + 1] === "'") return readAnsiC(line, i + 2, append)
  // `$"…"` is a translated string, read as "…".
  if (char === '$' && line[i + 1] === '"')
    return readExpanding(line, i + 2, '"', nested, append)
  if (char === '`' || (char === '$' && line[i + 1] === '(')) {
    return readSubstitution(line, i, nested, append)
  }
  return i
}

/** Reads `$(…)`, `$((…))` or a backtick substitution that starts at `i`. */
function readSubstitution(
  line: string,
  i: number,
  nested: string[],
  append: (text: string) => void
): number {
  if (line[i] === '`') {
    // Inside backticks `\`` is a nested backtick and `\\`, `\$` escapes.
    let stop = i + 1
    while (stop < line.length && line[stop] !== '`') {
      stop += line[stop] === '\\' ? 2 : 1
    }
    const text = line.slice(i + 1, Math.min(stop, line.length))
    nested.push(text.replace(/\\([`$\\])/g, '$1'))
    append(line.slice(i, stop + 1))
    return stop + 1
  }
  const end = matchingParen(line, i + 1)
  // `$((…))` is arithmetic, not a command.
  if (line[i + 2] !== '(') nested.push(line.slice(i + 2, end))
  append(line.slice(i, end + 1))
  return end + 1
}

/**
 * Reads text in which substitutions run: a "…" string from `start` up to
 * `quote`, or a here-document body (`quote` null: to the end). Returns the
 * index after the closing quote.
 */
function readExpanding(
  line: string,
  start: number,
  quote: string | null,
  nested: string[],
  append: (text: string) => void
): number {
  let i = start
  while (i < line.length && line[i] !== quote) {
    const char = line[i]
    if (char === '\\' && '"\\$`\n'.includes(line[i + 1] ?? '')) {
      append(line[i + 1])
      i += 2
    } else if (char === '`' || (char === '$' && line[i + 1] === '(')) {
      i = readSubstitution(line, i, nested, append)
    } else {
      append(char)
      i += 1
    }
  }
  return i + 1
}

const ANSI_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  e: '\x1b',
  a: '\x07',
  b: '\b',
  f: '\f',
  v: '\v'
}

/** Reads a `$'…'` string from `start`; returns the index after its quote. */
function readAnsiC(
  line: string,
  start: number,
  append: (text: string) => void
): number {
  let i = start
  while (i < line.length && line[i] !== "'") {
    if (line[i] === '\\' && i + 1 < line.length) {
      const next = line[i + 1]
      const hex = /^x([0-9a-fA-F]{1,2})/.exec(line.slice(i + 1))
      if (hex) {
        append(String.fromCharCode(parseInt(hex[1], 16)))
        i += 1 + hex[0].length
        continue
      }
      append(ANSI_ESCAPES[next] ?? next)
      i += 2
      continue
    }
    append(line[i])
    i += 1
  }
  return i + 1
}

/**
 * Reads a redirection operator at `i` (`>`, `>>`, `<`, `2>&1`, `<<EOF`,
 * `<<<`); returns the index after it. A here-document's delimiter is read
 * too, and its body left for the next new line.
 */
function readRedirection(
  line: string,
  start: number,
  tokens: Token[],
  heredocs: PendingHeredoc[]
): number {
  let i = start
  let op = line[i]
  i += 1
  while (i < line.length && '<>&|-'.includes(line[i])) op += line[i++]
  if (op.startsWith('<<') && !op.startsWith('<<<')) {
    const match = /^[ \t]*((?:'[^'\n]*'|"[^"\n]*"|\\.|[^\s'"\\<>;&|()])+)/.exec(
      line.slice(i)
    )
    if (match) {
      const raw = match[1]
      const token: Token = { kind: 'heredoc', text: '' }
      tokens.push(token)
      heredocs.push({
        // `<<'EOF'`, `<<"EOF"` and `<<\EOF` all end at a line `EOF`.
        delimiter: raw.replace(/\\(.)/g, '$1').replace(/['"]/g, ''),
        token,
        expands: !/['"\\]/.test(raw)
      })
      i += match[0].length
    }
    return i
  }
  // `>&2`, `2>&1`: a file descriptor, not a file.
  if (op.endsWith('&')) {
    while (/[\d-]/.test(line[i] ?? '')) i += 1
    return i
  }
  tokens.push({ kind: 'redir', text: op })
  return i
}

/**
 * Reads the body of a here-document that starts at `start` into its
 * token; returns the index after its delimiter line.
 */
function readHeredoc(
  line: string,
  start: number,
  heredoc: PendingHeredoc,
  nested: string[]
): number {
  const body: string[] = []
  let i = start
  while (i < line.length) {
    const end = line.indexOf('\n', i)
    const stop = end === -1 ? line.length : end
    const text = line.slice(i, stop)
    i = stop + 1
    // Tabs before the delimiter are dropped for `<<-`: allowed for any.
    if (text.replace(/^\t+/, '') === heredoc.delimiter) break
    body.push(text)
  }
  const text = body.join('\n')
  heredoc.token.text = text
  // The shell runs the substitutions of an unquoted body, whoever reads it.
  if (heredoc.expands) readExpanding(text, 0, null, nested, () => undefined)
  return Math.min(i, line.length)
}

/** Index of the `)` that closes the `(` at `open`, quotes skipped. */
export function matchingParen(line: string, open: number): number {
  let depth = 0
  for (let i = open; i < line.length; i += 1) {
    const char = line[i]
    if (char === '\\') i += 1
    else if (char === "'") {
      const end = line.indexOf("'", i + 1)
      i = end === -1 ? line.length : end
    } else if (char === '"') {
      i = readExpanding(line, i + 1, '"', [], () => undefined) - 1
    } else if (char === '(') depth += 1
    else if (char === ')') {
      depth -= 1
      if (depth === 0) return i
    }
  }
  return line.length
}
