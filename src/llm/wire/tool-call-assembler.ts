/**
 * Reassembles streamed `delta.tool_calls` fragments into whole tool calls,
 * surviving the quirks of OpenAI-compatible servers (docs/loop.md §8.3):
 * keyed by `index` and by `id`, Ollama's reused index 0, Nebius/Cerebras'
 * fresh index on a continuation, LM Studio/Kimi re-sent ids, no index at
 * all, cumulative argument re-sends, names re-sent per chunk, integer ids.
 * Arguments are parsed once, strictly, at the end; partial JSON never runs.
 */
import { errorMessage } from '../../shared/index.js'
import type { ParsedToolCall } from '../types.js'
import type { WireFunctionDelta, WireToolCallDelta } from './wire-chunk.js'

/** Options of {@link ToolCallAssembler.finish}. */
interface FinishToolCallsOptions {
  /**
   * The reply stopped at the output token limit (`finish_reason: length`);
   * an unfinished last call then gets an error asking for a shorter call.
   */
  truncated?: boolean
}

interface Slot {
  id: string | null
  name: string | null
  parts: string[]
  /** Sum of the lengths of `parts`, so appends never join to measure. */
  length: number
  cumulative: boolean
  scan: JsonScan
}

/** Incremental bracket balance of JSON text, outside strings. */
interface JsonScan {
  depth: number
  inString: boolean
  escaped: boolean
  nonEmpty: boolean
}

const newScan = (): JsonScan => ({
  depth: 0,
  inString: false,
  escaped: false,
  nonEmpty: false
})

function scanText(scan: JsonScan, text: string): void {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (scan.inString) {
      if (scan.escaped) scan.escaped = false
      else if (c === 0x5c) scan.escaped = true
      else if (c === 0x22) scan.inString = false
      continue
    }
    switch (c) {
      case 0x20:
      case 0x09:
      case 0x0a:
      case 0x0d:
        continue
      case 0x22:
        scan.inString = true
        break
      case 0x7b:
      case 0x5b:
        scan.depth++
        break
      case 0x7d:
      case 0x5d:
        scan.depth--
        break
    }
    scan.nonEmpty = true
  }
}

/** Non-empty, and every `{`/`[` outside a string has been closed. */
function argumentsClosed(slot: Slot): boolean {
  const { scan } = slot
  return scan.nonEmpty && !scan.inString && scan.depth <= 0
}

function append(slot: Slot, text: string): void {
  if (slot.length > 0 && text.length > slot.length) {
    const joined = slot.parts.join('')
    if (text.startsWith(joined)) {
      // The provider re-sends everything so far: keep only the newest copy.
      slot.parts = [text]
      slot.length = text.length
      slot.cumulative = true
      scanText(slot.scan, text.slice(joined.length))
      return
    }
  } else if (
    slot.cumulative &&
    text.length === slot.length &&
    text === slot.parts.join('')
  ) {
    return
  }
  slot.parts.push(text)
  slot.length += text.length
  scanText(slot.scan, text)
}

/** Assembles the tool calls of one streamed reply. */
export class ToolCallAssembler {
  readonly #slots = new Map<string, Slot>()
  readonly #remap = new Map<number, string>()
  #lastSlot: string | null = null
  #splitCounter = 0

  /** Number of distinct calls seen so far. */
  get size(): number {
    return this.#slots.size
  }

  /** Feeds the `delta.tool_calls` of one chunk; anything else is ignored. */
  push(deltaToolCalls: unknown): void {
    const list = Array.isArray(deltaToolCalls)
      ? deltaToolCalls
      : isRecord(deltaToolCalls)
        ? [deltaToolCalls]
        : []
    for (let p = 0; p < list.length; p++) {
      const delta: unknown = list[p]
      if (isRecord(delta)) this.#pushOne(delta, p)
    }
  }

  #pushOne(delta: WireToolCallDelta, p: number): void {
    const slots = this.#slots
    const fn: WireFunctionDelta | undefined = isRecord(delta.function)
      ? delta.function
      : undefined
    // Poolside sends integer ids.
    const id =
      delta.id !== undefined && delta.id !== null && delta.id !== ''
        ? String(delta.id)
        : null
    const idx = Number.isInteger(delta.index) ? (delta.index as number) : null
    const name = typeof fn?.name === 'string' && fn.name ? fn.name : null
    const args = argumentsText(fn?.arguments)
    const last = this.#lastSlot === null ? undefined : slots.get(this.#lastSlot)

