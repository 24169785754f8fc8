/**
 * The parser: tokens (lexer.js) to a tree of nodes, each expression
 * compiled once (expression.js). Nodes:
 *
 *   { type: 'text', value }
 *   { type: 'output', value, escape, source }
 *   { type: 'if', test, negate, then, otherwise }      #if and #unless
 *   { type: 'each', list, alias, body, otherwise }
 *   { type: 'with', value, body, otherwise }
 *   { type: 'partial', name, context }
 *
 * `then`, `otherwise` and `body` are lists of nodes. Every node keeps the
 * position of its tag for error messages.
 */
import { TemplateError } from './errors.js'
import { compileExpression } from './expression.js'
import { tokenize } from './lexer.js'

/** Parses a whole template into its list of nodes. */
export function parse(source) {
  const tokens = tokenize(source)
  const state = { tokens, index: 0 }
  const nodes = parseNodes(state, null)
  if (state.index < tokens.length) {
    const token = tokens[state.index]
    throw new TemplateError(`unexpected {{${describe(token)}}}`, token.position)
  }
  return nodes
}

/**
 * Parses nodes until the `{{/block}}` or `{{else}}` that ends `open` (the
 * open token of the enclosing block, null at the top level). Leaves the
 * index on the token that ended the list.
 */
function parseNodes(state, open) {
  const nodes = []
  while (state.index < state.tokens.length) {
    const token = state.tokens[state.index]
    if (token.type === 'close' || token.type === 'else') {
      if (!open) throw new TemplateError(`{{${describe(token)}}} without an open block`, token.position)
      return nodes
    }
    state.index += 1
    nodes.push(parseNode(state, token))
  }
  if (open) {
    throw new TemplateError(`{{#${open.block}}} is never closed: add {{/${open.block}}}`, open.position)
  }
  return nodes
}

function parseNode(state, token) {
  switch (token.type) {
    case 'text':
      return { type: 'text', value: token.value }
    case 'output':
      return {
        type: 'output',
        value: compileExpression(token.expression, token.position),
        escape: token.escape,
        source: token.expression,
        position: token.position
      }
    case 'partial':
      return {
        type: 'partial',
        name: token.name,
        context: compileExpression(token.expression, token.position),
        position: token.position
      }
    case 'open':
      return parseBlock(state, token)
    default:
      throw new TemplateError(`unexpected {{${describe(token)}}}`, token.position)
  }
}

/** A block and its optional `{{else}}` part, up to its matching close. */
function parseBlock(state, open) {
  const header = blockHeader(open)
  const body = parseNodes(state, open)
  let otherwise = []
  let token = state.tokens[state.index]
  if (token.type === 'else') {
    state.index += 1
    otherwise = parseNodes(state, open)
    token = state.tokens[state.index]
    if (token.type === 'else') {
      throw new TemplateError(`{{#${open.block}}} has two {{else}}`, token.position)
    }
  }
  if (token.block !== open.block) {
    throw new TemplateError(
      `{{/${token.block}}} closes {{#${open.block}}} opened at ${open.position.line}:${open.position.column}`,
      token.position
    )
  }
  state.index += 1
  switch (open.block) {
    case 'if':
    case 'unless':
      return { type: 'if', ...header, then: body, otherwise, position: open.position }
    case 'each':
      return { type: 'each', ...header, body, otherwise, position: open.position }
    default:
      return { type: 'with', ...header, body, otherwise, position: open.position }
  }
}

/** The compiled parts of a block's open tag. */
function blockHeader(open) {
  if (open.block === 'if' || open.block === 'unless') {
    return {
      test: compileExpression(open.expression, open.position),
      negate: open.block === 'unless'
    }
  }
  if (open.block === 'each') {
    const match = /^(.*?)\s+as\s+([A-Za-z_$][\w$]*)$/.exec(open.expression)
    const listSource = match ? match[1] : open.expression
    return {
      list: compileExpression(listSource, open.position),
      alias: match ? match[2] : null
    }
  }
  return { value: compileExpression(open.expression, open.position) }
}

function describe(token) {
  switch (token.type) {
    case 'close':
      return `/${token.block}`
    case 'else':
      return 'else'
    case 'open':
      return `#${token.block} ${token.expression}`
    case 'partial':
      return `> ${token.name}`
    default:
      return token.expression ?? token.type
  }
}
