/** `markdown` as terminal lines, at most `max` columns wide where it can. */
export function renderTerminal(
  markdown: string,
  options?: { max?: number; color?: boolean }
): string[]
/** Visible width of a terminal line. */
export function width(text: string): number
