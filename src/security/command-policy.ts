/**
 * The command policy of bash (docs/security.md item 22): every simple
 * command of a line is matched against the built-in rules, the
 * `blocked-commands` patterns and, when set, the `allowed-commands`
 * patterns. A guard against accidents and obvious commands, not a security
 * boundary: the sandbox and the resource limits are.
 */
import {
  deletesRootOrOutside,
  deletesUnknownPath,
  findDeletesRootOrOutside,
  gitRemovesRoot,
  xargsDeletesRecursively
} from './command-delete.js'
import {
  basename,
  MAX_DEPTH,
  splitCommandLine,
  type SimpleCommand
} from './command-split.js'

/** The inputs, as lists of glob patterns. */
export interface CommandPolicy {
  /** When not empty, every simple command must match one of these. */
  allowed: readonly string[]
  /** No simple command may match one of these (on top of the built-in rules). */
  blocked: readonly string[]
}

/** Why a line is refused: the part and the rule. */
interface CommandRefusal {
  /** The simple command that was refused, as matched. */
  part: string
  /** The rule: a built-in rule's name or the pattern. */
  rule: string
  /** One sentence for the model. */
  message: string
}

/**
 * Patterns of an input: separated by commas or newlines, trimmed, empty
 * ones dropped.
 */
export function parseCommandPatterns(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((pattern) => pattern.trim())
    .filter((pattern) => pattern !== '')
}

/**
 * Whether a simple command (its words joined by one space) matches a
 * pattern. `*` matches any characters (spaces and slashes too), `?` one;
 * the rest is literal and the match is anchored at both ends. A pattern
 * ending in ` *` also matches the bare command: `git *` matches `git`.
 */
export function matchesCommand(command: string, pattern: string): boolean {
  const glob = pattern.trim().replace(/\s+/g, ' ')
  let source = ''
  for (const char of glob) {
    if (char === '*') source += '.*'
    else if (char === '?') source += '.'
    else source += char.replace(/[\\^$.+()[\]{}|]/g, '\\$&')
  }
  if (glob.endsWith(' *')) source = `${source.slice(0, -3)}(?: .*)?`
  return new RegExp(`^${source}$`, 's').test(command)
}

/** The built-in rules: a name, and a test over one simple command. */
interface BuiltinRule {
  name: string
  why: string
  test(command: SimpleCommand, workspace: string): boolean
}

const SAFE_DEVICES =
  /^\/dev\/(?:null|zero|full|random|urandom|tty|stdin|stdout|stderr|ptmx|fd\/.*|pts\/.*|shm\/.*|tcp\/.*|udp\/.*)$/

/** A device other than the harmless ones: a disk, a partition, memory. */
function isDevice(file: string): boolean {
  return file.startsWith('/dev/') && !SAFE_DEVICES.test(file)
}

