/**
 * Scopes: what a name means at one point of a template. The root scope
 * holds the data the template was called with; `each` and `with` push a
 * child scope, whose `this` is the current item. Loop variables (`@index`,
 * `@key`, `@first`, `@last`) belong to the scope of the loop that set them.
 *
 * A name is looked up in the current scope's value, then in its loop
 * variables and aliases, then outward, scope by scope, so an outer name
 * stays visible inside a loop unless the item has a field of that name.
 * `../name` starts the lookup one scope out.
 */
import { TemplateError } from './errors.js'

export class Scope {
  /**
   * @param value     what `this` is in this scope
   * @param parent    the enclosing scope, or null for the root
   * @param locals    names bound by this scope: the `as` alias and the
   *                  loop variables (`@index` and the like)
   * @param options   { strict }: an unknown name throws instead of being
   *                  undefined
   */
  constructor(value, parent = null, locals = {}, options = parent?.options ?? {}) {
    this.value = value
    this.parent = parent
    this.locals = locals
    this.options = options
  }

  /** A scope for one item of a loop or for a `with` block. */
  child(value, locals = {}) {
    return new Scope(value, this, locals, this.options)
  }

  /** The value of a parsed path ({ up, segments }, see expression.js). */
  lookup(path) {
    let scope = this
    for (let step = 0; step < path.up; step += 1) {
      if (!scope.parent) {
        throw new TemplateError(`../ goes above the template's data in "${formatPath(path)}"`)
      }
      scope = scope.parent
    }
    const [head, ...rest] = path.segments
    if (head === 'this') return walk(scope.value, rest)
    if (head.startsWith('@')) {
      const owner = scope.findLocal(head)
      if (!owner) {
        if (this.options.strict) throw new TemplateError(`${head} is only defined inside #each`)
        return undefined
      }
      return walk(owner.locals[head], rest)
    }
    for (let current = scope; current; current = current.parent) {
      if (Object.hasOwn(current.locals, head)) return walk(current.locals[head], rest)
      if (hasField(current.value, head)) return walk(current.value[head], rest)
    }
    if (this.options.strict) throw new TemplateError(`unknown name: ${formatPath(path)}`)
    return undefined
  }

  /** The nearest scope, this one included, that binds `name` as a local. */
  findLocal(name) {
    for (let current = this; current; current = current.parent) {
      if (Object.hasOwn(current.locals, name)) return current
    }
    return null
  }
}

function hasField(value, name) {
  return value !== null && typeof value === 'object' && name in value
}

/** Follows `segments` into `value`; undefined as soon as one is missing. */
function walk(value, segments) {
  let current = value
  for (const segment of segments) {
    if (current === null || current === undefined) return undefined
    if (typeof current === 'object' || typeof current === 'function') {
      current = current[segment]
    } else if (typeof current === 'string' && segment === 'length') {
      current = current.length
    } else {
      return undefined
    }
  }
  return typeof current === 'function' ? current.call(value) : current
}

function formatPath(path) {
  return `${'../'.repeat(path.up)}${path.segments.join('.')}`
}
