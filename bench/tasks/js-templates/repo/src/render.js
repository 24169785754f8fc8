/**
 * The renderer: a tree of nodes (parser.js) and a scope to text. Loops
 * run over arrays (in order) and plain objects (in key order); `else` runs
 * when the list is empty or the value is false. Partials are looked up by
 * name in the partial table and rendered with their own context.
 */
import { TemplateError } from './errors.js'
import { output } from './escape.js'
import { truthy } from './expression.js'

/** Loops deeper than this are a template bug (a partial including itself). */
export const MAX_DEPTH = 64

/**
 * Renders `nodes` in `scope`. `env` holds the filters, the partials (name ->
 * parsed nodes) and the current depth.
 */
export function renderNodes(nodes, scope, env) {
  let out = ''
  for (const node of nodes) out += renderNode(node, scope, env)
  return out
}

function renderNode(node, scope, env) {
  switch (node.type) {
    case 'text':
      return node.value
    case 'output':
      return output(evaluate(node.value, scope, env, node), node.escape)
    case 'if': {
      const value = truthy(evaluate(node.test, scope, env, node))
      const branch = value !== node.negate ? node.then : node.otherwise
      return renderNodes(branch, scope, env)
    }
    case 'each':
      return renderEach(node, scope, env)
    case 'with': {
      const value = evaluate(node.value, scope, env, node)
      if (!truthy(value)) return renderNodes(node.otherwise, scope, env)
      return nested(env, node, () => renderNodes(node.body, scope.child(value), env))
    }
    case 'partial':
      return renderPartial(node, scope, env)
    default:
      throw new TemplateError(`unknown node: ${node.type}`)
  }
}

/** Runs an expression; errors say which tag they came from. */
function evaluate(expression, scope, env, node) {
  try {
    return expression(scope, env.filters)
  } catch (error) {
    if (error instanceof TemplateError && error.position) throw error
    const message = error instanceof Error ? error.message : String(error)
    throw new TemplateError(message, node.position)
  }
}

/** The entries a loop runs over: [key, value] pairs. */
export function loopEntries(value) {
  if (value === null || value === undefined || value === false) return []
  if (Array.isArray(value)) return value.map((item, index) => [index, item])
  if (value instanceof Map) return [...value.entries()]
  if (value instanceof Set) return [...value].map((item, index) => [index, item])
  if (typeof value === 'object') return Object.entries(value)
  throw new TemplateError(`#each needs a list or an object, got ${typeof value}`)
}

/** The loop variables of item `index` of `length`. */
export function loopLocals(key, index, length) {
  return {
    '@index': index,
    '@key': key,
    '@first': index === 0,
    '@last': index === length,
    '@length': length
  }
}

function renderEach(node, scope, env) {
  const entries = loopEntries(evaluate(node.list, scope, env, node))
  if (entries.length === 0) return renderNodes(node.otherwise, scope, env)
  return nested(env, node, () => {
    let out = ''
    entries.forEach(([key, item], index) => {
      const locals = loopLocals(key, index, entries.length)
      if (node.alias) locals[node.alias] = item
      out += renderNodes(node.body, scope.child(node.alias ? scope.value : item, locals), env)
    })
    return out
  })
}

function renderPartial(node, scope, env) {
  const partial = env.partials[node.name]
  if (!partial) throw new TemplateError(`unknown partial: ${node.name}`, node.position)
  const context = evaluate(node.context, scope, env, node)
  return nested(env, node, () => renderNodes(partial, scope.child(context), env))
}

/** Runs `render` one level deeper; refuses to go past MAX_DEPTH. */
function nested(env, node, render) {
  if (env.depth >= MAX_DEPTH) {
    throw new TemplateError(`templates nested deeper than ${MAX_DEPTH} levels`, node.position)
  }
  env.depth += 1
  try {
    return render()
  } finally {
    env.depth -= 1
  }
}
