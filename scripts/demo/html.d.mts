/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string
/** `markdown` as an HTML fragment. */
export function renderHtml(markdown: string): string
