/**
 * Splits one CSV line into its fields (RFC 4180). A field may be quoted
 * with double quotes; inside a quoted field, a comma is text and a quote is
 * written twice ("").
 */
export function parseCsvLine(line, separator = ',') {
  const fields = []
  let field = ''
  let quoted = false
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]
    if (quoted) {
      if (char === '"') {
        quoted = false
      } else {
        field += char
      }
    } else if (char === '"') {
      quoted = true
    } else if (char === separator) {
      fields.push(field)
      field = ''
    } else {
      field += char
    }
  }
  fields.push(field)
  return fields
}

/** Parses a whole document: one array of fields per non-empty line. */
export function parseCsv(text, separator = ',') {
  return text
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => parseCsvLine(line, separator))
}
