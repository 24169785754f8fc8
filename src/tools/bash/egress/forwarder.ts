/**
 * How commands in the sandbox reach the egress proxy (docs/security.md
 * item 16a). The sandbox's network namespace has loopback only; the
 * proxy's Unix socket is bound into it, and a small forwarder, run with
 * the action's own `node` (bound in read-only), listens on
 * 127.0.0.1:{@link PROXY_PORT} inside, relays each connection to the
 * socket, and runs the command as its child, so the command starts only
 * once the port is open and the forwarder ends with it.
 */

/** The port the forwarder listens on inside the sandbox. */
const PROXY_PORT = 3128

/**
 * The forwarder, as `node -e` source: argv is the socket, the port, then
 * the command. It exits as the command does (128 + the signal's number
 * when a signal ended it).
 */
const FORWARDER_SCRIPT = `'use strict'
const net = require('net'), cp = require('child_process'), os = require('os')
const [socket, port, ...command] = process.argv.slice(1)
const server = net.createServer((client) => {
  const upstream = net.connect(socket)
  client.pipe(upstream); upstream.pipe(client)
  client.on('error', () => upstream.destroy())
  upstream.on('error', () => client.destroy())
})
server.on('error', (error) => {
  process.stderr.write('[proxy] the forwarder cannot listen: ' + error.message + '\\n')
  process.exit(125)
})
server.listen(Number(port), '127.0.0.1', () => {
  const child = cp.spawn(command[0], command.slice(1), { stdio: 'inherit' })
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal))
  }
  child.on('error', (error) => {
    process.stderr.write(command[0] + ': ' + error.message + '\\n')
    process.exit(127)
  })
  child.on('exit', (code, signal) => {
    process.exit(signal ? 128 + (os.constants.signals[signal] || 0) : code)
  })
})
`

/** The command run behind the forwarder. */
export function forwardedCommand(
  node: string,
  socketPath: string,
  command: string[]
): string[] {
  return [
    node,
    '-e',
    FORWARDER_SCRIPT,
    socketPath,
    String(PROXY_PORT),
    ...command
  ]
}

/**
 * The proxy in every spelling the usual clients read (curl reads only the
 * lower-case `http_proxy`), and `no_proxy` for the sandbox's own loopback
 * only, so a test suite's local servers stay local.
 */
export function proxyEnv(): Record<string, string> {
  const url = `http://127.0.0.1:${PROXY_PORT}`
  const local = 'localhost,127.0.0.1,::1'
  return {
    http_proxy: url,
    https_proxy: url,
    HTTP_PROXY: url,
    HTTPS_PROXY: url,
    npm_config_proxy: url,
    npm_config_https_proxy: url,
    no_proxy: local,
    NO_PROXY: local
  }
}
