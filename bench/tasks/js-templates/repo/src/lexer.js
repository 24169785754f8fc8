/**
 * The lexer: template text to a flat list of tokens. A token is plain text
 * or one tag, with the position where it starts:
 *
 *   { type: 'text', value }
 *   { type: 'output', expression, escape }     {{ x }} and {{{ x }}}
 *   { type: 'open', block, expression }        {{#if x}}, {{#each xs as x}}
 *   { type: 'else' }                           {{else}}
 *   { type: 'close', block }                   {{/if}}
 *   { type: 'partial', name, expression }      {{> name}} or {{> name ctx}}
 *
 * Comments ({{! … }} and {{!-- … --}}) produce no token. `~` at the inside
 * edge of a tag trims the white space of the text next to it.
 */
import { positionOf, TemplateError } from './errors.js'

const OPEN = '{{'
const CLOSE = '}}'
const BLOCKS = new Set(['if', 'unless', 'each', 'with'])

/** Splits `source` into tokens; throws TemplateError on an unclosed tag. */
export function tokenize(source) {
  const tokens = []
  let cursor = 0
  let trimNext = false
  while (cursor < source.length) {
    const start = source.indexOf(OPEN, cursor)
    if (start === -1) {
      pushText(tokens, source.slice(cursor), trimNext, false)
      break
    }
    const tag = readTag(source, start)
    pushText(tokens, source.slice(cursor, start), trimNext, tag.trimBefore)
    trimNext = tag.trimAfter
    cursor = tag.end
    if (tag.token) tokens.push({ ...tag.token, position: positionOf(source, start) })
  }
  return tokens
}

function pushText(tokens, text, trimStart, trimEnd) {
  let value = text
  if (trimStart) value = value.replace(/^\s+/, '')
  if (trimEnd) value = value.replace(/\s+$/, '')
  if (value === '') return
  const last = tokens.at(-1)
  if (last && last.type === 'text') last.value += value
  else tokens.push({ type: 'text', value })
}

/** Reads the tag at `start` (which holds `{{`): its token and where it ends. */
function readTag(source, start) {
  const position = positionOf(source, start)
  if (source.startsWith('{{!--', start)) {
    const end = source.indexOf('--}}', start + 5)
    if (end === -1) throw new TemplateError('unclosed comment', position)
    return { token: null, end: end + 4, trimBefore: false, trimAfter: false }
  }
  const triple = source.startsWith('{{{', start)
  const close = triple ? '}}}' : CLOSE
  const bodyStart = start + (triple ? 3 : 2)
  const end = findClose(source, bodyStart, close)
  if (end === -1) throw new TemplateError(`unclosed tag: expected ${close}`, position)
  let body = source.slice(bodyStart, end)
  let trimBefore = false
  let trimAfter = false
  if (body.startsWith('~')) {
    trimBefore = true
    body = body.slice(1)
  }
  if (body.endsWith('~')) {
    trimAfter = true
    body = body.slice(0, -1)
  }
  const tagEnd = end + close.length
  if (triple) {
    const expression = body.trim()
    if (expression === '') throw new TemplateError('empty tag', position)
    return { token: { type: 'output', expression, escape: false }, end: tagEnd, trimBefore, trimAfter }
  }
  return { token: classify(body.trim(), position), end: tagEnd, trimBefore, trimAfter }
}

/**
 * The index of `close` after `from`, skipping quoted strings, so
 * `{{ x | default "}}" }}` is one tag.
 */
function findClose(source, from, close) {
  let quote = null
  for (let index = from; index < source.length; index += 1) {
    const char = source[index]
    if (quote) {
      if (char === '\\') index += 1
      else if (char === quote) quote = null
    } else if (char === '"' || char === "'") {
      quote = char
    } else if (source.startsWith(close, index)) {
      return index
    }
  }
  return -1
}

/** What kind of tag a trimmed body is. */
function classify(body, position) {
  if (body === '') throw new TemplateError('empty tag', position)
  const sigil = body[0]
  if (sigil === '!') return null
  if (sigil === '#') {
    const [block, rest] = splitWord(body.slice(1))
    if (!BLOCKS.has(block)) throw new TemplateError(`unknown block: #${block}`, position)
    if (rest === '') throw new TemplateError(`#${block} needs an expression`, position)
    return { type: 'open', block, expression: rest }
  }
  if (sigil === '/') {
    const block = body.slice(1).trim()
    if (!BLOCKS.has(block)) throw new TemplateError(`unknown block: /${block}`, position)
    return { type: 'close', block }
  }
  if (sigil === '>') {
    const [name, rest] = splitWord(body.slice(1))
    if (name === '') throw new TemplateError('a partial needs a name', position)
    return { type: 'partial', name, expression: rest || 'this' }
  }
  if (body === 'else') return { type: 'else' }
  if (sigil === '&') return { type: 'output', expression: body.slice(1).trim(), escape: false }
  return { type: 'output', expression: body, escape: true }
}

function splitWord(text) {
  const trimmed = text.trim()
  const space = trimmed.search(/\s/)
  if (space === -1) return [trimmed, '']
  return [trimmed.slice(0, space), trimmed.slice(space + 1).trim()]
}
