/**
 * What each endpoint allows per request, known before the first request is
 * sent: the profile of the endpoint's family and model (docs/loop.md §8.1),
 * which the `context-window` and `max-output-tokens` inputs override.
 *
 * GitHub Models numbers are those of docs.github.com, "Prototyping with AI
 * models", rate limits table, for Copilot Free, Pro and Business (the
 * lowest): Low and High tier models take 8000 tokens in and 4000 out per
 * request, at 15 (Low) or 10 (High) requests a minute; the reasoning models
 * (o1, o3, o4-mini, gpt-5 and their minis, DeepSeek-R1, MAI-DS-R1, Grok-3)
 * take 4000 in and 4000 out at 1 or 2 requests a minute.
 */
import type { ProviderKind } from './providers.js'

/** The request field that caps the completion. */
export type TokenParameter = 'max_tokens' | 'max_completion_tokens'

/** What an endpoint allows per request, and where the numbers came from. */
export interface EndpointLimits {
  /** Tokens one request may hold (prompt, plus completion where counted). */
  contextWindow: number
  /** Completion tokens asked for at most, sent with every request. */
  maxOutputTokens: number
  /** Requests in any 60 s the client sends at most; `null`: no pacing. */
  requestsPerMinute: number | null
  /** `max_completion_tokens` for OpenAI reasoning models, else `max_tokens`. */
  tokenParameter: TokenParameter
  /**
   * Where the numbers came from, e.g. `GitHub Models, High tier` or
   * `GitHub Models, reasoning tier; the context-window input`.
   */
  source: string
}

/** The inputs that replace the profile's numbers; `null` keeps them. */
export interface LimitOverrides {
  contextWindow?: number | null
  maxOutputTokens?: number | null
}

/** Context window of every endpoint other than GitHub Models. */
const DEFAULT_CONTEXT_WINDOW = 128_000

/**
 * Completion cap of every endpoint other than GitHub Models: the output
 * limit of gpt-4o and gpt-4o-mini, below that of gpt-4.1 (32,768) and the
 * reasoning models (100,000 and more). A server that allows fewer says so
 * and the client asks for what it allows (docs/loop.md §8.1).
 */
const DEFAULT_MAX_OUTPUT_TOKENS = 16_384

/**
 * GitHub Models' Low tier, matched on the model name (the part after the
 * publisher): the small OpenAI models, Phi, Llama of at most 11B and the
 * small Mistral models. Any other model counts as High, the stricter tier.
 */
const LOW_TIER =
  /^(?:gpt-4o-mini|gpt-4\.1-(?:mini|nano)|phi-.*|.*llama.*-(?:1|3|8|11)b\b.*|ministral-.*|mistral-small.*|mistral-nemo.*|codestral.*)$/

/** Reasoning models at 1 request a minute on GitHub Models. */
const REASONING_SLOW =
  /^(?:o\d(?:-preview|-pro)?|gpt-5(?:\.\d+)?|deepseek-r1(?:-\d+)?|mai-ds-r1|grok-3)$/

/** Reasoning models at 2 requests a minute on GitHub Models. */
const REASONING_FAST =
  /^(?:o\d-mini|gpt-5(?:\.\d+)?-(?:mini|nano|chat)|grok-3-mini)$/

/** OpenAI's reasoning families, which take `max_completion_tokens` only. */
const OPENAI_REASONING = /^(?:o\d(?:$|-)|gpt-5(?:$|[-.]))/

/** The model name without its publisher, lower case: `openai/o3` -> `o3`. */
function modelName(model: string): string {
  return (model.split('/').pop() ?? model).trim().toLowerCase()
}

/** Whether `model` is an OpenAI model, judged by its publisher if it has one. */
function isOpenAiModel(model: string): boolean {
  const publisher = model.includes('/') ? model.split('/')[0] : 'openai'
  return publisher.toLowerCase() === 'openai'
}

/** The profile of an endpoint family and model, then the inputs over it. */
export function endpointLimits(
  provider: ProviderKind,
  model: string,
  overrides: LimitOverrides = {}
): EndpointLimits {
  const profile = profileOf(provider, model)
  const notes: string[] = []
  if (overrides.contextWindow != null) {
    profile.contextWindow = overrides.contextWindow
    notes.push('the context-window input')
  }
  if (overrides.maxOutputTokens != null) {
    profile.maxOutputTokens = overrides.maxOutputTokens
    notes.push('the max-output-tokens input')
  }
  if (notes.length > 0) profile.source += `; ${notes.join(' and ')}`
  return profile
}

function profileOf(provider: ProviderKind, model: string): EndpointLimits {
  const name = modelName(model)
  const openAiReasoning = isOpenAiModel(model) && OPENAI_REASONING.test(name)
  if (provider === 'github-models') {
    const tokenParameter = openAiReasoning
      ? 'max_completion_tokens'
      : 'max_tokens'
    if (REASONING_SLOW.test(name) || REASONING_FAST.test(name)) {
      return {
        contextWindow: 4000,
        maxOutputTokens: 4000,
        requestsPerMinute: REASONING_FAST.test(name) ? 2 : 1,
        tokenParameter,
        source: 'GitHub Models, reasoning tier'
      }
    }
    const low = LOW_TIER.test(name)
    return {
      contextWindow: 8000,
      maxOutputTokens: 4000,
      requestsPerMinute: low ? 15 : 10,
      tokenParameter,
      source: `GitHub Models, ${low ? 'Low' : 'High'} tier`
    }
  }
  // Azure names deployments freely; a name that shows the family counts.
  const reasoningFamily =
    (provider === 'openai' || provider === 'azure') && openAiReasoning
  return {
    contextWindow: DEFAULT_CONTEXT_WINDOW,
    maxOutputTokens: DEFAULT_MAX_OUTPUT_TOKENS,
    requestsPerMinute: null,
    tokenParameter: reasoningFamily ? 'max_completion_tokens' : 'max_tokens',
    source: PROFILE_NAMES[provider]
  }
}

const PROFILE_NAMES: Record<ProviderKind, string> = {
  'github-models': 'GitHub Models',
  openai: 'OpenAI defaults',
  azure: 'Azure OpenAI defaults',
  openrouter: 'OpenRouter defaults',
  custom: 'defaults for an OpenAI-compatible server'
}
