import { describe, expect, it } from '@jest/globals'
import { renderHtml } from '../../scripts/demo/html.mjs'
import { renderTerminal } from '../../scripts/demo/terminal.mjs'

// The demo's rendering of what the action posts: readable in a terminal,
// and as HTML with every character of the source escaped.

const REPORT = [
  '<!-- agent-action -->',
  '### ❌ Failed <script>alert(1)</script>',
  '',
  '**Status:** ✗ `bash` exit 1 & more, see [the log](https://x.test/a?b=1&c=2) or [this](javascript:alert(1))',
  '',
  '1. first',
  '2. second',
  '   - nested _em_ and snake_case_word',
  '3. third',
  '',
  '<details><summary>Tool log (2 calls)</summary>',
  '',
  '| # | tool | result |',
  '|---|---|---:|',
  '| 1 | `bash` | ✗ exit 1 |',
  '| 2 | a \\| b | ok |',
  '',
  '```js',
  'const x = a < b && c > d',
  '```',
  '',
  '</details>',
  '',
  '> quoted **bold**',
  '',
  'Text with &lt;tag&gt; and <sub>small</sub>'
].join('\n')

describe('demo markdown', () => {
  it('renders a report as terminal text: headings, lists, details, tables, code, links as text (url)', () => {
    expect(renderTerminal(REPORT, { max: 72 })).toEqual([
      '❌ Failed <script>alert(1)</script>',
      '───────────────────────────────────',
      '',
      'Status: ✗ `bash` exit 1 & more, see the log (https://x.test/a?b=1&c=2)',
      'or this (javascript:alert(1))',
      '',
      '1. first',
      '2. second',
      '   • nested em and snake_case_word',
      '3. third',
      '',
      '▸ Tool log (2 calls)',
      '  ┌───┬────────┬──────────┐',
      '  │ # │ tool   │   result │',
      '  ├───┼────────┼──────────┤',
      '  │ 1 │ `bash` │ ✗ exit 1 │',
      '  │ 2 │ a | b  │       ok │',
      '  └───┴────────┴──────────┘',
      '',
      '      const x = a < b && c > d',
      '',
      '│ quoted bold',
      '',
      'Text with <tag> and small'
    ])
  })

  it('wraps long table cells inside their column', () => {
    const lines = renderTerminal(
      `| | |\n|---|---|\n| sandbox | ${'word '.repeat(20).trim()} |\n| path | \`/a/${'b'.repeat(60)}\` |`,
      { max: 40 }
    )
    expect(lines[0]).toBe('┌─────────┬────────────────────────────┐')
    expect(lines.every((line) => line.length <= 40)).toBe(true)
    expect(lines[1]).toBe('│ sandbox │ word word word word word   │')
  })

  it('renders the same report as HTML with the source escaped and only http(s) links', () => {
    const html = renderHtml(REPORT)
    expect(html).not.toContain('agent-action -->')
    expect(html).toContain(
      '<h3>❌ Failed &lt;script&gt;alert(1)&lt;/script&gt;</h3>'
    )
    expect(html).toContain(
      '<a href="https://x.test/a?b=1&amp;c=2">the log</a> or this</p>'
    )
    expect(html).not.toContain('javascript:')
    expect(html).toContain(
      '<ol><li>first</li><li><p>second</p>\n<ul><li>nested <em>em</em> and snake_case_word</li></ul></li><li>third</li></ol>'
    )
    expect(html).toContain('<details><summary>Tool log (2 calls)</summary>')
    expect(html).toContain(
      '<tr><td>2</td><td>a | b</td><td style="text-align:right">ok</td></tr>'
    )
    expect(html).toContain(
      '<pre><code class="language-js">const x = a &lt; b &amp;&amp; c &gt; d</code></pre></details>'
    )
    expect(html).toContain(
      '<blockquote><p>quoted <strong>bold</strong></p></blockquote>'
    )
    expect(html).toContain('<p>Text with &lt;tag&gt; and <sub>small</sub></p>')
  })
})
