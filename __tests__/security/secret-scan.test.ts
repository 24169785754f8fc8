import { describe, expect, it } from '@jest/globals'
import { mkdir, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { tempDirs } from '../../__fixtures__/temp-dirs.js'
import { createRedactor } from '../../src/security/redact.js'
import {
  describeFindings,
  scanBlobs,
  scanPatch,
  scanText
} from '../../src/security/secret-scan.js'
import {
  checkWritePolicy,
  DEFAULT_PROTECTED_PATHS,
  DEFAULT_WRITE_POLICY,
  matchesGlob,
  secretViolations,
  type ChangedFile,
  type WritePolicyInput
} from '../../src/security/write-policy.js'

const MiB = 1024 * 1024

// Token shapes are built at runtime so no scanner flags this file.
const GHP = 'ghp_' + 'A1b2C3d4E5'.repeat(4)
const GHO = 'gho_' + 'Z9y8X7w6V5'.repeat(4)
const GHS = 'ghs_' + 'Q1w2E3r4T5'.repeat(4)
const PAT = 'github_pat_' + '11ABCDEFG0'.repeat(3) + '_' + 'x'.repeat(20)
const SK = 'sk-proj-' + 'abcDEF123_'.repeat(3)
const AKIA = 'AKIA' + 'ABCDEFGHIJ234567'
const JWT =
  'eyJhbGciOiJIUzI1NiJ9' +
  '.eyJzdWIiOiIxMjM0NTY3ODkwIn0' +
  '.dozjgNryP4J3jVmNHl0w5N'
const SLACK = 'xoxb-' + '123456789012-abcdefghij'
const KEY_BEGIN = '-----BEGIN RSA ' + 'PRIVATE KEY-----'
const KEY_END = '-----END RSA ' + 'PRIVATE KEY-----'

const tempDir = tempDirs()

function edit(file: string, mode = '100644'): ChangedFile {
  return { path: file, status: 'modified', mode }
}

/** What the policy says of a file for the rules that say the same of each. */
const SAYS: Record<string, string> = {
  'protected-path': 'is a protected path.',
  'symlink-outside': 'is a symlink that points outside the repository.',
  submodule: 'is a submodule change.'
}

/** What the policy reports about `file`: its rule, and a message that names it first. */
function finding(file: string, rule: string, says = SAYS[rule]) {
  return { path: file, rule, message: `${file} ${says}` }
}

/** A symlink the change adds at `file`. */
function symlinkTo(file: string): ChangedFile {
  return { path: file, status: 'added', mode: '120000' }
}

/** A policy input with per-path sizes (default 100 bytes) and link targets. */
function input(
  changes: ChangedFile[],
  extra: {
    sizeOf?: Record<string, number | null>
    linkTo?: Record<string, string | null>
  } & Pick<WritePolicyInput, 'policy' | 'patch' | 'secrets'> = {}
): WritePolicyInput {
  const { sizeOf = {}, linkTo = {}, ...rest } = extra
  const deleted = (file: string) =>
    changes.some(
      (change) => change.path === file && change.status === 'deleted'
    )
  return {
    changes,
    workspace: '/work/repo',
    sizes: async (file) =>
      file in sizeOf ? sizeOf[file] : deleted(file) ? null : 100,
    readLink: async (file) => (file in linkTo ? linkTo[file] : null),
    ...rest
  }
}

describe('matchesGlob', () => {
  it.each([
    ['.github/workflows/ci.yml', '.github/**', true],
    ['.github', '.github/**', true],
    ['.githubx/ci.yml', '.github/**', false],
    ['CODEOWNERS', '**/CODEOWNERS', true],
    ['docs/deep/CODEOWNERS', '**/CODEOWNERS', true],
    ['docs/CODEOWNERS.md', '**/CODEOWNERS', false],
    ['a/x/y/b', 'a/**/b', true],
    ['a/b', 'a/**/b', true],
    ['a/b/c', 'a/*/c', true],
    ['a/b/d/c', 'a/*/c', false],
    ['src/.env', 'src/*', true],
    ['file1.ts', 'file?.ts', true],
    ['file10.ts', 'file?.ts', false],
    ['sub/.gitattributes', '**/.git*', true],
    ['.gitmodules', '**/.git*', true],
    ['a+b(c).txt', 'a+b(c).txt', true],
    ['aXb(c).txt', 'a+b(c).txt', false],
    ['anything/at/all', '**', true],
    ['CODEOWNERS', 'codeowners', false]
  ])('%s against %s is %s', (file, glob, expected) => {
    expect(matchesGlob(file, glob)).toBe(expected)
  })
})

describe('checkWritePolicy', () => {
  it('allows ordinary edits, additions, deletions and renames', async () => {
    const changes: ChangedFile[] = [
      edit('src/index.ts'),
      { path: 'src/new.ts', status: 'added', mode: '100644' },
      { path: 'scripts/run.sh', status: 'added', mode: '100755' },
      { path: 'old.txt', status: 'deleted', mode: '000000' },
      {
        path: 'docs/guide.md',
        oldPath: 'guide.md',
        status: 'renamed',
        mode: '100644'
      },
      edit('.gitignore'),
      edit('packages/app/.gitignore'),
      { path: 'tmp/.gitkeep', status: 'added', mode: '100644' },
      edit('README.md')
    ]
    expect(await checkWritePolicy(input(changes))).toEqual([])
  })

  it('blocks a change to a workflow', async () => {
    expect(
      await checkWritePolicy(input([edit('.github/workflows/ci.yml')]))
    ).toEqual([finding('.github/workflows/ci.yml', 'protected-path')])
  })

  it('blocks a rename out of .github/ by its old path', async () => {
    const rename: ChangedFile = {
      path: 'ci.yml',
      oldPath: '.github/workflows/ci.yml',
      status: 'renamed',
      mode: '100644'
    }
    expect(await checkWritePolicy(input([rename]))).toEqual([
      finding('.github/workflows/ci.yml', 'protected-path')
    ])
  })

  it('protects CODEOWNERS, instruction files and tool config at any listed depth', async () => {
    const files = [
      'CODEOWNERS',
      'docs/CODEOWNERS',
      'a/b/c/CODEOWNERS',
      'AGENTS.md',
      'packages/api/AGENTS.md',
      'CLAUDE.md',
      '.cursorrules',
      '.cursor/rules/x.mdc',
      '.vscode/tasks.json',
      '.husky/pre-commit',
      '.pre-commit-config.yaml',
      'sub/.gitattributes',
      '.github/.gitignore',
      '.gitlab-ci.yml',
      '.GitHub/workflows/x.yml'
    ]
    const violations = await checkWritePolicy(input(files.map((f) => edit(f))))
    expect(violations.map((v) => [v.path, v.rule])).toEqual(
      files.map((f) => [f, 'protected-path'])
    )
  })

  it('caps the number of changed files', async () => {
    const changes = Array.from({ length: 101 }, (_, i) => edit(`src/f${i}.ts`))
    expect(await checkWritePolicy(input(changes))).toEqual([
      {
        path: '*',
        rule: 'too-many-files',
        message: '101 files changed; the limit is 100.'
      }
    ])
    expect(await checkWritePolicy(input(changes.slice(0, 100)))).toEqual([])
    const custom = await checkWritePolicy(
      input(changes.slice(0, 3), { policy: { maxFiles: 2 } })
    )
    expect(custom.map((v) => v.message)).toEqual([
      '3 files changed; the limit is 2.'
    ])
  })

  it('checks the count before any per-file look-up', async () => {
    const changes = Array.from({ length: 5000 }, (_, i) =>
      edit(`gen/f${i}.ts`, i === 0 ? '120000' : '100644')
    )
    changes.push(edit('.github/workflows/ci.yml'))
    let lookups = 0
    const violations = await checkWritePolicy({
      changes,
      workspace: '/work/repo',
      sizes: async () => {
        lookups++
        return 100
      },
      readLink: async () => {
        lookups++
        return '/etc/passwd'
      }
    })
    expect(lookups).toBe(0)
    expect(violations.map((v) => v.rule)).toEqual([
      'protected-path',
      'too-many-files'
    ])
  })

  it('caps the size of one file', async () => {
    const changes = [
      { path: 'big.bin', status: 'added', mode: '100644' } as ChangedFile,
      edit('exact.bin')
    ]
    const violations = await checkWritePolicy(
      input(changes, { sizeOf: { 'big.bin': 2 * MiB, 'exact.bin': MiB } })
    )
    expect(violations).toEqual([
      finding(
        'big.bin',
        'file-too-large',
        'is 2 MiB; the limit per file is 1 MiB.'
      )
    ])
  })

  it('caps the total size and ignores deleted files', async () => {
    const changes = Array.from({ length: 6 }, (_, i) => edit(`data/${i}.json`))
    const sizes = Object.fromEntries(changes.map((c) => [c.path, MiB]))
    expect(await checkWritePolicy(input(changes, { sizeOf: sizes }))).toEqual([
      {
        path: '*',
        rule: 'total-too-large',
        message: 'The changed files total 6 MiB; the limit is 5 MiB.'
      }
    ])
    const withDeletion: ChangedFile[] = [
      ...changes.slice(0, 5),
      { path: 'data/5.json', status: 'deleted', mode: '000000' }
    ]
    expect(
      await checkWritePolicy(
        input(withDeletion, { sizeOf: { ...sizes, 'data/5.json': null } })
      )
    ).toEqual([])
  })

  it('blocks a symlink to an absolute path without naming the target', async () => {
    const violations = await checkWritePolicy(
      input([symlinkTo('passwd')], {
        linkTo: { passwd: '/etc/passwd' }
      })
    )
    expect(violations).toEqual([finding('passwd', 'symlink-outside')])
    expect(violations[0].message).not.toContain('/etc')
  })

  it('blocks a symlink that climbs out of the repository', async () => {
    const changes: ChangedFile[] = [
      symlinkTo('docs/out'),
      symlinkTo('docs/win'),
      symlinkTo('drive')
    ]
    const violations = await checkWritePolicy(
      input(changes, {
        linkTo: {
          'docs/out': '../../outside',
          'docs/win': '..\\..\\outside',
          drive: 'C:/Windows/system.ini'
        }
      })
    )
    expect(violations.map((v) => [v.path, v.rule])).toEqual([
      ['docs/out', 'symlink-outside'],
      ['docs/win', 'symlink-outside'],
      ['drive', 'symlink-outside']
    ])
  })

  it('allows a symlink that stays inside the repository', async () => {
    const changes: ChangedFile[] = [
      symlinkTo('docs/readme'),
      { path: 'a/b/c', status: 'type-changed', mode: '120000' }
    ]
    expect(
      await checkWritePolicy(
        input(changes, {
          linkTo: { 'docs/readme': '../README.md', 'a/b/c': '../../src/x.ts' }
        })
      )
    ).toEqual([])
  })

  it('follows a link on disk through an existing link that leaves', async () => {
    const workspace = await tempDir('links-')
    await symlink('/', path.join(workspace, 'root'))
    await symlink('root/..', path.join(workspace, 'sneaky'))
    await mkdir(path.join(workspace, 'src'))
    await writeFile(path.join(workspace, 'src', 'x.ts'), 'x')
    await symlink('src/x.ts', path.join(workspace, 'fine'))
    const changes: ChangedFile[] = [symlinkTo('sneaky'), symlinkTo('fine')]
    const violations = await checkWritePolicy({
      ...input(changes, { linkTo: { sneaky: 'root/..', fine: 'src/x.ts' } }),
      workspace
    })
    expect(violations).toEqual([finding('sneaky', 'symlink-outside')])
  })

  it('flags a symlink into .git and one whose target cannot be read', async () => {
    const changes: ChangedFile[] = [symlinkTo('cfg'), symlinkTo('lost')]
    expect(
      await checkWritePolicy(
        input(changes, { linkTo: { cfg: './.git/config', lost: null } })
      )
    ).toEqual([
      finding('cfg', 'symlink', 'is a symlink into a .git directory.'),
      finding('lost', 'symlink', 'is a symlink whose target could not be read.')
    ])
  })

  it('blocks submodule changes by mode and by .gitmodules', async () => {
    const changes: ChangedFile[] = [
      { path: 'vendor/lib', status: 'added', mode: '160000' },
      { path: 'old/lib', status: 'deleted', mode: '160000' },
      edit('.gitmodules')
    ]
    expect(await checkWritePolicy(input(changes))).toEqual([
      finding('vendor/lib', 'submodule'),
      finding('old/lib', 'submodule'),
      finding('.gitmodules', 'protected-path'),
      finding('.gitmodules', 'submodule', 'changes submodules.')
    ])
  })

  it('blocks any path through a .git directory, in any spelling', async () => {
    const files = [
      '.git/hooks/x',
      'sub/.git/config',
      '.GIT/hooks/pre-commit',
      '.git./config',
      'git~1/config',
      '.g\u200cit/hooks/post-checkout'
    ]
    const violations = await checkWritePolicy(input(files.map((f) => edit(f))))
    expect(violations).toEqual(
      files.map((f) => ({
        path: f,
        rule: 'git-internals',
        message: `${f} is inside a .git directory.`
      }))
    )
  })

  it('rejects paths that are not inside the repository', async () => {
    const violations = await checkWritePolicy(
      input([edit('../escape.txt'), edit('/etc/hosts')])
    )
    expect(violations).toEqual([
      finding(
        '../escape.txt',
        'protected-path',
        'is not a path inside the repository.'
      ),
      finding(
        '/etc/hosts',
        'protected-path',
        'is not a path inside the repository.'
      )
    ])
  })

  it('honours a custom protected list with a negation', async () => {
    const policy = { protectedPaths: ['docs/**', '!docs/public/**'] }
    const violations = await checkWritePolicy(
      input([edit('docs/a.md'), edit('docs/public/b.md'), edit('.github/x')], {
        policy
      })
    )
    expect(violations.map((v) => v.path)).toEqual(['docs/a.md'])
  })

  it('scans the patch for secrets when one is given', async () => {
    const patch = [
      'diff --git a/src/a.ts b/src/a.ts',
      '--- a/src/a.ts',
      '+++ b/src/a.ts',
      '@@ -1,1 +1,2 @@',
      ' const a = 1',
      `+const token = '${GHP}'`
    ].join('\n')
    const violations = await checkWritePolicy(
      input([edit('src/a.ts')], { patch, secrets: [] })
    )
    expect(violations).toEqual([
      {
        path: 'src/a.ts',
        rule: 'secret',
        message: 'Possible GitHub token at src/a.ts:2; the value is not shown.'
      }
    ])
    expect(JSON.stringify(violations)).not.toContain(GHP)
  })

  it('has the documented defaults', () => {
    expect(DEFAULT_WRITE_POLICY).toEqual({
      protectedPaths: DEFAULT_PROTECTED_PATHS,
      maxFiles: 100,
      maxFileBytes: 1048576,
      maxTotalBytes: 5242880
    })
    expect(DEFAULT_PROTECTED_PATHS).toContain('.github/**')
    expect(DEFAULT_PROTECTED_PATHS).toContain('!**/.gitignore')
  })
})

describe('secretViolations', () => {
  it('maps findings to violations by file', () => {
    expect(
      secretViolations([
        { where: 'a/b.ts:7', kind: 'JWT' },
        { where: 'x*** (file name)', kind: 'GitHub token' }
      ])
    ).toEqual([
      {
        path: 'a/b.ts',
        rule: 'secret',
        message: 'Possible JWT at a/b.ts:7; the value is not shown.'
      },
      {
        path: 'x***',
        rule: 'secret',
        message:
          'Possible GitHub token at x*** (file name); the value is not shown.'
      }
    ])
  })
})

describe('scanText', () => {
  const secret = 'p@ss/w0rd+s3cret value'

  it('finds a known value in raw, base64, base64url and URL-encoded forms', () => {
    const forms = [
      secret,
      Buffer.from(secret).toString('base64'),
      Buffer.from(secret).toString('base64url'),
      Buffer.from(`x-access-token:${secret}`).toString('base64'),
      encodeURIComponent(secret)
    ]
    expect(forms[4]).toBe('p%40ss%2Fw0rd%2Bs3cret%20value')
    for (const form of forms) {
      expect(scanText(`before ${form} after`, [secret], 'comment')).toEqual([
        { where: 'comment', kind: 'known secret value' }
      ])
    }
  })

  it('finds a secret given with a trailing newline', () => {
    expect(scanText('x hunter2hunter2 y', ['hunter2hunter2\n'], 'log')).toEqual(
      [{ where: 'log', kind: 'known secret value' }]
    )
  })

  it('returns nothing for clean text and ignores values under 4 chars', () => {
    expect(scanText('all good here, abc', [secret, 'abc'], 'comment')).toEqual(
      []
    )
    expect(scanText('', [secret], 'comment')).toEqual([])
  })

  it.each([
    ['GitHub token', GHP],
    ['GitHub token', GHO],
    ['GitHub token', GHS],
    ['GitHub token', PAT],
    ['OpenAI-style key', SK],
    ['OpenAI-style key', 'sk-' + 'a1B2c3D4e5'.repeat(3)],
    ['AWS access key', AKIA],
    ['AWS access key', 'ASIA' + 'ZYXWVUTSRQ765432'],
    ['JWT', JWT],
    ['Slack token', SLACK],
    ['private key', `${KEY_BEGIN}\nMIIEpAIBAAKCAQEA\n${KEY_END}`],
    ['private key', `${KEY_BEGIN}\nMIIEpAIBAAKCAQEA`]
  ])('classifies %s (case %#)', (kind, token) => {
    expect(scanText(`value: ${token} end`, [], 'summary')).toEqual([
      { where: 'summary', kind }
    ])
  })

  it('reports a known token once, as a known value', () => {
    expect(scanText(`auth ${GHS}`, [GHS], 'comment')).toEqual([
      { where: 'comment', kind: 'known secret value' }
    ])
  })

  it('reports each kind once per text', () => {
    expect(
      scanText(`${GHP} ${GHO} ${AKIA} ${secret}`, [secret], 'comment')
    ).toEqual([
      { where: 'comment', kind: 'GitHub token' },
      { where: 'comment', kind: 'AWS access key' },
      { where: 'comment', kind: 'known secret value' }
    ])
  })

  it('does not flag near misses', () => {
    expect(
      scanText('ghp_short sk-tiny AKIA123 eyJhbGc.eyJ.x xoxb-1', [], 'c')
    ).toEqual([])
  })
})

describe('scanPatch', () => {
  const secret = 'super-secret-value-42'

  const patch = [
    'diff --git a/src/config.ts b/src/config.ts',
    'index 1111111..2222222 100644',
    '--- a/src/config.ts',
    '+++ b/src/config.ts',
    '@@ -1,4 +1,5 @@',
    ` // old: ${GHO}`,
    `-const key = '${AKIA}'`,
    `+const key = process.env.KEY`,
    ` const url = 'https://example.com'`,
    `+const pass = '${secret}'`,
    ' export {}',
    '@@ -20,3 +21,4 @@ function later() {',
    ' a()',
    ' b()',
    `+++${GHP}`,
    ' c()',
    'diff --git a/docs/gone.md b/docs/gone.md',
    'deleted file mode 100644',
    '--- a/docs/gone.md',
    '+++ /dev/null',
    '@@ -1,2 +0,0 @@',
    `-${SLACK}`,
    `-${JWT}`,
    'diff --git a/keys/id_rsa b/keys/id_rsa',
    'new file mode 100644',
    '--- /dev/null',
    '+++ b/keys/id_rsa',
    '@@ -0,0 +1,3 @@',
    `+${KEY_BEGIN}`,
    '+MIIEpAIBAAKCAQEA',
    `+${KEY_END}`,
    'diff --git "a/caf\\303\\251.txt" "b/caf\\303\\251.txt"',
    '--- "a/caf\\303\\251.txt"',
    '+++ "b/caf\\303\\251.txt"',
    '@@ -3 +3 @@',
    `-${SK}`,
    `+token=${Buffer.from(secret).toString('base64')}`,
    '\\ No newline at end of file',
    ''
  ].join('\n')

  it('reports file:line for added lines only', () => {
    expect(scanPatch(patch, [secret])).toEqual([
      { where: 'src/config.ts:4', kind: 'known secret value' },
      { where: 'src/config.ts:23', kind: 'GitHub token' },
      { where: 'keys/id_rsa:1', kind: 'private key' },
      { where: 'café.txt:3', kind: 'known secret value' }
    ])
  })

  it('ignores removed and context lines', () => {
    const onlyRemovedAndContext = [
      '--- a/x.ts',
      '+++ b/x.ts',
      '@@ -1,3 +1,2 @@',
      ` keep ${GHP}`,
      `-drop ${AKIA}`,
      ` keep ${secret}`
    ].join('\n')
    expect(scanPatch(onlyRemovedAndContext, [secret])).toEqual([])
  })

  it('reports a secret in a new file name without echoing it', () => {
    const named = [
      `diff --git a/${GHP}.txt b/${GHP}.txt`,
      'new file mode 100644',
      '--- /dev/null',
      `+++ b/${GHP}.txt`,
      '@@ -0,0 +1 @@',
      '+hello'
    ].join('\n')
    const findings = scanPatch(named, [])
    expect(findings).toEqual([
      { where: '***.txt (file name)', kind: 'GitHub token' }
    ])
  })

  it('returns nothing for an empty patch', () => {
    expect(scanPatch('', [secret])).toEqual([])
  })
})

describe('scanBlobs', () => {
  const secret = 'npm_Zx81QpL0cR4s7TkWq2'
  const binary = (text: string | Buffer) =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0xff]),
      Buffer.isBuffer(text) ? text : Buffer.from(text),
      Buffer.from([0, 0xfe, 0x00])
    ])

  it('finds a known value in a binary file, raw, reversed, base64 and UTF-16', () => {
    const forms = [
      Buffer.from(secret),
      Buffer.from([...secret].reverse().join('')),
      Buffer.from(Buffer.from(secret).toString('base64')),
      Buffer.from(secret, 'utf16le')
    ]
    for (const form of forms) {
      expect(
        scanBlobs([{ path: 'img/logo.png', bytes: binary(form) }], [secret])
      ).toEqual([{ where: 'img/logo.png', kind: 'known secret value' }])
    }
  })

  it('finds token shapes in binary bytes, once per file and kind', () => {
    expect(
      scanBlobs(
        [
          { path: 'a.bin', bytes: binary(`${GHP}\0${GHO}\0${AKIA}`) },
          { path: 'b.bin', bytes: binary('nothing here') }
        ],
        []
      )
    ).toEqual([
      { where: 'a.bin', kind: 'GitHub token' },
      { where: 'a.bin', kind: 'AWS access key' }
    ])
  })

  it('reports a known token as a known value, and names no value', () => {
    const findings = scanBlobs(
      [{ path: `dir-${secret}/x.bin`, bytes: binary(GHP) }],
      [GHP, secret]
    )
    expect(findings).toEqual([
      { where: 'dir-***/x.bin', kind: 'known secret value' }
    ])
  })
})

