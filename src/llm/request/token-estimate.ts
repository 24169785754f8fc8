/**
 * A token count that never under-counts (docs/loop.md §7.2): what the loop
 * uses to decide whether a request fits the window, without a tokenizer.
 *
 * Byte-pair encoders (o200k_base, cl100k_base and their kin) first split
 * text into pieces (letter runs, digit groups, punctuation runs, spaces,
 * newlines) and never merge across them, so the estimate walks the same
 * pieces and charges each what its worst realistic encoding costs: a word
 * of common letter pairs one token, every unusual pair one more (random
 * identifiers, hashes and base64 are charged per pair, as the encoders
 * split them), three digits a token, non-ASCII characters by their UTF-8
 * length. `__tests__/llm/request/token-estimate.test.ts` checks it against both
 * encoders on a corpus and states the ratios.
 */
import { IMAGE_TOKENS, imageLabel } from './image-parts.js'
import type { ChatMessage, ChatRequest, ToolDefinition } from '../types.js'

/**
 * Letter pairs common in English words and code identifiers (98 % of the
 * pairs in this repository's code and docs): each group is a first letter
 * and the letters that may follow it, so `abcd…` lists ab, ac, ad…. A pair
 * outside the table costs a token of its own: encoders split rare pairs,
 * while a word of common pairs is mostly one token.
 */
const COMMON_PAIRS =
  'abcdfgiklmnprstuwxy baeiloruy caehklortuy dabdegilosy eacdefglmnopqrstvwxy faefilortu geinrstu haeiortu iacdefglmnoprstvxz jeos keins ladeilostuy mabeimops nacdefgiklnopstuvy obcdfgiklmnoprstuvwx paeiloprstu qu racdefgiklmnorstuy sacehikloprstuwy tacdehioprstuwy ubcdeilmnprst vaei waehinor xipt ynpst ze'

/** The table of COMMON_PAIRS: 1 at `first * 26 + second` for a common pair. */
const commonPair = ((): Uint8Array => {
  const table = new Uint8Array(26 * 26)
  for (const group of COMMON_PAIRS.split(' ')) {
    const first = group.charCodeAt(0) - 97
    for (let index = 1; index < group.length; index += 1) {
      table[first * 26 + group.charCodeAt(index) - 97] = 1
    }
  }
  return table
})()

/** A punctuation run: adjacent marks often merge (`();`, `=>`), not always. */
const PUNCT_PER_CHAR = 0.8
/** A Latin-1 or basic Cyrillic letter (realistic text merges them). */
const BASIC_LETTER = 1.3
/** A basic Greek letter. */
const GREEK_LETTER = 1.6
/** Any other two-byte character, e.g. rare Latin, Arabic, Hebrew. */
const OTHER_TWO_BYTE = 2.1
/** Hiragana and katakana. */
const KANA = 1.7
/** Other three-byte characters: CJK, Hangul, symbols, ZWJ, variation selectors. */
const THREE_BYTE = 2.7
/** Emoji and other astral characters up to U+1FFFF. */
const EMOJI = 3
/** Rare astral characters (CJK extensions): one token per byte. */
const FOUR_BYTE = 4

const isDigit = (code: number): boolean => code >= 48 && code <= 57
const isUpper = (code: number): boolean => code >= 65 && code <= 90
const isLower = (code: number): boolean => code >= 97 && code <= 122
const isLetter = (code: number): boolean => isUpper(code) || isLower(code)
const isSpace = (code: number): boolean => code === 32 || code === 9
const isNewline = (code: number): boolean => code === 10 || code === 13
const isPunct = (code: number): boolean =>
  code < 128 &&
  code > 32 &&
  !isDigit(code) &&
  !isLetter(code) &&
  !isNewline(code) &&
  code !== 9

/** Tokens of one ASCII letter hump (`get`, `Value`, `HTTP`). */
function humpTokens(text: string, start: number, end: number): number {
  const length = end - start
  let rare = 0
  let previous = text.charCodeAt(start) | 32
  for (let index = start + 1; index < end; index += 1) {
    const code = text.charCodeAt(index) | 32
    if (!commonPair[(previous - 97) * 26 + code - 97]) rare += 1
    previous = code
  }
  // All capitals: acronyms merge, base32 and constants split more.
  const capitals =
    length > 1 && isUpper(text.charCodeAt(end - 1)) ? Math.floor(length / 3) : 0
  return 1 + rare + Math.floor(length / 10) + capitals
}

/**
 * Tokens of an ASCII letter run, split into humps as camelCase and
 * acronyms split (`parseHTTPResponse`: parse, HTTP, Response).
 */
function letterRunTokens(text: string, start: number, end: number): number {
  let tokens = 0
  let index = start
  while (index < end) {
    let next = index
    if (isUpper(text.charCodeAt(index))) {
      while (next < end && isUpper(text.charCodeAt(next))) next += 1
      if (next < end) {
        // `HTTPResponse`: the last capital starts the next word.
        if (next - index > 1) next -= 1
        else while (next < end && isLower(text.charCodeAt(next))) next += 1
      }
    } else {
      while (next < end && isLower(text.charCodeAt(next))) next += 1
    }
    tokens += humpTokens(text, index, next)
    index = next
  }
  return tokens
}

/**
 * Tokens of a punctuation run. A mark repeated (`-----`, `=====`, `////`)
 * merges into long tokens; mixed marks are charged per mark.
 */
