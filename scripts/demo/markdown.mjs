// A small parser for the markdown the action posts (GitHub-flavoured, the
// parts GitHub renders in comments, PR bodies and job summaries): headings,
// paragraphs, lists, block quotes, fenced code, tables, <details> with
// <summary>, rules, and inline code, emphasis, links and a few inline tags.
// It gives a tree; terminal.mjs and html.mjs render it. HTML comments are
// dropped, as GitHub hides them; any other tag is text.

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)[^`]*$/
const HEADING = /^ {0,3}(#{1,6})(?:\s+(.*?))?(?:\s+#+)?\s*$/
const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/
const ITEM = /^( *)([-*+]|\d{1,9}[.)])( +|$)(.*)$/
const TABLE_RULE = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/
const DETAILS_OPEN = /^\s*<details(\s+open)?\s*>(.*)$/i
const DETAILS_CLOSE = /^\s*<\/details>\s*$/i
const SUMMARY = /^\s*<summary>(.*?)<\/summary>\s*(.*)$/i
const COMMENT = /^\s*<!--[\s\S]*?-->\s*$/

/** Block tree of `text`. */
export function parseMarkdown(text) {
  return parseBlocks(text.replace(/\r\n?/g, '\n').split('\n'))
}

function startsBlock(line) {
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    RULE.test(line) ||
    ITEM.test(line) ||
    /^ {0,3}>/.test(line) ||
    DETAILS_OPEN.test(line) ||
    DETAILS_CLOSE.test(line) ||
    SUMMARY.test(line)
  )
}

function parseBlocks(lines) {
  const blocks = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i]
    let match
    if (line.trim() === '' || COMMENT.test(line)) {
      i += 1
    } else if ((match = FENCE.exec(line))) {
      const fence = match[1]
      const body = []
      for (i += 1; i < lines.length; i += 1) {
        const close = lines[i].trim()
        if (
          close[0] === fence[0] &&
          /^(`+|~+)$/.test(close) &&
          close.length >= fence.length
        )
          break
        body.push(lines[i])
      }
      i += 1
      blocks.push({ type: 'code', lang: match[2], text: body.join('\n') })
    } else if ((match = DETAILS_OPEN.exec(line))) {
      let depth = 1
      const inner = match[2].trim() ? [match[2]] : []
      for (i += 1; i < lines.length; i += 1) {
        if (DETAILS_OPEN.test(lines[i])) depth += 1
        if (DETAILS_CLOSE.test(lines[i]) && --depth === 0) break
        inner.push(lines[i])
      }
      i += 1
      let summary = 'Details'
      const first = inner.findIndex((text) => text.trim() !== '')
      const head = first >= 0 ? SUMMARY.exec(inner[first]) : null
      if (head) {
        summary = head[1]
        inner.splice(first, 1, ...(head[2].trim() ? [head[2]] : []))
      }
      blocks.push({
        type: 'details',
        summary: parseInline(summary),
        blocks: parseBlocks(inner)
      })
    } else if ((match = HEADING.exec(line))) {
      blocks.push({
        type: 'heading',
        level: match[1].length,
        text: parseInline(match[2] ?? '')
      })
      i += 1
    } else if (RULE.test(line)) {
      blocks.push({ type: 'rule' })
      i += 1
    } else if (/^ {0,3}>/.test(line)) {
      const inner = []
      while (i < lines.length && /^ {0,3}>/.test(lines[i]))
        inner.push(lines[i++].replace(/^ {0,3}> ?/, ''))
      blocks.push({ type: 'quote', blocks: parseBlocks(inner) })
    } else if (ITEM.test(line)) {
      i = parseList(lines, i, blocks)
    } else if (line.includes('|') && TABLE_RULE.test(lines[i + 1] ?? '')) {
      const header = cells(line)
      const align = cells(lines[i + 1]).map((cell) =>
        cell.endsWith(':')
          ? cell.startsWith(':')
            ? 'center'
            : 'right'
          : 'left'
      )
      const rows = []
      for (i += 2; i < lines.length && lines[i].includes('|'); i += 1)
        rows.push(cells(lines[i]).map(parseInline))
      blocks.push({
        type: 'table',
        header: header.map(parseInline),
        align,
        rows
      })
    } else {
      const text = [line.trim()]
      for (i += 1; i < lines.length; i += 1) {
        if (lines[i].trim() === '' || startsBlock(lines[i])) break
        text.push(lines[i].trim())
      }
      blocks.push({ type: 'paragraph', text: parseInline(text.join('\n')) })
    }
  }
  return blocks
}

