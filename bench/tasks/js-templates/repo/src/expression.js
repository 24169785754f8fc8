/**
 * Expressions inside tags, compiled once to functions of a scope:
 *
 *   expression := or
 *   or         := and ('or' and)*
 *   and        := not ('and' not)*
 *   not        := 'not' not | compare
 *   compare    := pipe (('==' | '!=' | '<' | '<=' | '>' | '>=') pipe)?
 *   pipe       := primary ('|' name argument*)*
 *   primary    := string | number | true | false | null | path | '(' expression ')'
 *
 * A path is `name(.name)*`, `this`, `@index`-style loop variables, or
 * `../` (any number of times) before a path to look it up in the enclosing
 * scope. Numbers in a path index arrays: `items.0.name`.
 */
import { TemplateError } from './errors.js'

const KEYWORDS = new Set(['and', 'or', 'not', 'true', 'false', 'null'])
const COMPARISONS = new Set(['==', '!=', '<', '<=', '>', '>='])

/** Splits an expression into tokens: { kind, value, at }. */
export function lexExpression(text, position) {
  const tokens = []
  let index = 0
  while (index < text.length) {
    const char = text[index]
    if (/\s/.test(char)) {
      index += 1
      continue
    }
    const at = index
    if (char === '"' || char === "'") {
      let value = ''
      index += 1
      while (index < text.length && text[index] !== char) {
        if (text[index] === '\\' && index + 1 < text.length) index += 1
        value += text[index]
        index += 1
      }
      if (index >= text.length) throw new TemplateError(`unclosed string in "${text}"`, position)
      index += 1
      tokens.push({ kind: 'string', value, at })
      continue
    }
    const two = text.slice(index, index + 2)
    if (COMPARISONS.has(two)) {
      tokens.push({ kind: 'operator', value: two, at })
      index += 2
      continue
    }
    if ('<>|(),'.includes(char)) {
      tokens.push({ kind: char === '<' || char === '>' ? 'operator' : 'punct', value: char, at })
      index += 1
      continue
    }
    const number = /^-?\d+(?:\.\d+)?/.exec(text.slice(index))
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), at })
      index += number[0].length
      continue
    }
    const path = /^(?:\.\.\/)*(?:@?[A-Za-z_$][\w$-]*|\d+)(?:\.(?:[A-Za-z_$][\w$-]*|\d+))*/.exec(text.slice(index))
    if (path) {
      const value = path[0]
      tokens.push({ kind: KEYWORDS.has(value) ? 'keyword' : 'path', value, at })
      index += value.length
      continue
    }
    throw new TemplateError(`unexpected "${char}" in "${text}"`, position)
  }
  return tokens
}

/** Parses a path into { up, segments }: `../../a.b` is { up: 2, segments: ['a', 'b'] }. */
export function parsePath(text) {
  let rest = text
  let up = 0
  while (rest.startsWith('../')) {
    up += 1
    rest = rest.slice(3)
  }
  return { up, segments: rest.split('.') }
}

/**
 * Compiles an expression to `(scope, filters) => value`. `scope` is a Scope
 * (scope.js), `filters` the filter table (filters.js).
 */
export function compileExpression(text, position) {
  const tokens = lexExpression(text, position)
  if (tokens.length === 0) throw new TemplateError('empty expression', position)
  const parser = new Parser(tokens, text, position)
  const node = parser.expression()
  if (!parser.done()) {
    throw new TemplateError(`unexpected "${parser.peek().value}" in "${text}"`, position)
  }
  return node
}

class Parser {
  constructor(tokens, text, position) {
    this.tokens = tokens
    this.text = text
    this.position = position
    this.index = 0
  }

  done() {
    return this.index >= this.tokens.length
  }

  peek() {
    return this.tokens[this.index]
  }

  next() {
    return this.tokens[this.index++]
  }

  accept(kind, value) {
    const token = this.peek()
    if (token && token.kind === kind && (value === undefined || token.value === value)) {
      this.index += 1
      return token
    }
    return null
  }

  fail(message) {
    throw new TemplateError(`${message} in "${this.text}"`, this.position)
  }

  expression() {
    return this.or()
  }

  or() {
    let left = this.and()
    while (this.accept('keyword', 'or')) {
      const a = left
      const b = this.and()
      left = (scope, filters) => a(scope, filters) || b(scope, filters)
    }
    return left
  }

  and() {
    let left = this.not()
    while (this.accept('keyword', 'and')) {
      const a = left
      const b = this.not()
      left = (scope, filters) => a(scope, filters) && b(scope, filters)
    }
    return left
  }

  not() {
    if (this.accept('keyword', 'not')) {
      const inner = this.not()
      return (scope, filters) => !truthy(inner(scope, filters))
    }
    return this.compare()
  }

  compare() {
    const left = this.pipe()
    const token = this.peek()
    if (!token || token.kind !== 'operator') return left
    this.next()
    const right = this.pipe()
    const compareWith = COMPARE[token.value]
    return (scope, filters) => compareWith(left(scope, filters), right(scope, filters))
  }

  pipe() {
    let value = this.primary()
    while (this.accept('punct', '|')) {
      const name = this.accept('path')
      if (!name || name.value.includes('.')) this.fail('a filter name must follow |')
      const args = []
      while (!this.done() && this.startsPrimary(this.peek())) {
        args.push(this.primary())
        this.accept('punct', ',')
      }
      const input = value
      const filterName = name.value
      const position = this.position
      value = (scope, filters) => {
        const filter = filters[filterName]
        if (typeof filter !== 'function') {
          throw new TemplateError(`unknown filter: ${filterName}`, position)
        }
        return filter(input(scope, filters), ...args.map((arg) => arg(scope, filters)))
      }
    }
    return value
  }

  startsPrimary(token) {
    if (token.kind === 'string' || token.kind === 'number' || token.kind === 'path') return true
    if (token.kind === 'keyword') return ['true', 'false', 'null'].includes(token.value)
    return token.kind === 'punct' && token.value === '('
  }

  primary() {
    const token = this.next()
    if (!token) this.fail('an expression ends too early')
    switch (token.kind) {
      case 'string':
      case 'number': {
        const constant = token.value
        return () => constant
      }
      case 'keyword': {
        if (token.value === 'true') return () => true
        if (token.value === 'false') return () => false
        if (token.value === 'null') return () => null
        return this.fail(`unexpected "${token.value}"`)
      }
      case 'path': {
        const path = parsePath(token.value)
        return (scope) => scope.lookup(path)
      }
      case 'punct': {
        if (token.value !== '(') this.fail(`unexpected "${token.value}"`)
        const inner = this.expression()
        if (!this.accept('punct', ')')) this.fail('missing )')
        return inner
      }
      default:
        return this.fail(`unexpected "${token.value}"`)
    }
  }
}

/** Template truth: empty arrays and empty strings are false, as are 0, null and undefined. */
export function truthy(value) {
  if (Array.isArray(value)) return value.length > 0
  return Boolean(value)
}

const COMPARE = {
  '==': (a, b) => a === b || (a == null && b == null),
  '!=': (a, b) => !(a === b || (a == null && b == null)),
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b
}
