/**
 * Globs as the grep tool takes them: `!` negation, `{a,b}` braces, `*`, `**`,
 * `?` and `[...]`, and anchoring as in .gitignore (a glob with a `/` matches
 * the path from the root, one without matches the file name at any depth).
 */

/** One brace-free alternative of a glob. */
interface GlobAlternative {
  /** Glob without braces, leading `/` or `./`. */
  pattern: string
  /** Has a `/`: matched against the whole root-relative path. */
  anchored: boolean
  regex: RegExp
}

/** A parsed glob, see {@link parseGlob}. */
export interface GlobSpec {
  /** The glob as given, minus a leading `!`, for rg. */
  raw: string
  negate: boolean
  alternatives: GlobAlternative[]
}

const MAX_GLOB_ALTERNATIVES = 64

/** Parses a glob: `!` negation, braces, anchoring as in .gitignore. */
export function parseGlob(glob: string): GlobSpec {
  const negate = glob.startsWith('!')
  let raw = negate ? glob.slice(1) : glob
  while (raw.startsWith('./')) raw = raw.slice(2)
  if (raw.endsWith('/')) raw += '**'
  const alternatives = expandBraces(raw).map((alternative) => {
    const anchored = alternative.includes('/')
    const pattern = alternative.replace(/^\/+/, '')
    return { pattern, anchored, regex: globToRegExp(pattern) }
  })
  return { raw, negate, alternatives }
}

/** Whether a root-relative file path passes the glob. */
export function globAccepts(glob: GlobSpec, file: string): boolean {
  const name = file.slice(file.lastIndexOf('/') + 1)
  const matched = glob.alternatives.some((alternative) =>
    alternative.regex.test(alternative.anchored ? file : name)
  )
  return matched !== glob.negate
}

/** Expands `{a,b}` alternatives (nested too), at most 64 results. */
export function expandBraces(glob: string): string[] {
  let depth = 0
  let start = -1
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index]
    if (char === '\\') {
      index += 1
    } else if (char === '{') {
      if (depth === 0) start = index
      depth += 1
    } else if (char === '}' && depth > 0) {
      depth -= 1
      if (depth > 0) continue
      const options = splitTopLevel(glob.slice(start + 1, index))
      if (options.length < 2) continue
      const prefix = glob.slice(0, start)
      const suffix = glob.slice(index + 1)
      const results: string[] = []
      for (const option of options) {
        for (const expanded of expandBraces(prefix + option + suffix)) {
          results.push(expanded)
          if (results.length >= MAX_GLOB_ALTERNATIVES) return results
        }
      }
      return results
    }
  }
  return [glob]
}

function splitTopLevel(body: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]
    if (char === '\\') index += 1
    else if (char === '{') depth += 1
    else if (char === '}') depth -= 1
    else if (char === ',' && depth === 0) {
      parts.push(body.slice(start, index))
      start = index + 1
    }
  }
  parts.push(body.slice(start))
  return parts
}

/** A brace-free glob as an anchored RegExp: `**` spans directories, `*` not. */
export function globToRegExp(glob: string): RegExp {
  let source = ''
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index]
    if (char === '*') {
      if (glob[index + 1] === '*') {
        const atStart = index === 0 || glob[index - 1] === '/'
        const after = glob[index + 2]
        index += 1
        if (atStart && after === '/') {
          source += '(?:.*/)?'
          index += 1
          continue
        }
        if (atStart && after === undefined) {
          source += '.*'
          continue
        }
      }
      source += '[^/]*'
    } else if (char === '?') {
      source += '[^/]'
    } else if (char === '[') {
      const end = glob.indexOf(']', index + 2)
      if (end === -1) {
        source += '\\['
        continue
      }
      let body = glob.slice(index + 1, end)
      if (body.startsWith('!')) body = `^${body.slice(1)}`
      source += `[${body.replace(/\\(?!.)/g, '\\\\')}]`
      index = end
    } else if (char === '\\' && index + 1 < glob.length) {
      index += 1
      source += escapeRegExp(glob[index])
    } else {
      source += escapeRegExp(char)
    }
  }
  return new RegExp(`^${source}$`)
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')
}