/** A list from line `start`; pushes it and returns the next line's index. */
function parseList(lines, start, blocks) {
  const first = ITEM.exec(lines[start])
  const ordered = /\d/.test(first[2])
  const list = {
    type: 'list',
    ordered,
    start: ordered ? Number.parseInt(first[2], 10) : 1,
    items: []
  }
  let i = start
  while (i < lines.length) {
    const match = ITEM.exec(lines[i])
    if (
      !match ||
      match[1].length !== first[1].length ||
      /\d/.test(match[2]) !== ordered
    )
      break
    const indent =
      match[1].length + match[2].length + Math.max(1, match[3].length)
    const body = [match[4]]
    for (i += 1; i < lines.length; i += 1) {
      const line = lines[i]
      const lead = line.length - line.trimStart().length
      if (line.trim() === '') {
        const next = lines.slice(i + 1).find((text) => text.trim() !== '')
        if (!next || next.length - next.trimStart().length < indent) break
        body.push('')
      } else if (lead >= indent) {
        body.push(line.slice(indent))
      } else if (
        body.at(-1) !== '' &&
        !startsBlock(line) &&
        lead > first[1].length
      ) {
        body.push(line.trim())
      } else if (
        body.at(-1) !== '' &&
        !startsBlock(line) &&
        !line.includes('|')
      ) {
        body.push(line.trim())
      } else break
    }
    list.items.push(parseBlocks(body))
    while (i < lines.length && lines[i].trim() === '') {
      const next = lines.slice(i).find((text) => text.trim() !== '')
      if (!next || !ITEM.test(next)) break
      i += 1
    }
  }
  blocks.push(list)
  return i
}

/** The cells of a table row, `\|` kept as a literal bar. */
function cells(row) {
  const parts = row
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
  return parts.map((cell) => cell.trim().replace(/\\\|/g, '|'))
}

const ENTITIES = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0'
}

/** Decodes the character references GitHub decodes. */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

const INLINE_TAGS = ['sub', 'sup', 'b', 'strong', 'i', 'em', 'code', 'kbd']

/**
 * Inline nodes: text, code, strong, em, link ({href, children}), br, and
 * tag ({name, children}) for the few inline HTML tags GitHub keeps.
 */
export function parseInline(text) {
  const root = { children: [] }
  const stack = [root]
  const top = () => stack.at(-1)
  const push = (node) => {
    const last = top().children.at(-1)
    if (node.type === 'text' && last?.type === 'text') last.value += node.value
    else top().children.push(node)
  }
  let i = 0
  while (i < text.length) {
    const rest = text.slice(i)
    let match
    if ((match = /^\\([!-/:-@[-`{-~])/.exec(rest))) {
      push({ type: 'text', value: match[1] })
    } else if ((match = /^(`+)([\s\S]*?[^`])\1(?!`)/.exec(rest))) {
      let value = match[2].replace(/\n/g, ' ')
      if (/^ .* $/.test(value)) value = value.slice(1, -1)
      push({ type: 'code', value })
    } else if ((match = /^<!--[\s\S]*?-->/.exec(rest))) {
      // hidden, as on GitHub
    } else if ((match = /^<br\s*\/?>/i.exec(rest))) {
      push({ type: 'br' })
    } else if (
      (match = /^<a\s+href="([^"]*)"\s*>([\s\S]*?)<\/a>/i.exec(rest))
    ) {
      push({
        type: 'link',
        href: decodeEntities(match[1]),
        children: parseInline(match[2])
      })
    } else if (
      (match = /^<(\/?)([a-z]+)>/i.exec(rest)) &&
      INLINE_TAGS.includes(match[2].toLowerCase())
    ) {
      const name = match[2].toLowerCase()
      if (!match[1]) {
        const node = { type: 'tag', name, children: [] }
        top().children.push(node)
        stack.push(node)
      } else if (stack.length > 1 && top().name === name) stack.pop()
    } else if (
      (match =
        /^!?\[((?:[^\]\\]|\\.)*)\]\(\s*<?((?:[^\s()<>]|\([^\s()]*\))*)>?(?:\s+"[^"]*")?\s*\)/.exec(
          rest
        ))
    ) {
      push({
        type: 'link',
        href: decodeEntities(match[2]),
        children: parseInline(match[1])
      })
    } else if ((match = /^<(https?:\/\/[^\s<>]+)>/.exec(rest))) {
      push({
        type: 'link',
        href: match[1],
        children: [{ type: 'text', value: match[1] }]
      })
    } else if ((match = /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/.exec(rest))) {
      push({ type: 'strong', children: parseInline(match[2]) })
    } else if (
      (match = /^\*(?=[^\s*])([\s\S]*?[^\s*])\*(?!\*)/.exec(rest)) ||
      (/(^|[^\w])$/.test(text.slice(0, i)) &&
        (match = /^_(?=\S)([\s\S]*?\S)_(?!\w)/.exec(rest)))
    ) {
      push({ type: 'em', children: parseInline(match[1]) })
    } else if ((match = /^&(#x[0-9a-f]+|#\d+|[a-z]+);/i.exec(rest))) {
      push({ type: 'text', value: decodeEntities(match[0]) })
    } else if ((match = /^\n/.exec(rest))) {
      // GitHub keeps line breaks in comments and pull request bodies.
      push({ type: 'br' })
    } else {
      match = /^[^\\`<![*_&\n]+|^[\s\S]/.exec(rest)
      push({ type: 'text', value: match[0] })
    }
    i += match[0].length
  }
  return root.children
}
