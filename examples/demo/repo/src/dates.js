/** Formats a date as YYYY-MM-DD, in UTC. */
export function formatDate(date) {
  const year = date.getUTCFullYear()
  const month = String(date.getUTCMonth()).padStart(2, '0')
  const day = String(date.getUTCDate()).padStart(2, '0')
  return `${year}-${month}-${day}`
}

/** Whole days from `start` to `end`, ignoring the time of day. */
export function daysBetween(start, end) {
  const day = 24 * 60 * 60 * 1000
  const startDay = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate())
  const endDay = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate())
  return Math.round((endDay - startDay) / day)
}