    let key: string
    if (idx !== null) {
      key = this.#remap.get(idx) ?? `i${idx}`
      if (!slots.has(key) && !id && !name && last && !argumentsClosed(last)) {
        // Nebius/Cerebras: a fresh index on a continuation of the open call.
        key = this.#lastSlot as string
        this.#remap.set(idx, key)
      }
      const existing = slots.get(key)
      if (
        existing &&
        id &&
        existing.id &&
        id !== existing.id &&
        argumentsClosed(existing)
      ) {
        // Ollama: index 0 reused for a new call.
        key = `i${idx}#${++this.#splitCounter}`
        this.#remap.set(idx, key)
      }
      // A new id while the arguments are still open is the same call
      // (LM Studio and Kimi re-send ids).
    } else if (
      id &&
      !(last && last.id === id) &&
      (!last || argumentsClosed(last))
    ) {
      key = `id:${id}`
    } else {
      key = this.#lastSlot ?? `p${p}`
    }

    let slot = slots.get(key)
    if (!slot) {
      slot = {
        id: null,
        name: null,
        parts: [],
        length: 0,
        cumulative: false,
        scan: newScan()
      }
      slots.set(key, slot)
    }
    if (id && !slot.id) slot.id = id
    if (name) slot.name = name
    if (args) append(slot, args)
    this.#lastSlot = key
  }

  /**
   * The calls in first-seen order. Each has `input` when its arguments parse
   * to a JSON object, or `error` (a message for the model) when it must not
   * run. Ids missing from the stream become `call_<n>`.
   */
  finish(options: FinishToolCallsOptions = {}): ParsedToolCall[] {
    const slots = [...this.#slots.values()]
    const used = new Set<string>()
    for (const slot of slots) if (slot.id) used.add(slot.id)

    return slots.map((slot, i) => {
      let id = slot.id
      if (!id) {
        id = `call_${i + 1}`
        for (let k = 2; used.has(id); k++) id = `call_${i + 1}_${k}`
        used.add(id)
      }
      const joined = slot.parts.join('')
      const call: ParsedToolCall = {
        id,
        name: slot.name ?? '',
        arguments: joined.trim() === '' ? '{}' : joined
      }
      if (
        options.truncated &&
        i === slots.length - 1 &&
        !argumentsClosed(slot)
      ) {
        call.error =
          'your reply was cut off at the output token limit while writing ' +
          "this call's arguments, so it was not run; send it again shorter " +
          '(e.g. write a smaller file, or make fewer edits per call, and ' +
          'split the work over several calls)'
        return call
      }
      if (!slot.name) {
        call.error = 'tool call has no name'
        return call
      }
      const parsed = parseArguments(call.arguments)
      if ('error' in parsed) {
        call.error = parsed.error
        return call
      }
      call.arguments = parsed.text
      if (!isRecord(parsed.value)) {
        call.error =
          `arguments must be a JSON object, not ${jsonKind(parsed.value)}; ` +
          'send the call again with a JSON object of the parameters'
        return call
      }
      call.input = parsed.value
      return call
    })
  }
}

type ParsedArguments = { value: unknown; text: string } | { error: string }

function parseArguments(text: string): ParsedArguments {
  try {
    return { value: JSON.parse(text), text }
  } catch (error) {
    const copy = singleRepeatedValue(text)
    if (copy !== null) return copy
    return {
      error:
        `arguments were not valid JSON: ${errorMessage(error)}; ` +
        'send the call again with a complete JSON object'
    }
  }
}

/**
 * `{"a":1}{"a":1}`: some servers send the whole arguments twice or more.
 * Splits the text into top-level objects/arrays and, when all are the same
 * valid JSON text, returns one of them.
 */
function singleRepeatedValue(
  text: string
): { value: unknown; text: string } | null {
  const scan = newScan()
  const copies: string[] = []
  let start = -1
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    const wasOutside = scan.depth === 0 && !scan.inString
    scanText(scan, text[i])
    if (wasOutside && scan.depth === 0 && !scan.inString) {
      // Only whitespace may separate the copies.
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) continue
      return null
    }
    if (wasOutside) start = i
    if (scan.depth < 0) return null
    if (scan.depth === 0 && !scan.inString) {
      copies.push(text.slice(start, i + 1))
      if (copies.length > 1 && copies[copies.length - 1] !== copies[0]) {
        return null
      }
    }
  }
  if (copies.length < 2 || scan.depth !== 0 || scan.inString) return null
  try {
    return { value: JSON.parse(copies[0]), text: copies[0] }
  } catch {
    return null
  }
}

function argumentsText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  // A few servers send the arguments already parsed.
  return JSON.stringify(value)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function jsonKind(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return `a ${typeof value}`
}
