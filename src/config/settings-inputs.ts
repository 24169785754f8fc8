/**
 * The parsers of the action's input values, one per accepted form (a whole
 * number in a range, a price pair, a boolean, one of a list, a URL, a branch
 * prefix, a label, a login, a list of patterns). `config/settings.ts` maps each
 * input to one of them; every message names the input and the form.
 */
import { z } from 'zod'
import {
  ALLOWED_HOSTS_FORM,
  parseAllowedHosts,
  parseMcpServers
} from '../tools/index.js'
import { outputSchemaSource } from '../shared/index.js'

export const wholeNumber = (name: string, min: number, max: number) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim()
    const value = Number(text)
    if (!/^\d+$/.test(text) || value < min || value > max) {
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`
      })
      return z.NEVER
    }
    return value
  })

/** A whole number in range, or `null` for an empty input. */
export const optionalWholeNumber = (
  name: string,
  min: number,
  max: number,
  empty: string
) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim()
    if (text === '') return null
    const value = Number(text)
    if (/^\d+$/.test(text) && value >= min && value <= max) return value
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be empty (${empty}) or a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`
    })
    return z.NEVER
  })

const DECIMAL = String.raw`\d+(?:\.\d+)?|\.\d+`
const PRICE_PAIR = new RegExp(String.raw`^(${DECIMAL})\s*,\s*(${DECIMAL})$`)

/** `IN,OUT`: two non-negative decimals, USD per million tokens. */
export const tokenPrice = (name: string) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim()
    if (text === '') return null
    const match = PRICE_PAIR.exec(text)
    if (match) return { input: Number(match[1]), output: Number(match[2]) }
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be empty or two non-negative decimals IN,OUT (USD per million input and output tokens), e.g. 2.00,8.00, got ${JSON.stringify(raw)}`
    })
    return z.NEVER
  })

const TRUE_WORDS = ['true', 'True', 'TRUE']
const FALSE_WORDS = ['false', 'False', 'FALSE']

/** Same accepted words as `core.getBooleanInput` (YAML 1.2 core schema). */
export const boolean = (name: string) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim()
    if (TRUE_WORDS.includes(text)) return true
    if (FALSE_WORDS.includes(text)) return false
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be true or false, got ${JSON.stringify(raw)}`
    })
    return z.NEVER
  })

export const oneOf = <T extends string>(name: string, values: readonly T[]) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim() as T
    if (values.includes(text)) return text
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be one of ${values.join(', ')}, got ${JSON.stringify(raw)}`
    })
    return z.NEVER
  })

export const optionalUrl = (name: string) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim().replace(/\/+$/, '')
    if (text === '') return ''
    try {
      const url = new URL(text)
      if (url.protocol === 'http:' || url.protocol === 'https:') return text
    } catch {
      // reported below
    }
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be an http(s) URL such as https://api.openai.com/v1, got ${JSON.stringify(raw)}`
    })
    return z.NEVER
  })

/** Git ref rules that matter for a prefix, checked without invoking git. */
export const branchPrefix = (name: string) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim()
    const bad =
      text === '' ||
      /[\s~^:?*[\\\x00-\x1f\x7f]/.test(text) ||
      text.includes('..') ||
      text.includes('@{') ||
      text.includes('//') ||
      text.startsWith('/') ||
      text.startsWith('-') ||
      text.startsWith('.') ||
      text.endsWith('.') ||
      text.endsWith('.lock') ||
      text.split('/').some((part) => part.startsWith('.'))
    if (!bad) return text
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be a valid git branch prefix such as agent/ (letters, digits, -, _, /, no spaces or ..), got ${JSON.stringify(raw)}`
    })
    return z.NEVER
  })

export const trigger = (name: string) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim()
    if (text !== '' && !/\s/.test(text)) return text
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be one word such as /agent, got ${JSON.stringify(raw)}`
    })
    return z.NEVER
  })

/** A label name: one line, at most 50 characters (GitHub's limit). */
export const labelName = (name: string) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim()
    if (text.length <= 50 && !/[\r\n]/.test(text)) return text
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be empty or one label name of at most 50 characters, such as agent, got ${JSON.stringify(raw)}`
    })
    return z.NEVER
  })

/** A GitHub login, a leading @ allowed (and dropped). */
export const login = (name: string) =>
  z.string().transform((raw, ctx) => {
    const text = raw.trim().replace(/^@/, '')
    if (
      text === '' ||
      /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\[bot\])?$/.test(
        text
      )
    )
      return text
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be empty or a GitHub login such as octo-agent (a leading @ is allowed), got ${JSON.stringify(raw)}`
    })
    return z.NEVER
  })

export const list = z.string().transform((raw) =>
  raw
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean)
)

export const text = z.string().transform((raw) => raw.trim())

/** Command patterns keep their spaces: split on commas and new lines only. */
export const patterns = z.string().transform((raw) =>
  raw
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean)
)

/** `mcp-servers`: the `.mcp.json` shape, checked by `tools/mcp/config.ts`. */
export const mcpServers = (name: string) =>
  z.string().transform((raw, ctx) => {
    try {
      return parseMcpServers(raw, name)
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message })
      return z.NEVER
    }
  })

/**
 * `allowed-labels`: label globs separated by commas or new lines; empty:
 * null (the repository's existing labels); `none`: no label at all.
 */
export const labelGlobs = (name: string) =>
  z.string().transform((raw, ctx) => {
    const items = raw
      .split(/[,\n]/)
      .map((item) => item.trim())
      .filter(Boolean)
    if (items.length === 0) return null
    if (items.length === 1 && items[0].toLowerCase() === 'none') return []
    const bad = items.find((item) => item.length > 100)
    if (bad === undefined) return items
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be empty (the repository's labels), none, or label names and globs (such as bug, area/*) separated by commas or new lines, each at most 100 characters, got ${JSON.stringify(bad.slice(0, 120))}`
    })
    return z.NEVER
  })

/** `output-schema`: an inline JSON Schema, or a path in the repository (read after the checkout). */
export const outputSchema = z.string().transform((raw, ctx) => {
  try {
    return outputSchemaSource(raw)
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message })
    return z.NEVER
  }
})

/** `bash-allowed-hosts`: hosts the sandbox may reach through the action's proxy. */
export const allowedHosts = (name: string) =>
  z.string().transform((raw, ctx) => {
    const parsed = parseAllowedHosts(raw)
    if ('hosts' in parsed) return parsed.hosts
    ctx.addIssue({
      code: 'custom',
      message: `${name}: ${parsed.problems.join('; ')}; the accepted form is ${ALLOWED_HOSTS_FORM}`
    })
    return z.NEVER
  })