describe('reversed forms', () => {
  it('the redactor and the text scan know a secret written backwards', () => {
    const secret = 'deploy-Pa55word-2026'
    const reversed = [...secret].reverse().join('')
    expect(createRedactor([secret])(`x ${reversed} y`)).toBe('x *** y')
    expect(scanText(`x ${reversed} y`, [secret], 'comment')).toEqual([
      { where: 'comment', kind: 'known secret value' }
    ])
  })
})

describe('describeFindings', () => {
  it('lists kinds and places, never values', () => {
    const secret = 'super-secret-value-42'
    const findings = [
      ...scanText(`posting ${secret} and ${GHP}`, [secret], 'comment'),
      { where: 'src/a.ts:3', kind: 'GitHub token' }
    ]
    const text = describeFindings(findings)
    expect(text).toBe(
      'Found 3 possible secrets (values not shown): known secret value at comment; GitHub token at comment, src/a.ts:3.'
    )
    expect(text).not.toContain(secret)
    expect(text).not.toContain(GHP)
  })

  it('says so when clean, and shortens long lists', () => {
    expect(describeFindings([])).toBe('No secrets found.')
    expect(describeFindings([{ where: 'comment', kind: 'JWT' }])).toBe(
      'Found 1 possible secret (values not shown): JWT at comment.'
    )
    const many = Array.from({ length: 7 }, (_, i) => ({
      where: `f.ts:${i + 1}`,
      kind: 'AWS access key'
    }))
    expect(describeFindings(many)).toBe(
      'Found 7 possible secrets (values not shown): AWS access key at f.ts:1, f.ts:2, f.ts:3, f.ts:4, f.ts:5 and 2 more.'
    )
  })
})
