import { describe, expect, it } from '@jest/globals'
import {
  parseSettings,
  secretValues,
  SettingsError
} from '../../../src/config/settings.js'
import { mcpToolName, parseMcpServers } from '../../../src/tools/mcp/config.js'

/* The `mcp-servers` input: the `.mcp.json` shape, checked before anything runs. */

const settingsWith = (raw: string) =>
  parseSettings((name) => (name === 'mcp-servers' ? raw : ''))

const problem = (raw: string): string => {
  try {
    settingsWith(raw)
  } catch (error) {
    expect(error).toBeInstanceOf(SettingsError)
    return (error as Error).message
  }
  throw new Error('no error')
}

describe('the mcp-servers input', () => {
  it('is empty by default: no servers', () => {
    expect(settingsWith('').mcpServers).toEqual([])
    expect(settingsWith('  \n').mcpServers).toEqual([])
  })

  it('reads the .mcp.json shape', () => {
    const settings = settingsWith(
      JSON.stringify({
        mcpServers: {
          notes: {
            command: 'node',
            args: ['server.js', '--quiet'],
            env: { NOTE_PREFIX: '> ' }
          },
          'db_2-x': { type: 'stdio', command: '/usr/bin/db-mcp' }
        }
      })
    )
    expect(settings.mcpServers).toEqual([
      {
        name: 'notes',
        command: 'node',
        args: ['server.js', '--quiet'],
        env: { NOTE_PREFIX: '> ' }
      },
      { name: 'db_2-x', command: '/usr/bin/db-mcp', args: [], env: {} }
    ])
  })

  it('names the input and what is wrong', () => {
    expect(problem('{not json')).toMatch(/^mcp-servers must be JSON such as/)
    expect(problem('{"servers": {}}')).toMatch(
      /^mcp-servers must be an object \{"mcpServers"/
    )
    expect(problem('{"mcpServers": {"notes": {"args": []}}}')).toContain(
      'mcp-servers: server "notes": needs a "command" (a string)'
    )
    expect(problem('{"mcpServers": {"a b": {"command": "x"}}}')).toContain(
      'server name "a b" must be 1 to 32 letters, digits, _ or -'
    )
    expect(
      problem(`{"mcpServers": {"${'n'.repeat(33)}": {"command": "x"}}}`)
    ).toContain('must be 1 to 32')
    expect(
      problem('{"mcpServers": {"n": {"command": "x", "env": {"A": 1}}}}')
    ).toContain('server "n": "env" values must be strings (at env.A)')
    expect(
      problem('{"mcpServers": {"n": {"command": "x", "args": "a b"}}}')
    ).toContain('server "n": "args" must be an array of strings')
    expect(
      problem('{"mcpServers": {"n": {"command": "x", "url": "http://h"}}}')
    ).toContain('server "n": unknown field "url"')
    expect(
      problem('{"mcpServers": {"n": {"command": "x", "type": "http"}}}')
    ).toContain('server "n": needs a "url" (a string) (at url)')
    expect(
      problem('{"mcpServers": {"n": {"type": "sse", "url": "https://h"}}}')
    ).toContain('server "n": "type" must be "stdio"')
  })

  it('reads remote servers: https, or http to loopback only', () => {
    const settings = parseSettings(
      (name) =>
        name === 'mcp-servers'
          ? JSON.stringify({
              mcpServers: {
                gh: {
                  type: 'http',
                  url: 'https://api.example.com/mcp/',
                  headers: { Authorization: 'Bearer ${MCP_TEST_TOKEN}' }
                },
                local: { type: 'http', url: 'http://127.0.0.1:8080/mcp' }
              }
            })
          : '',
      { MCP_TEST_TOKEN: 'abc123-secret-value' }
    )
    expect(settings.mcpServers).toEqual([
      {
        name: 'gh',
        type: 'http',
        url: 'https://api.example.com/mcp/',
        headers: { Authorization: 'Bearer abc123-secret-value' },
        secrets: ['abc123-secret-value', 'Bearer abc123-secret-value']
      },
      {
        name: 'local',
        type: 'http',
        url: 'http://127.0.0.1:8080/mcp',
        headers: {}
      }
    ])
    // The header's values are secrets of the run: redacted and masked.
    expect(secretValues(settings)).toEqual(
      expect.arrayContaining([
        'abc123-secret-value',
        'Bearer abc123-secret-value'
      ])
    )
    for (const url of [
      'http://example.com/mcp',
      'http://10.0.0.1/mcp',
      'ftp://example.com',
      'https://user:pw@example.com/mcp',
      'not a url'
    ]) {
      expect(
        problem(JSON.stringify({ mcpServers: { r: { type: 'http', url } } }))
      ).toContain(
        'server "r": "url" must be https://, or http:// to a loopback'
      )
    }
    expect(
      problem(
        JSON.stringify({
          mcpServers: {
            r: { type: 'http', url: 'https://h', headers: { 'X-A': 'a\nb' } }
          }
        })
      )
    ).toContain('"headers" values must not contain CR, LF or NUL')
  })

  it('takes ${NAME} from the step environment, naming server, field and variable when unset', () => {
    const withEnv = (raw: object, environment: Record<string, string>) =>
      parseSettings(
        (name) => (name === 'mcp-servers' ? JSON.stringify(raw) : ''),
        environment
      )
    const settings = withEnv(
      {
        mcpServers: {
          notes: {
            command: 'node',
            env: { NOTE_PREFIX: '${PREFIX}: ', API_TOKEN: '${NOTES_PAT}' }
          }
        }
      },
      { PREFIX: 'from-step', NOTES_PAT: 'notes-pat-0123456789' }
    )
    expect(settings.mcpServers[0]).toMatchObject({
      env: { NOTE_PREFIX: 'from-step: ', API_TOKEN: 'notes-pat-0123456789' },
      // Every value ${NAME} took is a secret, not only the secret-named.
      secrets: ['from-step', 'notes-pat-0123456789']
    })
    const missing = (raw: object, environment: Record<string, string> = {}) => {
      try {
        withEnv(raw, environment)
      } catch (error) {
        expect(error).toBeInstanceOf(SettingsError)
        return (error as Error).message
      }
      throw new Error('no error')
    }
    expect(
      missing({
        mcpServers: {
          gh: {
            type: 'http',
            url: 'https://h/mcp',
            headers: { Authorization: 'Bearer ${GH_MCP_TOKEN}' }
          }
        }
      })
    ).toContain(
      'mcp-servers: server "gh": header "Authorization" uses ${GH_MCP_TOKEN}, which is not set in the step\'s environment'
    )
    expect(
      missing(
        { mcpServers: { n: { command: 'x', env: { P: '${EMPTY}' } } } },
        { EMPTY: '' }
      )
    ).toContain('server "n": env "P" uses ${EMPTY}, which is not set')
    expect(
      missing(
        {
          mcpServers: {
            n: { command: 'x', env: { T: '${ACTIONS_RUNTIME_TOKEN}' } }
          }
        },
        { ACTIONS_RUNTIME_TOKEN: 'runtime-secret' }
      )
    ).toContain("one of the runner's or the action's own variables")
  })

  it('refuses secret-like env names: servers run where bash runs', () => {
    expect(
      problem(
        '{"mcpServers": {"n": {"command": "x", "env": {"API_TOKEN": "t", "OK": "1"}}}}'
      )
    ).toContain('server "n": env "API_TOKEN" not allowed')
    // Only as the step's ${NAME}: a literal would be a secret in the workflow.
    expect(
      problem(
        '{"mcpServers": {"n": {"command": "x", "env": {"API_TOKEN": "${T}"}}}}'
      )
    ).toContain('server "n": env "API_TOKEN" uses ${T}, which is not set')
  })

  it('takes at most 8 servers', () => {
    const many = Object.fromEntries(
      Array.from({ length: 9 }, (_, index) => [`s${index}`, { command: 'x' }])
    )
    expect(problem(JSON.stringify({ mcpServers: many }))).toBe(
      'mcp-servers names 9 servers; at most 8 are allowed'
    )
  })

  it('reports every bad server at once', () => {
    expect(() =>
      parseMcpServers(
        '{"mcpServers": {"a": {}, "b": {"command": ""}, "c": {"command": "ok"}}}'
      )
    ).toThrow(
      'mcp-servers: server "a": needs a "command" (a string) (at command); server "b": "command" must not be empty (at command)'
    )
  })
})

describe('MCP tool names', () => {
  it('are mcp__<server>__<tool>, sanitised and at most 64 characters', () => {
    expect(mcpToolName('notes', 'write_note')).toBe('mcp__notes__write_note')
    expect(mcpToolName('gh', 'issues.list/all')).toBe(
      'mcp__gh__issues_list_all'
    )
    expect(mcpToolName('s', 'x'.repeat(100))).toHaveLength(64)
  })
})
