/**
 * Errors of the engine. Every error names where in the template it
 * happened, as `line:column`, so a message can be acted on without a
 * debugger.
 */
export class TemplateError extends Error {
  constructor(message, position) {
    super(position ? `${message} (at ${position.line}:${position.column})` : message)
    this.name = 'TemplateError'
    this.position = position ?? null
  }
}

/** The line and column (both 1-based) of `offset` in `source`. */
export function positionOf(source, offset) {
  let line = 1
  let column = 1
  for (let index = 0; index < offset && index < source.length; index += 1) {
    if (source[index] === '\n') {
      line += 1
      column = 1
    } else {
      column += 1
    }
  }
  return { line, column, offset }
}
