/**
 * stache: compile a template once, render it many times.
 *
 *   const render = compile('Hi {{ name }}', { partials, filters, strict })
 *   render({ name: 'Ada' })
 *
 * Options:
 * - partials: name -> template text, for `{{> name}}`;
 * - filters: name -> function, added to (or replacing) the built-in ones;
 * - strict: an unknown name throws instead of rendering as nothing.
 */
import { TemplateError } from './errors.js'
import { safe } from './escape.js'
import { BUILTIN_FILTERS } from './filters.js'
import { parse } from './parser.js'
import { renderNodes } from './render.js'
import { Scope } from './scope.js'

export { safe, TemplateError }

const cache = new Map()
const CACHE_LIMIT = 200

/** Parses a template, reusing the tree of a text already seen. */
function parseCached(source) {
  let nodes = cache.get(source)
  if (!nodes) {
    nodes = parse(source)
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value)
    cache.set(source, nodes)
  }
  return nodes
}

/** Compiles `source`; returns `render(data)`. Syntax errors throw here. */
export function compile(source, options = {}) {
  if (typeof source !== 'string') throw new TypeError('a template is a string')
  const nodes = parseCached(source)
  const partials = {}
  for (const [name, text] of Object.entries(options.partials ?? {})) {
    partials[name] = parseCached(text)
  }
  const filters = { ...BUILTIN_FILTERS, ...(options.filters ?? {}) }
  const strict = options.strict === true
  return (data = {}) => {
    const scope = new Scope(data, null, {}, { strict })
    return renderNodes(nodes, scope, { filters, partials, depth: 0 })
  }
}

/** Compiles and renders in one call. */
export function render(source, data, options) {
  return compile(source, options)(data)
}
