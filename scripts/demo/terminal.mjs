// Markdown as readable terminal text: headings underlined, lists with
// bullets, quotes and code indented, tables boxed, <details> shown open
// under its summary, links as `text (url)`. Colour only when asked.
import { parseMarkdown } from './markdown.mjs'

const ANSI = /\x1b\[[0-9;]*m/g

/** Styles, as ANSI escapes or nothing. */
export function styles(color) {
  const wrap = (open, close) => (text) =>
    color && text ? `\x1b[${open}m${text}\x1b[${close}m` : text
  return {
    bold: wrap('1', '22'),
    dim: wrap('2', '22'),
    italic: wrap('3', '23'),
    code: wrap('36', '39'),
    link: wrap('4', '24'),
    green: wrap('32', '39'),
    red: wrap('31', '39'),
    yellow: wrap('33', '39'),
    color
  }
}

/** Visible width: no escapes; wide emoji and CJK count as two. */
export function width(text) {
  let count = 0
  for (const char of text.replace(ANSI, '')) {
    const code = char.codePointAt(0)
    if (code === 0xfe0f || code === 0x200d) continue
    count +=
      code >= 0x1100 && /\p{Extended_Pictographic}|\p{Script=Han}/u.test(char)
        ? 2
        : 1
  }
  return count
}

/** Word-wraps one line (escapes kept) to `max` columns; long words break. */
function wrapLine(line, max) {
  if (width(line) <= max) return [line]
  const out = []
  let current = ''
  for (let word of line.split(/(?<= )/)) {
    if (current && width(current + word.trimEnd()) > max) {
      out.push(current.trimEnd())
      current = ''
    }
    while (!current && width(word.trimEnd()) > max) {
      let cut = max
      while (cut > 1 && width(word.slice(0, cut)) > max) cut -= 1
      out.push(word.slice(0, cut))
      word = word.slice(cut)
    }
    current += word
  }
  if (current.trim()) out.push(current.trimEnd())
  return out
}

function inline(nodes, s) {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return node.value
        case 'code':
          return s.color ? s.code(node.value) : `\`${node.value}\``
        case 'strong':
          return s.bold(inline(node.children, s))
        case 'em':
          return s.italic(inline(node.children, s))
        case 'br':
          return '\n'
        case 'link': {
          const text = inline(node.children, s)
          const plain = text.replace(ANSI, '')
          if (!node.href || plain === node.href)
            return s.link(text || node.href)
          return `${s.link(text)} (${node.href})`
        }
        case 'tag':
          return node.name === 'sub' || node.name === 'sup'
            ? s.dim(inline(node.children, s))
            : node.name === 'code' || node.name === 'kbd'
              ? s.code(inline(node.children, s))
              : s.bold(inline(node.children, s))
        default:
          return ''
      }
    })
    .join('')
}

function paragraph(nodes, max, s) {
  return inline(nodes, s)
    .split('\n')
    .flatMap((line) => wrapLine(line.trim(), max))
}

function prefix(lines, first, rest = ' '.repeat(width(first))) {
  return lines.map((line, index) => (index === 0 ? first : rest) + line)
}

function table(block, max, s) {
  const rows = [block.header, ...block.rows].map((row) =>
    block.header.map((_, index) =>
      inline(row[index] ?? [], s).replace(/\n/g, ' ')
    )
  )
  const widths = block.header.map((_, col) =>
    Math.max(1, ...rows.map((row) => width(row[col])))
  )
  // Narrow the widest columns until the table fits.
  const room = () =>
    widths.reduce((sum, w) => sum + w, 0) + 3 * widths.length + 1
  while (room() > max) {
    const widest = widths.indexOf(Math.max(...widths))
    if (widths[widest] <= 8) break
    widths[widest] -= 1
  }
  const line = (cells) => {
    const wrapped = cells.map((cell, col) => wrapLine(cell, widths[col]))
    const height = Math.max(...wrapped.map((lines) => lines.length))
    return Array.from(
      { length: height },
      (_, at) =>
        `│ ${wrapped
          .map((lines, col) => {
            const text = lines[at] ?? ''
            const pad = ' '.repeat(Math.max(0, widths[col] - width(text)))
            return block.align[col] === 'right' ? pad + text : text + pad
          })
          .join(' │ ')} │`
    )
  }
  const rule = (left, mid, right) =>
    left + widths.map((w) => '─'.repeat(w + 2)).join(mid) + right
  const [header, ...body] = rows
  const headerEmpty = header.every((cell) => cell.trim() === '')
  return [
    rule('┌', '┬', '┐'),
    ...(headerEmpty
      ? []
      : [...line(header.map((cell) => s.bold(cell))), rule('├', '┼', '┤')]),
    ...body.flatMap(line),
    rule('└', '┴', '┘')
  ]
}

function blocks(list, max, s, tight = false) {
  const out = []
  for (const block of list) {
    if (out.length > 0 && !tight) out.push('')
    switch (block.type) {
      case 'heading': {
        const text = inline(block.text, s).replace(/\n/g, ' ')
        out.push(s.bold(text))
        out.push(
          s.dim(
            (block.level <= 2 ? '═' : '─').repeat(Math.min(max, width(text)))
          )
        )
        break
      }
      case 'paragraph':
        out.push(...paragraph(block.text, max, s))
        break
      case 'rule':
        out.push(s.dim('─'.repeat(Math.min(max, 40))))
        break
      case 'code':
        out.push(...block.text.split('\n').map((line) => `    ${s.code(line)}`))
        break
      case 'quote':
        out.push(
          ...prefix(blocks(block.blocks, max - 2, s), s.dim('│ '), s.dim('│ '))
        )
        break
      case 'list':
        block.items.forEach((item, index) => {
          const marker = block.ordered ? `${block.start + index}. ` : '• '
          const lines = blocks(item, max - width(marker), s, true)
          out.push(...prefix(lines.length ? lines : [''], marker))
        })
        break
      case 'table':
        out.push(...table(block, max, s))
        break
      case 'details':
        out.push(`▸ ${s.bold(inline(block.summary, s))}`)
        out.push(...prefix(blocks(block.blocks, max - 2, s), '  ', '  '))
        break
      default:
        break
    }
  }
  return out
}

/** `markdown` as terminal lines, at most `max` columns wide where it can. */
export function renderTerminal(markdown, { max = 80, color = false } = {}) {
  return blocks(parseMarkdown(markdown), max, styles(color)).map((line) =>
    line.trimEnd()
  )
}
