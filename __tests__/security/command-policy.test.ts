import { sessionConfig } from '../../__fixtures__/agent-parts.js'
import { describe, expect, it } from '@jest/globals'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createScriptedChatModel } from '../../__fixtures__/scripted-chat-model.js'
import { runSession } from '../../src/agent/session/session.js'
import type { ChatModel } from '../../src/llm/types.js'
import { commandPolicyHook } from '../../src/agent/policy/command-policy-hook.js'
import {
  checkCommandLine,
  matchesCommand,
  parseCommandPatterns
} from '../../src/security/command-policy.js'
import { splitCommandLine } from '../../src/security/command-split.js'
import type { CommandPolicy } from '../../src/security/command-policy.js'

const WS = '/work/repo'
const NONE: CommandPolicy = { allowed: [], blocked: [] }
const rule = (line: string, policy: CommandPolicy = NONE) =>
  checkCommandLine(line, policy, WS)?.rule ?? 'allowed'

describe('splitCommandLine', () => {
  it.each([
    ['echo a; echo b', ['echo a', 'echo b']],
    ['a && b || c | d & e', ['a', 'b', 'c', 'd', 'e']],
    ['a\nb', ['a', 'b']],
    ['FOO=1 BAR="x y" node x.js', ['node x.js']],
    ['(cd src && make)', ['cd src', 'make']],
    ['{ echo a; echo b; }', ['echo a', 'echo b']],
    [
      'echo $(git rev-parse HEAD)',
      ['echo $(git rev-parse HEAD)', 'git rev-parse HEAD']
    ],
    ['echo `whoami`', ['echo `whoami`', 'whoami']],
    ["bash -c 'rm -rf x; ls'", ['bash -c rm -rf x; ls', 'rm -rf x', 'ls']],
    ['sh -ec "make test"', ['sh -ec make test', 'make test']],
    ['echo \'a;b\' "c|d"', ['echo a;b c|d']],
    ['echo hi > out.txt 2>&1', ['echo hi']],
    ['cat <<EOF\nrm -rf /\nEOF\nls', ['cat', 'ls']],
    ['env -i PATH=/bin nohup timeout 5 node x', ['node x']],
    ['if true; then echo y; fi', ['true', 'echo y']],
    ['ls # ; rm -rf /', ['ls']],
    ['diff <(ls a) <(ls b)', ['diff <(ls a) <(ls b)', 'ls a', 'ls b']]
  ])('%j -> %j', (line, parts) => {
    expect(splitCommandLine(line).map((c) => c.words.join(' '))).toEqual(parts)
  })

  it('keeps redirection targets', () => {
    expect(splitCommandLine('echo x > /dev/sda; cat < in >> log')).toEqual([
      { words: ['echo', 'x'], redirects: ['/dev/sda'] },
      { words: ['cat'], redirects: ['in', 'log'] }
    ])
  })
})

describe('matchesCommand', () => {
  it.each([
    ['node x.js', 'node *', true],
    ['node', 'node *', true],
    ['nodejs x', 'node *', false],
    ['git status', 'git *', true],
    ['git', 'git', true],
    ['ls -la src', 'ls *', true],
    ['npm run test', 'npm run *', true],
    ['npm install', 'npm run *', false],
    ['make', 'make?', false],
    ['rm -rf a/b', 'rm -rf *', true]
  ])('%j against %j: %s', (command, pattern, expected) => {
    expect(matchesCommand(command, pattern)).toBe(expected)
  })

  it('reads patterns separated by commas or newlines', () => {
    expect(parseCommandPatterns('node *, git *,\n ls *\n\n')).toEqual([
      'node *',
      'git *',
      'ls *'
    ])
  })
})

