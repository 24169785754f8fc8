/** The door of tools/bash/egress/: the `bash-allowed-hosts` proxy, for the sandbox and stdio MCP servers. */
export {
  ALLOWED_HOSTS_FORM,
  type AllowedHost,
  parseAllowedHosts
} from './allowed-hosts.js'
export {
  type EgressProxy,
  type EgressRefusal,
  refusalDetails,
  type Resolver,
  refusalLines,
  startEgressProxy
} from './egress-proxy.js'
export { forwardedCommand, proxyEnv } from './forwarder.js'
