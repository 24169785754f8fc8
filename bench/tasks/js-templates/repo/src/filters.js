/**
 * The built-in filters: `{{ value | name arg1 arg2 }}` calls
 * `filters.name(value, arg1, arg2)`. A filter gets the value as it is (not
 * yet stringified) and returns a new value; output escapes the final one,
 * unless a filter returned `safe(...)` text.
 *
 * Filters check their arguments and throw an Error that names the filter;
 * the renderer adds the position of the tag.
 */
import { escapeHtml, isSafe, safe, stringify } from './escape.js'

function text(value) {
  return isSafe(value) ? value.text : stringify(value)
}

function wholeNumber(name, value, fallback) {
  if (value === undefined) return fallback
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} needs a whole number, got ${JSON.stringify(value)}`)
  }
  return value
}

/** upper: "ada" -> "ADA". */
function upper(value) {
  return text(value).toUpperCase()
}

/** lower: "ADA" -> "ada". */
function lower(value) {
  return text(value).toLowerCase()
}

/** capitalize: "ada lovelace" -> "Ada lovelace". */
function capitalize(value) {
  const string = text(value)
  return string.charAt(0).toUpperCase() + string.slice(1)
}

/** title: "ada lovelace" -> "Ada Lovelace". */
function title(value) {
  return text(value).replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())
}

/** trim: leading and trailing white space removed. */
function trim(value) {
  return text(value).trim()
}

/**
 * truncate N [ending]: at most N characters, the ending ("…" by default)
 * included, cut at a word boundary when there is one in the last third.
 */
function truncate(value, length, ending = '…') {
  const max = wholeNumber('truncate', length, 80)
  const string = text(value)
  if (string.length <= max) return string
  const room = Math.max(0, max - ending.length)
  let cut = string.slice(0, room)
  const space = cut.lastIndexOf(' ')
  if (space > room * 0.66) cut = cut.slice(0, space)
  return `${cut.trimEnd()}${ending}`
}

/** default X: X when the value is null, undefined or the empty string. */
function fallback(value, replacement = '') {
  return value === null || value === undefined || value === '' ? replacement : value
}

/** join [separator]: the items of a list, joined (", " by default). */
function join(value, separator = ', ') {
  if (!Array.isArray(value)) return text(value)
  return value.map(text).join(separator)
}

/** first, last: the first or last item of a list or character of a text. */
function first(value) {
  if (Array.isArray(value) || typeof value === 'string') return value[0]
  return undefined
}

function last(value) {
  if (Array.isArray(value) || typeof value === 'string') return value[value.length - 1]
  return undefined
}

/** length: items of a list, characters of a text, keys of an object. */
function length(value) {
  if (value === null || value === undefined) return 0
  if (Array.isArray(value) || typeof value === 'string') return value.length
  if (value instanceof Map || value instanceof Set) return value.size
  if (typeof value === 'object') return Object.keys(value).length
  return text(value).length
}

/** reverse: a list or a text, back to front. */
function reverse(value) {
  if (Array.isArray(value)) return [...value].reverse()
  return [...text(value)].reverse().join('')
}

/** sort [field]: a list sorted, by a field of its items when given. */
function sort(value, field) {
  if (!Array.isArray(value)) throw new Error('sort needs a list')
  const key = field === undefined ? (item) => item : (item) => item?.[field]
  return [...value].sort((a, b) => {
    const x = key(a)
    const y = key(b)
    if (x === y) return 0
    if (x === undefined || x === null) return 1
    if (y === undefined || y === null) return -1
    return x < y ? -1 : 1
  })
}

/** pad N [char]: padded on the left to N characters. */
function pad(value, width, char = ' ') {
  const size = wholeNumber('pad', width, 0)
  if (typeof char !== 'string' || char.length !== 1) throw new Error('pad needs one character')
  return text(value).padStart(size, char)
}

/** number [digits]: a number with a fixed count of decimals and thousands separators. */
function number(value, digits = 0) {
  const decimals = wholeNumber('number', digits, 0)
  const numeric = Number(value)
  if (!Number.isFinite(numeric)) return text(value)
  const [whole, fraction] = Math.abs(numeric).toFixed(decimals).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${numeric < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`
}

/** currency [code]: cents as money, "EUR 1,234.50". */
function currency(value, code = 'EUR') {
  const cents = Number(value)
  if (!Number.isInteger(cents)) throw new Error(`currency needs whole cents, got ${JSON.stringify(value)}`)
  return `${code} ${number(cents / 100, 2)}`
}

/** pluralize one many: the word for the count (the value). */
function pluralize(value, one, many) {
  if (typeof one !== 'string') throw new Error('pluralize needs the singular word')
  const plural = typeof many === 'string' ? many : `${one}s`
  return `${value} ${Number(value) === 1 ? one : plural}`
}

/** date [style]: a Date or ISO text as "2026-11-30" (iso) or "30 Nov 2026" (short). */
function date(value, style = 'iso') {
  const parsed = value instanceof Date ? value : new Date(text(value))
  if (Number.isNaN(parsed.getTime())) return text(value)
  const year = parsed.getUTCFullYear()
  const month = String(parsed.getUTCMonth() + 1).padStart(2, '0')
  const day = String(parsed.getUTCDate()).padStart(2, '0')
  if (style === 'iso') return `${year}-${month}-${day}`
  if (style === 'short') {
    const name = MONTHS[parsed.getUTCMonth()]
    return `${parsed.getUTCDate()} ${name} ${year}`
  }
  throw new Error(`date style must be iso or short, got ${JSON.stringify(style)}`)
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** json: the value as JSON, safe to put in a <script> block. */
function json(value) {
  const encoded = JSON.stringify(value ?? null)
  return safe(encoded.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026'))
}

/** escape: HTML-escaped now, so {{{ x | escape }}} is safe. */
function escape(value) {
  return safe(escapeHtml(text(value)))
}

/** raw: the value as safe text, never escaped. */
function raw(value) {
  return safe(text(value))
}

/** nl2br: newlines to <br>, the rest escaped. */
function nl2br(value) {
  return safe(escapeHtml(text(value)).replace(/\r?\n/g, '<br>\n'))
}

/** slugify: "Hello, World!" -> "hello-world". */
function slugify(value) {
  return text(value)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The filter table every template gets, before its own filters. */
export const BUILTIN_FILTERS = Object.freeze({
  upper,
  lower,
  capitalize,
  title,
  trim,
  truncate,
  default: fallback,
  join,
  first,
  last,
  length,
  reverse,
  sort,
  pad,
  number,
  currency,
  pluralize,
  date,
  json,
  escape,
  raw,
  nl2br,
  slugify
})