const BUILTIN_RULES: BuiltinRule[] = [
  {
    name: 'line nested too deep to check',
    why: `substitutions, \`bash -c\`, \`eval\` and scripts fed to a shell are read only ${MAX_DEPTH} levels deep, and a line the policy cannot read is not run; write the commands out with less nesting`,
    test: (command) => command.unreadable === 'too deep'
  },
  {
    name: 'shell that runs text the policy cannot read',
    why: 'its script comes from another command (`curl … | sh`, `cat file | bash`, `bash <(…)`); save the script to a file, read it, then run it with `bash <file>`, or run its commands directly',
    test: (command) => command.unreadable === 'unknown input'
  },
  {
    name: 'script whose command comes from a variable or a command substitution',
    why: 'what `eval`, `bash -c` or a shell reading a pipe would run is not known before it runs; run the commands themselves',
    test: (command) => command.unreadable === 'built script'
  },
  {
    name: 'recursive delete of the workspace root or outside it',
    why: 'it would delete the repository or files outside it (`$PWD`, `$(pwd)` and `*` name the whole repository); delete the paths you mean inside the repository (e.g. `rm -rf build/`)',
    test: deletesRootOrOutside
  },
  {
    name: 'recursive delete of a variable or a command substitution',
    why: 'the policy cannot tell what it names (empty, `/` or the repository are all possible); write the paths out (e.g. `rm -rf build/`)',
    test: deletesUnknownPath
  },
  {
    name: 'find that deletes from the workspace root or outside it',
    why: "`-delete` or `-exec rm` there removes everything it finds; start find in the folder you mean (e.g. `find build -delete`) or narrow it by name (e.g. `find . -name '*.pyc' -delete`)",
    test: findDeletesRootOrOutside
  },
  {
    name: 'recursive delete through xargs',
    why: 'the policy cannot see what xargs is fed, so it could name the repository or `/`; delete the paths you mean with `rm -rf <path>`, or use `find <folder> -name <pattern> -exec rm -rf {} +`',
    test: xargsDeletesRecursively
  },
  {
    name: 'git rm of the whole repository',
    why: 'it would delete every tracked file (`.`, `*`, `:/` and `$PWD` name them all, and a variable could); name the paths you mean (e.g. `git rm -r src/old`)',
    test: gitRemovesRoot
  },
  {
    name: 'write to a block device',
    why: 'writing a device destroys a disk; write to a file instead',
    test: (command) => {
      const [name, ...args] = command.words
      const program = basename(name ?? '')
      if (/^mkfs(?:\..*)?$|^mke2fs$|^mkswap$|^wipefs$/.test(program))
        return true
      if (
        program === 'dd' &&
        args.some((arg) => isDevice(arg.slice(3)) && arg.startsWith('of='))
      )
        return true
      if (['tee', 'cp', 'shred'].includes(program) && args.some(isDevice))
        return true
      return command.redirects.some(isDevice)
    }
  },
  {
    name: 'shutdown or reboot',
    why: 'it would stop the machine the run is on',
    test: (command) => {
      const [name, first] = command.words
      const program = basename(name ?? '')
      if (/^(?:shutdown|reboot|halt|poweroff)$/.test(program)) return true
      if (/^(?:init|telinit)$/.test(program)) return /^[06]$/.test(first ?? '')
      return (
        program === 'systemctl' &&
        /^(?:poweroff|reboot|halt|kexec|suspend|hibernate)$/.test(first ?? '')
      )
    }
  },
  {
    name: 'privilege escalation',
    why: 'commands run as the workspace user; do without root (install into the repository or your home instead)',
    test: (command) =>
      /^(?:sudo|su|doas|pkexec)$/.test(basename(command.words[0] ?? ''))
  }
]

/**
 * A function that calls itself in the background or through a pipe: the
 * fork bomb `:(){ :|:& };:`, whatever its name and spacing.
 */
function forkBomb(line: string): string | null {
  const definition =
    /(?:function\s+([^\s(){}<>;&|'"`$]+)\s*(?:\(\s*\))?|([^\s(){}<>;&|'"`$]+)\s*\(\s*\))\s*\{([^}]*)\}/g
  for (const match of line.matchAll(definition)) {
    const name = match[1] ?? match[2]
    const body = match[3]
    const escaped = name.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')
    // Itself piped into itself, or itself in the background: a recursive
    // function that only reads a pipe (`ls | while …; do f; done`) is not.
    const self = new RegExp(
      `(?:^|[\\s;{(|&])${escaped}\\s*(?:\\|\\s*${escaped}(?=$|[\\s;&|)])|&(?!&))`
    )
    if (self.test(body)) return match[0]
  }
  return null
}

/**
 * Checks a bash line: null when it may run, else the first refused part
 * and why. Built-in rules first, then `blocked`, then `allowed`.
 */
export function checkCommandLine(
  line: string,
  policy: CommandPolicy,
  workspace: string
): CommandRefusal | null {
  const bomb = forkBomb(line)
  if (bomb) {
    return {
      part: bomb,
      rule: 'fork bomb',
      message: `refused by the command policy: \`${bomb}\` is a fork bomb (a function that starts copies of itself); it would exhaust the machine's processes`
    }
  }
  for (const command of splitCommandLine(line)) {
    const part = command.words.join(' ')
    const shown = part || command.redirects.map((file) => `> ${file}`).join(' ')
    for (const rule of BUILTIN_RULES) {
      if (rule.test(command, workspace)) {
        return {
          part: shown,
          rule: rule.name,
          message: `refused by the command policy: \`${shown}\` is a ${rule.name} (a built-in rule): ${rule.why}`
        }
      }
    }
    if (part === '') continue
    const named = [
      part,
      [basename(command.words[0]), ...command.words.slice(1)].join(' ')
    ]
    const blocked = policy.blocked.find((pattern) =>
      named.some((text) => matchesCommand(text, pattern))
    )
    if (blocked !== undefined) {
      return {
        part,
        rule: blocked,
        message: `refused by the command policy: \`${part}\` matches the blocked-commands pattern \`${blocked}\``
      }
    }
    if (
      policy.allowed.length > 0 &&
      !policy.allowed.some((pattern) => matchesCommand(part, pattern))
    ) {
      return {
        part,
        rule: 'allowed-commands',
        message: `refused by the command policy: \`${part}\` matches none of the allowed-commands patterns (${policy.allowed.map((p) => `\`${p}\``).join(', ')})`
      }
    }
  }
  return null
}
