// Markdown as HTML for the demo's page. Every character of the source is
// escaped; the only tags are the ones this renderer writes, and links keep
// only http(s) and in-page targets.
import { parseMarkdown } from './markdown.mjs'

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

function safeHref(href) {
  return /^(https?:\/\/|#)/i.test(href) ? href : null
}

const BARE_URL = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g

/** Text with its bare URLs as links, as GitHub shows them. */
function text(value) {
  let out = ''
  let at = 0
  for (const match of value.matchAll(BARE_URL)) {
    out += escapeHtml(value.slice(at, match.index))
    out += `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`
    at = match.index + match[0].length
  }
  return out + escapeHtml(value.slice(at))
}

function inline(nodes, inLink = false) {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return inLink ? escapeHtml(node.value) : text(node.value)
        case 'code':
          return `<code>${escapeHtml(node.value)}</code>`
        case 'strong':
          return `<strong>${inline(node.children, inLink)}</strong>`
        case 'em':
          return `<em>${inline(node.children, inLink)}</em>`
        case 'br':
          return '<br>'
        case 'link': {
          const href = safeHref(node.href)
          const label = inline(node.children, true) || escapeHtml(node.href)
          return href && !inLink
            ? `<a href="${escapeHtml(href)}">${label}</a>`
            : label
        }
        case 'tag':
          return `<${node.name}>${inline(node.children, inLink)}</${node.name}>`
        default:
          return ''
      }
    })
    .join('')
}

function blocks(list) {
  return list
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return `<h${block.level}>${inline(block.text)}</h${block.level}>`
        case 'paragraph':
          return `<p>${inline(block.text)}</p>`
        case 'rule':
          return '<hr>'
        case 'code': {
          const lang = /^[\w+-]+$/.test(block.lang)
            ? ` class="language-${block.lang}"`
            : ''
          return `<pre><code${lang}>${escapeHtml(block.text)}</code></pre>`
        }
        case 'quote':
          return `<blockquote>${blocks(block.blocks)}</blockquote>`
        case 'list': {
          const items = block.items
            .map((item) => {
              // A tight item's paragraph is its text, as GitHub renders it.
              const only = item.length === 1 && item[0].type === 'paragraph'
              return `<li>${only ? inline(item[0].text) : blocks(item)}</li>`
            })
            .join('')
          if (!block.ordered) return `<ul>${items}</ul>`
          const start = block.start === 1 ? '' : ` start="${block.start}"`
          return `<ol${start}>${items}</ol>`
        }
        case 'table': {
          const cell = (tag, nodes, col) => {
            const align = block.align[col]
            const style = align === 'left' ? '' : ` style="text-align:${align}"`
            return `<${tag}${style}>${inline(nodes)}</${tag}>`
          }
          const head = block.header.map((nodes, col) => cell('th', nodes, col))
          const rows = block.rows.map(
            (row) =>
              `<tr>${block.header.map((_, col) => cell('td', row[col] ?? [], col)).join('')}</tr>`
          )
          return `<table><thead><tr>${head.join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`
        }
        case 'details':
          return `<details><summary>${inline(block.summary)}</summary>${blocks(block.blocks)}</details>`
        default:
          return ''
      }
    })
    .join('\n')
}

/** `markdown` as an HTML fragment. */
export function renderHtml(markdown) {
  return blocks(parseMarkdown(markdown))
}
