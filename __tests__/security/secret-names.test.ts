import { describe, expect, it } from '@jest/globals'
import { QUIET_LOG, testRunner } from '../../__fixtures__/demo-checkout.js'
import { createRunContext } from '../../src/run/context.js'
import {
  environmentSecrets,
  isSecretName,
  namesSecretValue
} from '../../src/security/secret-names.js'
import { parseSettings } from '../../src/config/settings.js'
import { isSecretName as toolEnvRule } from '../../src/tools/bash/tool-env.js'

const NPM_TOKEN = 'npm_Zx81QpL0cR4s7TkWq2'
const DEPLOY_PASSWORD = 'correct-horse-battery'

describe('secrets from the action environment', () => {
  it('takes values whose name marks a secret, not settings or short values', () => {
    expect(
      environmentSecrets({
        NPM_TOKEN,
        DEPLOY_PASSWORD: `${DEPLOY_PASSWORD}\n`,
        'INPUT_API-KEY': 'sk-input-key-0123456789',
        ACTIONS_RUNTIME_TOKEN: 'runtime-token-value',
        AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG',
        SSH_KEY: 'ssh-ed25519 AAAAC3Nz',
        // Settings and URLs, whatever their prefix: never secrets.
        INPUT_MODEL: 'gpt-4o-mini-2024',
        'INPUT_BASE-URL': 'https://api.example.com/v1',
        ACTIONS_CACHE_URL: 'https://cache.example.com/',
        PATH: '/usr/local/bin:/usr/bin',
        // Too short, a setting word, one repeated character.
        SHORT_TOKEN: 'abc123',
        USE_TOKEN: 'disabled',
        MASKED_PASSWORD: '********',
        EMPTY_SECRET: undefined
      }).sort()
    ).toEqual(
      [
        NPM_TOKEN,
        `${DEPLOY_PASSWORD}\n`,
        DEPLOY_PASSWORD,
        'sk-input-key-0123456789',
        'runtime-token-value',
        'wJalrXUtnFEMI/K7MDENG',
        'ssh-ed25519 AAAAC3Nz'
      ].sort()
    )
  })

  it('is the tool environment rule, minus the INPUT_ and ACTIONS_ prefixes', () => {
    expect(toolEnvRule).toBe(isSecretName)
    for (const name of ['INPUT_MODEL', 'ACTIONS_CACHE_URL']) {
      expect([name, isSecretName(name), namesSecretValue(name)]).toEqual([
        name,
        true,
        false
      ])
    }
    for (const name of ['NPM_TOKEN', 'INPUT_GITHUB-TOKEN', 'INPUT_API-KEY'])
      expect([name, namesSecretValue(name)]).toEqual([name, true])
  })

  it('the run context knows them: redacted in every form, listed once', () => {
    const settings = parseSettings(
      (name) =>
        ({
          'github-token': 'ghs_contextToken0123456789abcdefghijAB',
          'api-key': 'sk-context-key-0123456789abcdef'
        })[name] ?? ''
    )
    const context = createRunContext({
      settings,
      runner: testRunner({
        owner: 'o',
        repo: 'r',
        workspace: '/w',
        runId: '1',
        actor: 'a',
        runnerTemp: '/t'
      }),
      log: QUIET_LOG,
      startedAt: 0,
      env: {
        NPM_TOKEN,
        'INPUT_GITHUB-TOKEN': settings.githubToken,
        INPUT_MODEL: 'gpt-4o-mini-2024'
      }
    })
    expect(context.secrets).toEqual([
      settings.githubToken,
      settings.apiKey,
      NPM_TOKEN
    ])
    const reversed = [...NPM_TOKEN].reverse().join('')
    const base64 = Buffer.from(NPM_TOKEN).toString('base64')
    expect(
      context.redact(
        `a ${NPM_TOKEN} b ${reversed} c ${base64} gpt-4o-mini-2024`
      )
    ).toBe('a *** b *** c *** gpt-4o-mini-2024')
  })
})
