import { describe, expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import {
  parseSettings,
  SettingsError,
  INPUT_NAMES
} from '../../src/config/settings.js'

const reader =
  (values: Record<string, string>) =>
  (name: string): string =>
    values[name] ?? ''

describe('parseSettings', () => {
  it('applies the documented defaults when every input is empty', () => {
    const settings = parseSettings(reader({}))
    expect(settings).toMatchObject({
      apiKey: '',
      baseUrl: '',
      trigger: '/agent',
      maxIterations: 40,
      maxToolCalls: 120,
      maxToolOutputBytes: 16384,
      timeoutMinutes: 30,
      contextWindow: null,
      maxOutputTokens: null,
      maxTokens: null,
      tokenPrice: null,
      bash: true,
      bashNetwork: false,
      bashAllowedHosts: [],
      allowedBots: [],
      branchPrefix: 'agent/',
      draft: false,
      sandbox: 'auto',
      toolMode: 'auto'
    })
  })

  it('parses numbers, booleans, lists and URLs', () => {
    const settings = parseSettings(
      reader({
        'max-iterations': ' 12 ',
        bash: 'False',
        draft: 'TRUE',
        'allowed-bots': 'renovate[bot], dependabot[bot]\nmy-bot',
        'base-url': 'http://127.0.0.1:11434/v1/',
        'max-tool-calls': '7'
      })
    )
    expect(settings.maxIterations).toBe(12)
    expect(settings.maxToolCalls).toBe(7)
    expect(settings.bash).toBe(false)
    expect(settings.draft).toBe(true)
    expect(settings.allowedBots).toEqual([
      'renovate[bot]',
      'dependabot[bot]',
      'my-bot'
    ])
    expect(settings.baseUrl).toBe('http://127.0.0.1:11434/v1')
  })

  it('names the input and the accepted form on a bad value', () => {
    expect(() => parseSettings(reader({ 'max-iterations': 'lots' }))).toThrow(
      'max-iterations must be a whole number from 1 to 200, got "lots"'
    )
    expect(() => parseSettings(reader({ 'max-iterations': '0' }))).toThrow(
      'from 1 to 200, got "0"'
    )
    expect(() => parseSettings(reader({ 'max-fix-attempts': '0' }))).toThrow(
      'max-fix-attempts must be a whole number from 1 to 20, got "0"'
    )
    expect(parseSettings(reader({})).maxFixAttempts).toBe(3)
    expect(
      parseSettings(reader({ 'max-fix-attempts': '5' })).maxFixAttempts
    ).toBe(5)
    expect(() => parseSettings(reader({ sandbox: 'docker' }))).toThrow(
      'sandbox must be one of auto, bwrap, none, got "docker"'
    )
    expect(() => parseSettings(reader({ draft: 'yes' }))).toThrow(
      'draft must be true or false, got "yes"'
    )
    expect(() => parseSettings(reader({ 'base-url': 'ftp://x' }))).toThrow(
      'base-url must be an http(s) URL'
    )
    expect(() => parseSettings(reader({ 'branch-prefix': 'a..b' }))).toThrow(
      'branch-prefix must be a valid git branch prefix'
    )
    expect(() => parseSettings(reader({ trigger: '/a b' }))).toThrow(
      'trigger must be one word'
    )
  })

  it('reports every bad input at once', () => {
    try {
      parseSettings(reader({ bash: 'maybe', 'timeout-minutes': '-1' }))
      throw new Error('expected a SettingsError')
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsError)
      expect((error as SettingsError).problems).toHaveLength(2)
      expect((error as Error).message).toContain('bash must be true or false')
      expect((error as Error).message).toContain('timeout-minutes must be')
    }
  })

  it('reads every contract input name', () => {
    for (const name of [
      'github-token',
      'api-key',
      'base-url',
      'model',
      'trigger',
      'prompt',
      'max-iterations',
      'max-tool-output-bytes',
      'timeout-minutes',
      'bash',
      'verify-command',
      'allowed-bots',
      'branch-prefix',
      'draft',
      'max-fix-attempts',
      'instructions',
      'sandbox'
    ]) {
      expect(INPUT_NAMES).toContain(name)
    }
  })

  it('reads the command patterns, split on commas and new lines only', () => {
    const settings = parseSettings(
      reader({
        'allowed-commands': 'node *, git *,\n npm run *\n',
        'blocked-commands': 'curl *'
      })
    )
    expect(settings.allowedCommands).toEqual(['node *', 'git *', 'npm run *'])
    expect(settings.blockedCommands).toEqual(['curl *'])
    expect(parseSettings(reader({})).allowedCommands).toEqual([])
  })

  it('reads the token inputs: empty means per endpoint or no cap', () => {
    const settings = parseSettings(
      reader({
        'context-window': ' 8000 ',
        'max-output-tokens': '4000',
        'max-tokens': '250000',
        'token-price': ' 2.00 , 8 '
      })
    )
    expect(settings).toMatchObject({
      contextWindow: 8000,
      maxOutputTokens: 4000,
      maxTokens: 250000,
      tokenPrice: { input: 2, output: 8 }
    })
    expect(parseSettings(reader({ 'token-price': '0,.5' })).tokenPrice).toEqual(
      { input: 0, output: 0.5 }
    )
    expect(
      parseSettings(
        reader({
          'context-window': '1024',
          'max-output-tokens': '1000000',
          'max-tokens': '1000000000'
        })
      )
    ).toMatchObject({
      contextWindow: 1024,
      maxOutputTokens: 1000000,
      maxTokens: 1000000000
    })
  })

  it.each([
    [
      'context-window',
      '1023',
      'context-window must be empty (per endpoint) or a whole number from 1024 to 2000000, got "1023"'
    ],
    [
      'context-window',
      '128k',
      'context-window must be empty (per endpoint) or a whole number from 1024 to 2000000, got "128k"'
    ],
    [
      'max-output-tokens',
      '0',
      'max-output-tokens must be empty (per endpoint) or a whole number from 1 to 1000000, got "0"'
    ],
    [
      'max-output-tokens',
      '1000001',
      'max-output-tokens must be empty (per endpoint) or a whole number from 1 to 1000000, got "1000001"'
    ],
    [
      'max-tokens',
      '1e6',
      'max-tokens must be empty (no cap) or a whole number from 1 to 1000000000, got "1e6"'
    ],
    [
      'max-tokens',
      '1000000001',
      'max-tokens must be empty (no cap) or a whole number from 1 to 1000000000, got "1000000001"'
    ],
    [
      'token-price',
      '2.00',
      'token-price must be empty or two non-negative decimals IN,OUT (USD per million input and output tokens), e.g. 2.00,8.00, got "2.00"'
    ],
    [
      'token-price',
      '-1,8',
      'token-price must be empty or two non-negative decimals IN,OUT'
    ],
    [
      'token-price',
      '$2,$8',
      'token-price must be empty or two non-negative decimals IN,OUT'
    ],
    [
      'token-price',
      '2,8,1',
      'token-price must be empty or two non-negative decimals IN,OUT'
    ]
  ])('names %s and its form on %j', (name, value, message) => {
    expect(() => parseSettings(reader({ [name]: value }))).toThrow(message)
  })

  it('has the defaults of action.yml, and action.yml has every input', () => {
    const yml = readFileSync(
      new URL('../../action.yml', import.meta.url),
      'utf8'
    )
    const inputs = yml.slice(
      yml.indexOf('\ninputs:'),
      yml.indexOf('\noutputs:')
    )
    const declared = new Map(
      [
        ...inputs.matchAll(
          /^ {2}([a-z-]+):\n(?: {4}.*\n)*? {4}default: '(.*)'$/gm
        )
      ].map((match) => [match[1], match[2]])
    )
    expect([...declared.keys()].sort()).toEqual([...INPUT_NAMES].sort())
    for (const name of [
      'context-window',
      'max-output-tokens',
      'max-tokens',
      'token-price'
    ]) {
      expect(declared.get(name)).toBe('')
    }
  })
})
