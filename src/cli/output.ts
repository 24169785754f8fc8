/** Where the CLI's output goes: the streams, redacted and escaped, and the transcript. */
import {
  type EmitEvent,
  fanOut,
  createTranscriptWriter,
  type TranscriptWriter
} from '../agent/index.js'
import { createSafeWriter, type Redactor } from '../security/index.js'
import { answerOnce } from './answer-once.js'
import { liveText, type Terminal } from './live-text.js'
import type { CliValues } from './options.js'
import { createProgressPrinter } from './progress-printer.js'
import { paintDiff, paintProgress, useColour } from './colour.js'
import { systemClock, type WaitClock, waitingIndicator } from './waiting.js'

/** Where the CLI writes; injectable for tests. */
export interface CliIo {
  stdout: (text: string) => void
  stderr: (text: string) => void
  env: NodeJS.ProcessEnv
  cwd: string
  /** What stdout and stderr are; absent: neither is a terminal. */
  terminal?: Terminal
  /** The clock of the elapsed-time indicator; default the real one. */
  clock?: WaitClock
}

/** Where a run's output goes: redacted and escaped, once. */
export interface CliOutput {
  stdout: ReturnType<typeof createSafeWriter>
  stderr: ReturnType<typeof createSafeWriter>
  /** stderr for the diff: coloured in a terminal. */
  diff: ReturnType<typeof createSafeWriter>
  progress: ReturnType<typeof answerOnce>
  /** The model's text as it streams; null when not shown. */
  live: ReturnType<typeof liveText> | null
  /** The elapsed-time indicator; null off a terminal. */
  waiting: ReturnType<typeof waitingIndicator> | null
  transcript: TranscriptWriter | null
  emit: EmitEvent
}

export function openOutput(
  io: CliIo,
  values: CliValues,
  redact: Redactor,
  transcriptPath: string | null
): CliOutput {
  const transcript = transcriptPath
    ? createTranscriptWriter(transcriptPath, redact)
    : null
  // What the session prints is redacted and escaped on line boundaries:
  // the CLI may run as a workflow step, whose runner reads workflow
  // commands from its output (docs/security.md item 20). Colour goes on
  // after, at line ends.
  const colour = useColour(io.env, io.terminal)
  const stdout = createSafeWriter(io.stdout, redact)
  const stderr = createSafeWriter(io.stderr, redact)
  const diff = createSafeWriter(
    (text) => io.stderr(colour ? paintDiff(text) : text),
    redact
  )
  const progress = answerOnce(
    createProgressPrinter(
      (line) => stderr.write(`${colour ? paintProgress(line) : line}\n`),
      redact
    )
  )
  // The model's text as it streams, in a terminal or with --stream; the
  // pieces come redacted from the session, and the live view escapes them.
  const streaming =
    !values['no-stream'] && (values.stream === true || io.terminal?.stderr)
  const live = streaming
    ? liveText(io.stderr, progress.emit, { dim: colour })
    : null
  const shown = live?.emit ?? progress.emit
  // Elapsed time while the model thinks: on a terminal only.
  const waiting = io.terminal?.stderr
    ? waitingIndicator(io.stderr, shown, io.clock ?? systemClock)
    : null
  const emits: EmitEvent[] = [waiting?.emit ?? shown]
  if (transcript) emits.unshift(transcript.emit)
  return {
    stdout,
    stderr,
    diff,
    progress,
    live,
    waiting,
    transcript,
    emit: fanOut(...emits)
  }
}
