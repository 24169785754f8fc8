import { nulLineParser, parseNumbered, runStreaming } from './search-process.js'
import {
  finishStopped,
  patternError,
  type BackendOutcome,
  type Collector,
  type Search
} from './search.js'

/**
 * Searches with ripgrep; undefined when the program cannot be started, so
 * that the next backend takes over.
 */
export async function searchWithRg(
  rgPath: string,
  search: Search,
  collector: Collector
): Promise<BackendOutcome | undefined> {
  const args = [
    '--no-config',
    '--hidden',
    '--no-messages',
    '--color',
    'never',
    '--no-heading',
    '--with-filename',
    '--null'
  ]
  if (search.ignoreCase) args.push('--ignore-case')
  if (search.content) {
    args.push('--line-number')
    if (search.context) args.push('--context', String(search.context))
  } else {
    args.push('--count')
  }
  if (search.glob) {
    args.push('--glob', `${search.glob.negate ? '!' : ''}${search.glob.raw}`)
  }
  // Last, so that it wins over a user glob such as '*'.
  args.push('--glob', '!.git', '-e', search.pattern, '--', search.target)

  const parse = search.content
    ? nulLineParser((file, rest) => parseNumbered(collector, file, rest))
    : nulLineParser((file, rest) => collector.count(file, Number(rest)))
  const result = await runStreaming(
    rgPath,
    args,
    search,
    parse,
    undefined,
    () => collector.files.size > search.maxEntries
  )
  if (result.spawnError) return undefined
  if (result.stopped) return finishStopped(collector, result.stopped)
  const stderr = result.stderr.trim()
  if (result.code === 0 || result.code === 1) return {}
  if (result.code === 2 && !stderr) return {}
  return { error: patternError('rg', stderr, result.code) }
}