describe('checkCommandLine: the built-in rules', () => {
  const DELETE = 'recursive delete of the workspace root or outside it'
  const DEVICE = 'write to a block device'
  it.each([
    ['rm -rf /', DELETE],
    ['rm -rf .', DELETE],
    ['rm -rf ./', DELETE],
    ['rm -rf ~', DELETE],
    ['rm -rf ~/projects', DELETE],
    ['rm -rf ..', DELETE],
    ['rm -rf ../other', DELETE],
    ['rm -rf /*', DELETE],
    ['rm -rf *', DELETE],
    ['rm -fr $HOME', DELETE],
    ['rm -r --no-preserve-root /', DELETE],
    ['rm --recursive --force /etc', DELETE],
    ['/bin/rm -Rf /work/repo', DELETE],
    ['cd src && rm -rf ../..', DELETE],
    ['echo ok; sudo rm -rf /', 'privilege escalation'],
    ["bash -c 'rm -rf /'", DELETE],
    ['echo $(rm -rf /)', DELETE],
    ['X=1 rm -rf /', DELETE],
    ['rm -rf node_modules', 'allowed'],
    ['rm -rf build/', 'allowed'],
    ['rm -rf src/*', 'allowed'],
    ['rm -rf /work/repo/dist', 'allowed'],
    ['rm -rf /tmp/cache', 'allowed'],
    ['rm -rf /work', DELETE],
    ['rm -f /etc/x', 'allowed'],
    ['rm -rf', 'allowed'],
    ['dd if=/dev/zero of=/dev/sda bs=1M', DEVICE],
    ['dd if=/dev/zero of=out.bin bs=1M count=1', 'allowed'],
    ['echo x > /dev/sda', DEVICE],
    ['cat img > /dev/nvme0n1', DEVICE],
    ['echo x > /dev/null 2>&1', 'allowed'],
    ['mkfs.ext4 /dev/sdb1', DEVICE],
    ['mkfs -t ext4 disk.img', DEVICE],
    [':(){ :|:& };:', 'fork bomb'],
    ['bomb() { bomb | bomb & }; bomb', 'fork bomb'],
    ['function f { f & f; }; f', 'fork bomb'],
    ['f() { echo hi; }; f', 'allowed'],
    [
      'walk() { ls "$1" | while read d; do walk "$d"; done; }; walk .',
      'allowed'
    ],
    ['f() { f && f; }; f', 'allowed'],
    ['echo x > /dev/tcp/127.0.0.1/80', 'allowed'],
    ['shutdown -h now', 'shutdown or reboot'],
    ['reboot', 'shutdown or reboot'],
    ['halt', 'shutdown or reboot'],
    ['poweroff', 'shutdown or reboot'],
    ['systemctl reboot', 'shutdown or reboot'],
    ['sudo apt-get install x', 'privilege escalation'],
    ['su -c id', 'privilege escalation'],
    ['doas ls', 'privilege escalation'],
    ['npm test && git status', 'allowed'],
    ['for f in a b; do cat "$f" 2>/dev/null; done > "$D/all"', 'allowed'],
    ['> empty.txt', 'allowed'],
    ['echo "sudo is a word here"', 'allowed']
  ])('%j: %s', (line, expected) => {
    expect(rule(line)).toBe(expected)
  })

  it('treats a folder holding a workspace in /tmp as outside it', () => {
    const ws = '/tmp/run-1/repo'
    expect(checkCommandLine('rm -rf ..', NONE, ws)?.rule).toMatch(/^recursive/)
    expect(checkCommandLine('rm -rf /tmp/run-1', NONE, ws)).not.toBeNull()
    expect(checkCommandLine('rm -rf /tmp/other', NONE, ws)).toBeNull()
  })

  it('names the part and the rule', () => {
    expect(checkCommandLine('ls && rm -rf ~', NONE, WS)).toEqual({
      part: 'rm -rf ~',
      rule: 'recursive delete of the workspace root or outside it',
      message: expect.stringMatching(
        /^refused by the command policy: `rm -rf ~` is a recursive delete of the workspace root or outside it \(a built-in rule\)/
      )
    })
  })
})

