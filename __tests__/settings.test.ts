import { describe, expect, it } from '@jest/globals'
import { parseSettings, SettingsError, INPUT_NAMES } from '../src/settings.js'

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
      contextWindow: 128000,
      bash: true,
      bashNetwork: false,
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
      'instructions',
      'sandbox'
    ]) {
      expect(INPUT_NAMES).toContain(name)
    }
  })
})
