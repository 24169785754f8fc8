/**
 * Reading every page of a REST list (GitHub answers 100 items a page at
 * most, with `Link` headers). Page one names the last page, so the rest are
 * asked a few at a time instead of one after another, and a list longer than
 * the cap keeps the end it needs: the newest comments, the first files.
 */

/** One page request: `page` is 1-based; resolves with its items and `Link` header. */
type PageFetcher<T> = (
  page: number
) => Promise<{ items: T[]; link: string | undefined }>

/** Items a page holds; the most GitHub answers. */
export const PER_PAGE = 100
/** Pages asked at once after the first. */
const CONCURRENCY = 4

/** The page numbers of a `Link` header: `{ next: 2, last: 13 }`. */
export function parseLink(link: string | undefined): Record<string, number> {
  const pages: Record<string, number> = {}
  for (const part of (link ?? '').split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="([^"]+)"/.exec(part)
    if (!match) continue
    const page = new URL(match[1], 'http://x').searchParams.get('page')
    if (page && /^\d+$/.test(page)) pages[match[2]] = Number(page)
  }
  return pages
}

/**
 * Every item of the list, in order, at most `cap` of them: the first `cap`
 * (`keep: 'first'`) or the last `cap` (`keep: 'last'`), whole pages.
 */
export async function readAllPages<T>(
  fetchPage: PageFetcher<T>,
  options: { cap: number; keep: 'first' | 'last' }
): Promise<T[]> {
  const first = await fetchPage(1)
  const links = parseLink(first.link)
  const maxPages = Math.max(1, Math.ceil(options.cap / PER_PAGE))
  if (links.last === undefined) {
    // No page count: follow `next` one page after another.
    const items = [...first.items]
    let next = links.next
    for (let pages = 1; next !== undefined && pages < maxPages; pages += 1) {
      const page = await fetchPage(next)
      items.push(...page.items)
      next = parseLink(page.link).next
    }
    return trim(items, options)
  }
  const last = links.last
  // The last page may be short: one page more covers the cap.
  const from = options.keep === 'last' ? Math.max(2, last - maxPages) : 2
  const to = options.keep === 'last' ? last : Math.min(last, maxPages)
  const numbers: number[] = []
  for (let page = from; page <= to; page += 1) numbers.push(page)
  const rest: T[][] = []
  for (let at = 0; at < numbers.length; at += CONCURRENCY) {
    const batch = await Promise.all(
      numbers.slice(at, at + CONCURRENCY).map((page) => fetchPage(page))
    )
    rest.push(...batch.map((page) => page.items))
  }
  const head = from === 2 ? first.items : []
  return trim([...head, ...rest.flat()], options)
}

function trim<T>(items: T[], options: { cap: number; keep: string }): T[] {
  if (items.length <= options.cap) return items
  return options.keep === 'last'
    ? items.slice(-options.cap)
    : items.slice(0, options.cap)
}
