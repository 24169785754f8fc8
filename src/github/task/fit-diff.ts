/**
 * The pull request's diff fitted to a byte budget for the task text: hunk
 * bodies are trimmed first, then whole files omitted, and removed files are
 * only ever named.
 */
import { byteLength } from '../../shared/index.js'
import type { PullFile } from '../types.js'
import { capBytes } from './sanitize.js'

/** A diff fitted to a budget, and what happened to each file. */
export interface FittedDiff {
  text: string
  /** Shown whole (or as "(no textual diff)" when the API gave no patch). */
  included: string[]
  /** Shown with some hunk bodies replaced by a marker. */
  trimmed: string[]
  /** Left out to fit the budget; listed by name at the end. */
  omitted: string[]
  /** Removed by the pull request: listed by name, never with their patch. */
  deleted: string[]
}

interface Hunk {
  header: string
  lines: string[]
  trimmed: boolean
}

interface FileSection {
  file: PullFile
  kind: 'patch' | 'deleted' | 'binary'
  preamble: string[]
  hunks: Hunk[]
  bytes: number
  omitted: boolean
}

/**
 * Renders the pull request's files as `diff --git` sections, in the files'
 * order, within `budgetBytes`: first the largest hunk bodies are replaced by
 * a marker (hunk headers stay), then the largest files are omitted and
 * listed by name. Removed files are listed by name only; files without a
 * patch (binary or too large) say "(no textual diff)".
 */
export function fitDiff(files: PullFile[], budgetBytes: number): FittedDiff {
  const sections = files.map(toSection)
  const measure = (): number => {
    const kept = sections.filter((section) => !section.omitted)
    const omitted = sections.length - kept.length
    let bytes = kept.reduce((sum, section) => sum + section.bytes + 1, 0)
    if (omitted) bytes += byteLength(omittedLine(sections)) + 1
    return Math.max(0, bytes - 1)
  }
  const hunks = sections
    .flatMap((section) => section.hunks.map((hunk) => ({ section, hunk })))
    .map((entry) => ({
      ...entry,
      size: byteLength(entry.hunk.lines.join('\n'))
    }))
    .sort((a, b) => b.size - a.size)
  for (const { section, hunk, size } of hunks) {
    if (measure() <= budgetBytes) break
    if (size <= byteLength(trimMarker(hunk))) continue
    hunk.trimmed = true
    section.bytes = byteLength(renderSection(section))
  }
  const candidates = sections
    .filter((section) => section.kind === 'patch')
    .sort((a, b) => b.bytes - a.bytes)
  for (const section of candidates) {
    if (measure() <= budgetBytes) break
    section.omitted = true
  }
  const parts = sections
    .filter((section) => !section.omitted)
    .map(renderSection)
  if (sections.some((section) => section.omitted))
    parts.push(omittedLine(sections))
  let text = parts.join('\n')
  if (byteLength(text) > budgetBytes) text = capBytes(text, budgetBytes)
  if (byteLength(text) > budgetBytes) text = ''
  const names = (pick: (section: FileSection) => boolean): string[] =>
    sections.filter(pick).map((section) => section.file.filename)
  return {
    text,
    included: names(
      (s) => s.kind !== 'deleted' && !s.omitted && !s.hunks.some(isTrimmed)
    ),
    trimmed: names(
      (s) => s.kind === 'patch' && !s.omitted && s.hunks.some(isTrimmed)
    ),
    omitted: names((s) => s.omitted),
    deleted: names((s) => s.kind === 'deleted')
  }
}

function isTrimmed(hunk: Hunk): boolean {
  return hunk.trimmed
}

function toSection(file: PullFile): FileSection {
  const section: FileSection = {
    file,
    kind:
      file.status === 'removed'
        ? 'deleted'
        : file.patch === undefined || file.patch === ''
          ? 'binary'
          : 'patch',
    preamble: [],
    hunks: [],
    bytes: 0,
    omitted: false
  }
  if (section.kind === 'patch') {
    for (const line of (file.patch ?? '').replace(/\r\n/g, '\n').split('\n')) {
      if (line.startsWith('@@')) {
        section.hunks.push({ header: line, lines: [], trimmed: false })
      } else if (section.hunks.length) {
        section.hunks[section.hunks.length - 1].lines.push(line)
      } else {
        section.preamble.push(line)
      }
    }
  }
  section.bytes = byteLength(renderSection(section))
  return section
}

function renderSection(section: FileSection): string {
  const { file } = section
  const lines = [
    `diff --git a/${displayName(file.previousFilename ?? file.filename)} b/${displayName(file.filename)}`
  ]
  if (section.kind === 'deleted') {
    lines.push('(file deleted; contents not shown)')
  } else if (section.kind === 'binary') {
    lines.push('(no textual diff)')
  } else {
    lines.push(...section.preamble)
    for (const hunk of section.hunks) {
      lines.push(hunk.header)
      if (hunk.trimmed) lines.push(trimMarker(hunk))
      else lines.push(...hunk.lines)
    }
  }
  return lines.join('\n')
}

function trimMarker(hunk: Hunk): string {
  return `@@ … hunk trimmed (${hunk.lines.length} lines) @@`
}

function omittedLine(sections: FileSection[]): string {
  const names = sections
    .filter((section) => section.omitted)
    .map((section) => displayName(section.file.filename))
  return `(diff omitted to fit the size budget: ${names.join(', ')})`
}

function displayName(name: string): string {
  return name.replace(/\n/g, '\\n').replace(/\r/g, '\\r')
}