function punctRunTokens(text: string, start: number, end: number): number {
  let tokens = 0
  let index = start
  while (index < end) {
    const code = text.charCodeAt(index)
    let next = index + 1
    while (next < end && text.charCodeAt(next) === code) next += 1
    const run = next - index
    tokens += run >= 4 ? 1 + Math.ceil(run / 8) : run * PUNCT_PER_CHAR
    index = next
  }
  return Math.max(1, tokens)
}

/** Tokens of one non-ASCII character, by its UTF-8 length and script. */
function wideCharTokens(codePoint: number): number {
  if (codePoint < 0x800) {
    if (codePoint >= 0x391 && codePoint <= 0x3c9) return GREEK_LETTER
    const basic =
      (codePoint >= 0xc0 && codePoint <= 0xff) ||
      (codePoint >= 0x401 && codePoint <= 0x451)
    return basic ? BASIC_LETTER : OTHER_TWO_BYTE
  }
  if (codePoint < 0x10000) {
    return codePoint >= 0x3040 && codePoint <= 0x30ff ? KANA : THREE_BYTE
  }
  return codePoint < 0x20000 ? EMOJI : FOUR_BYTE
}

/** An upper bound on the tokens of `text` in o200k_base and cl100k_base. */
export function estimateTokens(text: string): number {
  let tokens = 0
  let index = 0
  const length = text.length
  while (index < length) {
    const code = text.charCodeAt(index)
    let end = index + 1
    if (isLetter(code)) {
      while (end < length && isLetter(text.charCodeAt(end))) end += 1
      tokens += letterRunTokens(text, index, end)
    } else if (isDigit(code)) {
      while (end < length && isDigit(text.charCodeAt(end))) end += 1
      tokens += Math.ceil((end - index) / 3)
    } else if (isNewline(code)) {
      while (end < length && isNewline(text.charCodeAt(end))) end += 1
      tokens += 1 + Math.floor((end - index) / 8)
    } else if (isSpace(code)) {
      while (end < length && isSpace(text.charCodeAt(end))) end += 1
      const next = end < length ? text.charCodeAt(end) : 10
      // The last space joins a following word or mark; before a digit, a
      // newline or the end the whole run is a token of its own.
      const joins = !isNewline(next) && !isDigit(next)
      const run = end - index
      tokens += (joins && run === 1 ? 0 : 1) + Math.floor(run / 16)
    } else if (code < 128) {
      while (end < length && isPunct(text.charCodeAt(end))) end += 1
      tokens += punctRunTokens(text, index, end)
    } else {
      const codePoint = text.codePointAt(index) ?? code
      if (codePoint > 0xffff) end += 1
      tokens += wideCharTokens(codePoint)
    }
    index = end
  }
  return Math.ceil(tokens)
}

/**
 * Bytes of ASCII code that the estimate counts as about one token: the
 * factor from a token budget to a byte cap, checked again with
 * {@link estimateTokens} after the cut.
 */
export const BYTES_PER_ESTIMATED_TOKEN = 3

/** Framing of one message in the chat format (role, start and end marks). */
const MESSAGE_OVERHEAD = 8
/** Framing of one tool call in an assistant message. */
const CALL_OVERHEAD = 12
/** Framing of each tool definition, and the reply's priming. */
const TOOL_OVERHEAD = 12
const REPLY_PRIMING = 3

const messageCache = new WeakMap<
  ChatMessage,
  { content: string | null; calls: unknown; tokens: number }
>()

/** An upper bound on the tokens one message adds to a request. */
export function estimateMessageTokens(message: ChatMessage): number {
  const calls = message.role === 'assistant' ? message.tool_calls : undefined
  const cached = messageCache.get(message)
  if (cached && cached.content === message.content && cached.calls === calls)
    return cached.tokens
  let tokens = MESSAGE_OVERHEAD + estimateTokens(message.content ?? '')
  // Each image: a fixed count (image-parts.ts) and the label beside it.
  const images = message.role === 'user' ? (message.images ?? []) : []
  images.forEach((image, index) => {
    tokens +=
      IMAGE_TOKENS + estimateTokens(imageLabel(image, index, images.length))
  })
  for (const call of calls ?? []) {
    tokens +=
      CALL_OVERHEAD +
      estimateTokens(call.id) +
      estimateTokens(call.name) +
      estimateTokens(call.arguments)
  }
  messageCache.set(message, { content: message.content, calls, tokens })
  return tokens
}

const toolsCache = new WeakMap<readonly ToolDefinition[], number>()

/**
 * The tools as the request body carries them (`{"type":"function",…}`).
 * Cached by array: a run offers the same definitions every turn.
 */
export function estimateToolTokens(tools: readonly ToolDefinition[]): number {
  const cached = toolsCache.get(tools)
  if (cached !== undefined) return cached
  let tokens = 0
  for (const tool of tools) {
    const wire = {
      type: 'function',
      function: {
        name: tool.name,
        description: tool.description,
        parameters: tool.parameters
      }
    }
    tokens += TOOL_OVERHEAD + estimateTokens(JSON.stringify(wire))
  }
  toolsCache.set(tools, tokens)
  return tokens
}

/**
 * An upper bound on the prompt tokens of a request: every message with its
 * framing, and the tool schemas as the server receives them.
 */
export function estimateRequestTokens(
  request: Pick<ChatRequest, 'messages' | 'tools'>
): number {
  let tokens = REPLY_PRIMING + estimateToolTokens(request.tools ?? [])
  for (const message of request.messages)
    tokens += estimateMessageTokens(message)
  return tokens
}
