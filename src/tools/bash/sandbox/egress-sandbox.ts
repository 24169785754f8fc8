/**
 * A sandbox whose only way out is the egress proxy (`bash-allowed-hosts`,
 * docs/security.md item 16a): the backend gets its own network namespace
 * (loopback only) whatever `bash-network` says, the proxy's socket dir
 * and the action's `node` are bound in read-only, and every command runs
 * behind the forwarder of `egress/forwarder.ts` with the proxy in its
 * environment. `sandbox: none` has no network namespace to close, so the
 * list cannot be enforced there and the run fails instead of ignoring it.
 */
import { mkdtemp, realpath, rm, chmod } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { programPath } from '../../../shared/index.js'
import {
  forwardedCommand,
  proxyEnv,
  startEgressProxy,
  type AllowedHost
} from '../egress/index.js'
import { DEFAULT_PATH } from '../tool-env.js'
import { runProbe } from './sandbox-probe.js'
import type { DetectSandboxOptions, Sandbox } from './sandbox-types.js'

/** How `sandbox: none` with `bash-allowed-hosts` fails. */
const NONE_WITH_ALLOWED_HOSTS =
  "bash-allowed-hosts cannot be enforced with sandbox: none (commands would share the runner's network); use sandbox: auto or bwrap, or remove bash-allowed-hosts"

/**
 * The sandbox of `detect` (the backends' detection, given options
 * without `allowedHosts`), closed to all but the proxy.
 */
export async function egressSandbox(
  options: DetectSandboxOptions & { allowedHosts: AllowedHost[] },
  detect: (options: DetectSandboxOptions) => Promise<Sandbox>
): Promise<Sandbox> {
  if (options.mode === 'none') throw new Error(NONE_WITH_ALLOWED_HOSTS)
  // Beside the scratch temp dir, so the sudo backend's /tmp stays that
  // dir; in the system's temp dir where that path is too long for a socket.
  const near = join(dirname(options.tmpDir), 'egress-')
  const dir = await mkdtemp(
    near.length < 80 ? near : join(tmpdir(), 'agent-egress-')
  )
  // Commands may run as another uid than the action (sudo backend).
  await chmod(dir, 0o755)
  const proxy = await startEgressProxy({
    allowed: options.allowedHosts,
    socketPath: join(dir, 'proxy.sock'),
    ...(options.resolve ? { resolve: options.resolve } : {})
  })
  const removeDir = async (): Promise<void> => {
    await proxy.close()
    await rm(dir, { recursive: true, force: true })
  }
  const node = await realpath(process.execPath)
  const { allowedHosts: _hosts, resolve: _resolve, ...rest } = options
  void _hosts
  void _resolve
  let inner: Sandbox
  try {
    inner = await detect({
      ...rest,
      network: false,
      readOnly: [...(options.readOnly ?? []), dir, node]
    })
  } catch (error) {
    await removeDir()
    throw error
  }
  if (inner.kind === 'unavailable') {
    await removeDir()
    return inner
  }
  const hosts = options.allowedHosts.map((entry) => entry.text)
  const sandbox: Sandbox = {
    ...inner,
    network: false,
    egress: { proxy, hosts },
    description: `${inner.description.replace(/no network/, "network only through the action's proxy")}; it could reach only ${hosts.join(', ')} (bash-allowed-hosts)`,
    wrap: (command, how) =>
      inner.wrap(forwardedCommand(node, proxy.socketPath, command), {
        ...how,
        env: { ...how.env, ...proxyEnv() }
      }),
    close: async () => {
      await inner.close()
      await removeDir()
    }
  }
  const failure = await probeForwarder(sandbox, options)
  if (failure) {
    await sandbox.close()
    throw new Error(
      `bash-allowed-hosts: the proxy cannot be reached from the sandbox (${failure}); remove bash-allowed-hosts or report this`
    )
  }
  return sandbox
}

/** Runs `true` behind the forwarder; null when it worked, else why not. */
async function probeForwarder(
  sandbox: Sandbox,
  options: DetectSandboxOptions
): Promise<string | null> {
  const env = { PATH: DEFAULT_PATH }
  const truePath = programPath('true') ?? '/bin/true'
  const { file, args } = sandbox.wrap([truePath], {
    cwd: options.workspace,
    env
  })
  const failure = await runProbe(file, args, env, options.probeTimeoutMs)
  return failure?.message ?? null
}