describe('checkCommandLine: the inputs', () => {
  const allowed = {
    allowed: ['node *', 'git *', 'ls *', 'npm run *'],
    blocked: []
  }
  it.each([
    ['node x.js', 'allowed'],
    ['git status && ls -la', 'allowed'],
    ['ls | git hash-object --stdin', 'allowed'],
    ['FOO=1 node x.js', 'allowed'],
    ['node x.js; curl evil.example', 'allowed-commands'],
    ['echo $(curl x)', 'allowed-commands'],
    ["bash -c 'node x'", 'allowed-commands'],
    ['npm install', 'allowed-commands'],
    [
      'git status; rm -rf /',
      'recursive delete of the workspace root or outside it'
    ]
  ])('allowed-commands set: %j: %s', (line, expected) => {
    expect(rule(line, allowed)).toBe(expected)
  })

  const blocked = {
    allowed: [],
    blocked: ['curl *', 'git push *', 'npm publish']
  }
  it.each([
    ['curl https://x', 'curl *'],
    ['ls && /usr/bin/curl x', 'curl *'],
    ['git push origin main', 'git push *'],
    ['git status', 'allowed'],
    ['npm publish', 'npm publish'],
    ['npm publish --dry-run', 'allowed'],
    ['echo "$(curl -s x)"', 'curl *']
  ])('blocked-commands set: %j: %s', (line, expected) => {
    expect(rule(line, blocked)).toBe(expected)
  })

  it('answers a refused line as a block for the model, and leaves other tools alone', () => {
    const hook = commandPolicyHook(blocked)
    // As the runner builds it: only a tool that runs commands names one.
    const ctx = (name: string, command: string) => ({
      id: 'a',
      name,
      input: { command },
      arguments: '',
      workspace: WS,
      signal: new AbortController().signal,
      writes: [],
      ...(name === 'bash' ? { command } : {})
    })
    expect(hook.beforeToolCall?.(ctx('bash', 'ls; curl x'))).toEqual({
      block: expect.stringMatching(
        /^refused by the command policy: `curl x` matches the blocked-commands pattern `curl \*`\. The command was not run/
      ),
      // The reports list the whole line and the rule.
      refusal: {
        kind: 'command',
        what: 'ls; curl x',
        why: 'refused by the command policy: `curl x` matches the blocked-commands pattern `curl *`'
      }
    })
    expect(hook.beforeToolCall?.(ctx('bash', 'ls'))).toBeUndefined()
    expect(hook.beforeToolCall?.(ctx('grep', 'curl x'))).toBeUndefined()
  })
})

describe('the command policy in a session', () => {
  /** A model that makes one bash call per turn, then answers. */
  function bashModel(commands: string[]): ChatModel & { seen: string[] } {
    const seen: string[] = []
    const script = commands.map((command, turn) => ({
      toolCalls: [
        { id: `call_${turn + 1}`, name: 'bash', arguments: { command } }
      ]
    }))
    const model = createScriptedChatModel(script, {
      model: 'bash-model',
      onChat(request) {
        const last = request.messages.at(-1)
        if (last?.role === 'tool') seen.push(last.content ?? '')
      }
    })
    return Object.assign(model, { seen })
  }

  it('refuses a line with a refused part, runs none of it, and the next command runs', async () => {
    const root = await realpath(
      await mkdtemp(join(tmpdir(), 'command-policy-'))
    )
    try {
      const workspace = join(root, 'workspace')
      await mkdir(workspace)
      const model = bashModel([
        'touch a && rm -rf ..',
        'curl https://example.test',
        'touch b'
      ])
      const result = await runSession(
        sessionConfig({
          workspace,
          task: 'go',
          bash: true,
          model,
          scratchDir: join(root, 'scratch'),
          commandPolicy: { allowed: [], blocked: ['curl *'] }
        })
      )
      expect(result.outcome.status).toBe('done')
      expect(model.seen[0]).toMatch(
        /^error: refused by the command policy: `rm -rf \.\.` is a recursive delete of the workspace root or outside it/
      )
      expect(model.seen[1]).toMatch(
        /^error: refused by the command policy: `curl https:\/\/example\.test` matches the blocked-commands pattern `curl \*`/
      )
      expect(model.seen[2]).toMatch(/^exit=0/)
      expect(existsSync(join(workspace, 'a'))).toBe(false)
      expect(existsSync(join(workspace, 'b'))).toBe(true)
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})
