import { describe, expect, it } from '@jest/globals'
import { parseSettings, SettingsError } from '../src/config/settings.js'
import { mcpToolName, parseMcpServers } from '../src/tools/mcp/config.js'

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
    ).toContain('only "type": "stdio" is supported')
  })

  it('refuses secret-like env names: servers run where bash runs', () => {
    expect(
      problem(
        '{"mcpServers": {"n": {"command": "x", "env": {"API_TOKEN": "t", "OK": "1"}}}}'
      )
    ).toContain('server "n": env "API_TOKEN" not allowed')
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
