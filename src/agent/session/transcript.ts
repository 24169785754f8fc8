import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs'
import path from 'node:path'
import { type Redactor, redactValue } from '../../security/index.js'
import type { AgentEvent, EmitEvent } from '../types.js'

/** A JSONL transcript: one redacted event per line, with its time. */
export interface TranscriptWriter {
  readonly path: string
  emit: EmitEvent
  close(): void
}

/**
 * Writes every event except streamed `text-delta` fragments (the complete
 * text is in `assistant-message`) to `file`, one JSON object per line,
 * synchronously, so a crash still leaves every event written so far.
 */
export function createTranscriptWriter(
  file: string,
  redact: Redactor,
  now: () => Date = () => new Date()
): TranscriptWriter {
  mkdirSync(path.dirname(file), { recursive: true })
  let fd: number | null = openSync(file, 'w')
  return {
    path: file,
    emit(event: AgentEvent) {
      // Streamed text and partial output are progress: the assistant
      // message and the tool-end event hold all of it.
      if (
        fd === null ||
        event.type === 'text-delta' ||
        event.type === 'tool-output'
      )
        return
      const line = JSON.stringify({
        time: now().toISOString(),
        ...redactValue(event, redact)
      })
      writeSync(fd, `${line}\n`)
    },
    close() {
      if (fd !== null) closeSync(fd)
      fd = null
    }
  }
}

/** Reads a transcript back into events (blank and broken lines skipped). */
export function parseTranscript(
  text: string
): (AgentEvent & { time?: string })[] {
  const events: (AgentEvent & { time?: string })[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    try {
      events.push(JSON.parse(line) as AgentEvent & { time?: string })
    } catch {
      // a line cut by a crash is skipped
    }
  }
  return events
}
