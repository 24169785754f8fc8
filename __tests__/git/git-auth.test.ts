import { describe, expect, it } from '@jest/globals'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { tempDirs } from '../../__fixtures__/temp-dirs.js'
import { authConfigText, withAuthConfig } from '../../src/git/git-auth.js'

const TOKEN = 'tok-5e1a9c27b4d85f60'
const BASIC = Buffer.from(`x-access-token:${TOKEN}`).toString('base64')

const tempDir = tempDirs('git-auth-test-')

describe('the push credential reaches git only through a private file', () => {
  it('scopes the header to the origin of the URL, and only for http(s)', () => {
    expect(
      authConfigText({
        token: TOKEN,
        url: 'https://github.example.com/o/r.git'
      })
    ).toBe(
      `[http "https://github.example.com/"]\n\textraheader = AUTHORIZATION: basic ${BASIC}\n`
    )
    expect(
      authConfigText({ token: TOKEN, url: 'http://127.0.0.1:8080/o/r.git' })
    ).toContain('[http "http://127.0.0.1:8080/"]')
    expect(authConfigText({ token: TOKEN, url: 'file:///srv/r.git' })).toBe(
      null
    )
    expect(authConfigText({ token: TOKEN, url: '/srv/r.git' })).toBe(null)
  })

  it('gives git only the file name, a 0600 file in a 0700 folder, gone after the call', async () => {
    const parent = await tempDir()
    let seen: { env: Record<string, string>; file: string } | null = null
    const result = await withAuthConfig(
      { token: TOKEN, url: 'https://github.example.com/o/r.git' },
      parent,
      async (env) => {
        const file = env.GIT_CONFIG_VALUE_0
        expect((await stat(file)).mode & 0o777).toBe(0o600)
        expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700)
        expect(await readFile(file, 'utf8')).toContain(BASIC)
        seen = { env, file }
        return 'done'
      }
    )
    expect(result).toBe('done')
    expect(seen).not.toBeNull()
    const { env } = seen as unknown as { env: Record<string, string> }
    expect(Object.keys(env).sort()).toEqual([
      'GIT_CONFIG_COUNT',
      'GIT_CONFIG_KEY_0',
      'GIT_CONFIG_VALUE_0'
    ])
    expect(env.GIT_CONFIG_KEY_0).toBe('include.path')
    expect(path.dirname(path.dirname(env.GIT_CONFIG_VALUE_0))).toBe(parent)
    for (const value of Object.values(env)) {
      expect(value).not.toContain(TOKEN)
      expect(value).not.toContain(BASIC)
    }
    expect(await readdir(parent)).toEqual([])
  })

  it('removes the file when the call fails, and writes none for a local remote', async () => {
    const parent = await tempDir()
    await expect(
      withAuthConfig(
        { token: TOKEN, url: 'https://github.example.com/o/r.git' },
        parent,
        async () => {
          expect(await readdir(parent)).toHaveLength(1)
          throw new Error('push failed')
        }
      )
    ).rejects.toThrow('push failed')
    expect(await readdir(parent)).toEqual([])
    expect(
      await withAuthConfig(
        { token: TOKEN, url: 'file:///srv/r.git' },
        parent,
        async (env) => env
      )
    ).toEqual({})
    expect(await readdir(parent)).toEqual([])
  })
})
