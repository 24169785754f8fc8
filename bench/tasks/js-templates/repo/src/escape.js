/**
 * HTML escaping of values written with `{{ }}`. `{{{ }}}` writes a value as
 * is. A value marked safe (see `safe`) is never escaped twice.
 */
const ENTITIES = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
  '=': '&#61;'
}

const SAFE = Symbol('stache.safe')

/** Marks text as already HTML, so output does not escape it again. */
export function safe(text) {
  return { [SAFE]: true, text: String(text) }
}

export function isSafe(value) {
  return typeof value === 'object' && value !== null && value[SAFE] === true
}

/** Escapes the characters that matter in HTML text and attribute values. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"'`=]/g, (char) => ENTITIES[char])
}

/** How a value is written: null and undefined as nothing, arrays joined. */
export function stringify(value) {
  if (value === null || value === undefined) return ''
  if (isSafe(value)) return value.text
  if (Array.isArray(value)) return value.map(stringify).join(',')
  if (value instanceof Date) return value.toISOString()
  return String(value)
}

/** The text of a value for `{{ }}` (escaped) or `{{{ }}}` (raw). */
export function output(value, escape) {
  if (isSafe(value)) return value.text
  const text = stringify(value)
  return escape ? escapeHtml(text) : text
}
