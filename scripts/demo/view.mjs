// What a maintainer sees on GitHub after the run, as sections: the issue
// and the trigger comment, the reactions, each version of the tracking
// comment, the pull request and its diff, the job summary and the outputs.
// Printed for the terminal, or as one HTML page.
import { escapeHtml, renderHtml } from './html.mjs'
import { renderTerminal, styles, width } from './terminal.mjs'

const EMOJI = {
  eyes: '👀',
  rocket: '🚀',
  confused: '😕',
  '+1': '👍',
  '-1': '👎'
}
EMOJI.hooray = '🎉'
EMOJI.heart = '❤️'
EMOJI.laugh = '😄'

const seconds = (ms) => `+${(ms / 1000).toFixed(1)} s`

/**
 * The run (from run-action.mjs) as a list of sections: the issue and the
 * trigger, then what the run did on the issue in the order it happened,
 * then, once it is `done`, the pull request, its diff, the job summary and
 * the outputs. While the run goes on, the newest version of the newest
 * comment is held back for a second: it may be the final one.
 */
export function sections(run, { owner, repo }) {
  const out = []
  const bot = 'github-actions[bot]'
  out.push({
    title: `Issue #${run.issue.number}: ${run.issue.title}`,
    meta: `opened by @${run.issue.user.login} in ${owner}/${repo}`,
    markdown: run.issue.body
  })
  out.push({
    title: `@${run.trigger.user.login} commented on #${run.issue.number}`,
    meta: 'this comment triggers the workflow (event issue_comment)',
    markdown: run.trigger.body
  })
  const timeline = []
  for (const reaction of run.reactions) {
    const emoji = EMOJI[reaction.content] ?? reaction.content
    timeline.push({
      at: reaction.at,
      title: `${emoji} ${bot} reacted to the comment`,
      meta: seconds(reaction.at)
    })
    if (reaction.removedAt !== undefined)
      timeline.push({
        at: reaction.removedAt,
        title: `${emoji} ${bot} removed its reaction`,
        meta: seconds(reaction.removedAt)
      })
  }
  // The first comment the run posts is its tracking comment; the last
  // version of the last one is what stays on the issue.
  run.comments.forEach((comment, at) => {
    const name = at === 0 ? `Tracking comment by ${bot}` : `Comment by ${bot}`
    comment.versions.forEach((version, index) => {
      const last =
        at === run.comments.length - 1 && index === comment.versions.length - 1
      // A version still the newest after a second is not the final one:
      // the action edits its comment last thing before it exits.
      if (last && !run.done && run.at - version.at < 1000) return
      timeline.push({
        at: version.at,
        title:
          last && run.done
            ? `Final comment by ${bot} on #${comment.issue}`
            : `${name}, version ${index + 1}`,
        meta: `${seconds(version.at)}${index === 0 ? ' (posted)' : ' (edited)'}`,
        markdown: version.body
      })
    })
  })
  out.push(...timeline.sort((a, b) => a.at - b.at))
  if (!run.done) return out
  if (run.pull) {
    const { pull } = run
    const reviewers = run.reviewers.length
      ? `; review requested from ${run.reviewers.map((login) => `@${login}`).join(', ')}`
      : ''
    out.push({
      title: `Pull request #${pull.number}: ${pull.title}`,
      meta: `${bot} wants to merge ${pull.head} into ${pull.base}${pull.draft ? ' (draft)' : ''}${reviewers}; ${seconds(pull.at)}`,
      markdown: pull.body
    })
    out.push({
      title: `Files changed: ${pull.head} vs ${pull.base}`,
      diff: run.diff
    })
  }
  out.push({
    title: 'Job summary',
    meta: 'the run page on GitHub shows this below the job',
    markdown: run.summary || '_(empty)_'
  })
  out.push({ title: 'Step outputs', outputs: run.outputs })
  return out
}

function outputLines(outputs, s) {
  const names = Object.keys(outputs)
  const pad = Math.max(0, ...names.map((name) => name.length))
  return names.flatMap((name) => {
    const [first, ...rest] = (outputs[name] || s.dim('(empty)')).split('\n')
    return [
      `${s.bold(name.padEnd(pad))}  ${first}`,
      ...rest.map((line) => `${' '.repeat(pad + 2)}${line}`)
    ]
  })
}

