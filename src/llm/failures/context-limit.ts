/**
 * The numbers in a refusal for size: the window an endpoint reports, what it
 * counted of the request, and the completion cap it allows. Each server
 * words this its own way; the patterns below are the real wordings of
 * GitHub Models, OpenAI, vLLM, llama.cpp, OpenRouter, Anthropic- and
 * Gemini-compatible servers (tests: __tests__/llm/failures/context-limit.test.ts).
 */

/** What a context-length refusal says, where it says it. */
interface ContextLimitDetails {
  /** The window the endpoint reported, in tokens. */
  contextLimit?: number
  /** The prompt tokens it counted (the input part, without the completion). */
  requestedTokens?: number
  /** The completion tokens it counted against the window (vLLM, OpenRouter). */
  completionTokens?: number
}

const N = String.raw`(\d[\d,]*)`

/** A wording and which of its groups hold which number. */
interface Wording {
  pattern: RegExp
  window: number
  input?: number
  completion?: number
  /** A second input count to add (OpenRouter's tool input). */
  moreInput?: number
}

const WORDINGS: Wording[] = [
  // vLLM: "...However, you requested 9000 tokens (8000 in the messages,
  // 1000 in the completion)".
  {
    pattern: new RegExp(
      String.raw`maximum context length is ${N} tokens\. However, you requested ${N} tokens \(${N} in the messages, ${N} in the completion\)`,
      'i'
    ),
    window: 1,
    input: 3,
    completion: 4
  },
  // vLLM, later: "'max_tokens' or 'max_completion_tokens' is too
  // large: 4000. This model's maximum context length is 8192 tokens and
  // your request has 5000 input tokens".
  {
    pattern: new RegExp(
      String.raw`is too large: ${N}\. This model's maximum context length is ${N} tokens and your request has ${N} input tokens`,
      'i'
    ),
    window: 2,
    input: 3,
    completion: 1
  },
  // vLLM, latest (vllm-project/vllm#42474): "...However, you requested 65535 output tokens and
  // your prompt contains at least 62466 input tokens".
  {
    pattern: new RegExp(
      String.raw`maximum context length is ${N} tokens\. However, you requested ${N} output tokens and your prompt contains at least ${N} input tokens`,
      'i'
    ),
    window: 1,
    input: 3,
    completion: 2
  },
  // OpenRouter: "...However, you requested about 180462 tokens (164078 of
  // text input, 16384 in the output)".
  {
    pattern: new RegExp(
      String.raw`maximum context length is ${N} tokens\. However, you requested about ${N} tokens \(${N} of text input(?:, ${N} of tool input)?, ${N} in the output\)`,
      'i'
    ),
    window: 1,
    input: 3,
    moreInput: 4,
    completion: 5
  },
  // OpenAI: "...maximum context length is 128000 tokens. However, your
  // messages resulted in 130000 tokens".
  {
    pattern: new RegExp(
      String.raw`maximum context length is ${N} tokens\. However, your messages resulted in ${N} tokens`,
      'i'
    ),
    window: 1,
    input: 2
  },
  // Anthropic-compatible: "prompt is too long: 210000 tokens > 200000 maximum".
  {
    pattern: new RegExp(
      String.raw`prompt is too long: ${N} tokens > ${N} maximum`,
      'i'
    ),
    window: 2,
    input: 1
  },
  // Gemini-compatible: "The input token count (1200000) exceeds the maximum
  // number of tokens allowed (1048576)".
  {
    pattern: new RegExp(
      String.raw`input token count \(${N}\) exceeds the maximum number of tokens allowed \(${N}\)`,
      'i'
    ),
    window: 2,
    input: 1
  },
  // GitHub Models' 413: "Request body too large for gpt-4o model. Max
  // size: 8000 tokens."
  { pattern: new RegExp(String.raw`Max size: ${N} tokens`, 'i'), window: 1 },
  // Any other "maximum context length is N".
  {
    pattern: new RegExp(String.raw`maximum context length is ${N}`, 'i'),
    window: 1
  }
]

/**
 * The window and counts a context-length refusal names, as far as it names
 * them; an empty object when it names none (a plain 413, llama.cpp's older
 * "the request exceeds the available context size").
 */
export function parseContextLimit(bodyText: string): ContextLimitDetails {
  const llamaCpp = llamaCppCounts(bodyText)
  if (llamaCpp) return llamaCpp
  const text = messageText(bodyText)
  for (const wording of WORDINGS) {
    const match = wording.pattern.exec(text)
    if (!match) continue
    const at = (group: number | undefined): number | undefined =>
      group === undefined || match[group] === undefined
        ? undefined
        : number(match[group])
    const details: ContextLimitDetails = { contextLimit: at(wording.window) }
    const input = at(wording.input)
    if (input !== undefined) {
      details.requestedTokens = input + (at(wording.moreInput) ?? 0)
    }
    const completion = at(wording.completion)
    if (completion !== undefined) details.completionTokens = completion
    return details
  }
  return {}
}

/**
 * The window and prompt count of a refusal, as `ModelError.options` holds
 * them: only the fields the refusal names.
 */
export function contextErrorFields(
  bodyText: string
): Pick<ContextLimitDetails, 'contextLimit' | 'requestedTokens'> {
  const { contextLimit, requestedTokens } = parseContextLimit(bodyText)
  return {
    ...(contextLimit === undefined ? {} : { contextLimit }),
    ...(requestedTokens === undefined ? {} : { requestedTokens })
  }
}

const OUTPUT_CAP_PATTERNS = [
  // OpenAI: "max_tokens is too large: 16384. This model supports at most
  // 4096 completion tokens, whereas you provided 16384."
  new RegExp(String.raw`supports at most ${N} completion tokens`, 'i'),
  // Anthropic-compatible: "max_tokens: 16384 > 8192, which is the maximum
  // allowed number of output tokens".
  new RegExp(String.raw`> ${N}, which is the maximum allowed`, 'i')
]

/** The completion cap a refusal of `max_tokens` names, if it names one. */
export function parseOutputCap(bodyText: string): number | undefined {
  const text = messageText(bodyText)
  for (const pattern of OUTPUT_CAP_PATTERNS) {
    const match = pattern.exec(text)
    if (match) return number(match[1])
  }
  return undefined
}

/** llama.cpp's `exceed_context_size_error` carries the numbers as fields. */
function llamaCppCounts(bodyText: string): ContextLimitDetails | undefined {
  const error = (parseJson(bodyText) as { error?: unknown } | undefined)?.error
  if (typeof error !== 'object' || error === null) return undefined
  const fields = error as Record<string, unknown>
  if (typeof fields.n_ctx !== 'number') return undefined
  const details: ContextLimitDetails = { contextLimit: fields.n_ctx }
  if (typeof fields.n_prompt_tokens === 'number') {
    details.requestedTokens = fields.n_prompt_tokens
  }
  return details
}

/** The body with JSON string escapes undone, so patterns see plain text. */
function messageText(bodyText: string): string {
  return bodyText.replace(/\\(["'\\/])/g, '$1')
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function number(text: string): number {
  return Number(text.replace(/,/g, ''))
}