function diffLines(diff, s) {
  return diff
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => {
      if (/^(diff |index |--- |\+\+\+ )/.test(line)) return s.bold(line)
      if (line.startsWith('@@')) return s.code(line)
      if (line.startsWith('+')) return s.green(line)
      if (line.startsWith('-')) return s.red(line)
      return line
    })
}

/** The sections as terminal text. */
export function renderTerminalView(list, { columns = 80, color = false } = {}) {
  const s = styles(color)
  const max = Math.max(40, Math.min(columns, 100))
  const lines = []
  for (const section of list) {
    const title = ` ${section.title} `
    lines.push(
      '',
      s.yellow(`━━${title}${'━'.repeat(Math.max(2, max - width(title) - 2))}`)
    )
    if (section.meta) lines.push(s.dim(section.meta))
    let body = []
    if (section.markdown !== undefined)
      body = renderTerminal(section.markdown, { max: max - 2, color })
    else if (section.diff !== undefined)
      body = section.diff ? diffLines(section.diff, s) : ['(no changes)']
    else if (section.outputs) body = outputLines(section.outputs, s)
    if (body.length)
      lines.push('', ...body.map((line) => (line ? `  ${line}` : '')))
  }
  return `${lines.join('\n')}\n`
}

const CSS = `body{font:14px/1.5 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2328}
section{border:1px solid #d1d9e0;border-radius:6px;margin:1rem 0}
section>header{background:#f6f8fa;border-bottom:1px solid #d1d9e0;padding:.5rem 1rem;border-radius:6px 6px 0 0}
section>header h2{font-size:1rem;margin:0}section>header p{margin:0;color:#59636e;font-size:12px}
.body{padding:.5rem 1rem}code{background:#eff1f3;padding:.1em .3em;border-radius:4px;font-size:85%}
pre{background:#f6f8fa;padding:1rem;overflow:auto;border-radius:6px}pre code{background:none;padding:0}
table{border-collapse:collapse}td,th{border:1px solid #d1d9e0;padding:.3rem .8rem}
blockquote{margin:0;padding:0 1rem;color:#59636e;border-left:.25em solid #d1d9e0}
.diff{margin:0;border-radius:0 0 6px 6px}.add{background:#dafbe1;display:block}.del{background:#ffebe9;display:block}
.notice{background:#fff8c5;border:1px solid #d4a72c;border-radius:6px;padding:.5rem 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{font-weight:600}dd{margin:0;white-space:pre-wrap;font-family:monospace}`

/** The sections as one static HTML page; `notice`, when given, is its first line. */
export function renderHtmlView(list, { title, notice }) {
  const body = list.map((section) => {
    let content = ''
    if (section.markdown !== undefined)
      content = `<div class="body">${renderHtml(section.markdown)}</div>`
    else if (section.diff !== undefined) {
      const lines = section.diff
        .replace(/\n$/, '')
        .split('\n')
        .map((line) => {
          const kind =
            line.startsWith('+') && !line.startsWith('+++')
              ? 'add'
              : line.startsWith('-') && !line.startsWith('---')
                ? 'del'
                : ''
          return kind
            ? `<span class="${kind}">${escapeHtml(line)}</span>`
            : `${escapeHtml(line)}\n`
        })
      content = `<pre class="diff"><code>${lines.join('')}</code></pre>`
    } else if (section.outputs) {
      const rows = Object.entries(section.outputs).map(
        ([name, value]) =>
          `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`
      )
      content = `<div class="body"><dl>${rows.join('')}</dl></div>`
    }
    const meta = section.meta ? `<p>${escapeHtml(section.meta)}</p>` : ''
    return `<section><header><h2>${escapeHtml(section.title)}</h2>${meta}</header>${content}</section>`
  })
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>${CSS}</style></head>
<body>${notice ? `<p class="notice">${escapeHtml(notice)}</p>\n` : ''}<h1>${escapeHtml(title)}</h1>
${body.join('\n')}
</body></html>
`
}
