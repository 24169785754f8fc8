/**
 * The commands' cgroups (docs/security.md item 16): where they can be made
 * (`layout`), with which privilege (`privilege`), one per session
 * (`cgroup-session`) holding one per command (`command-cgroup`), each
 * entered by a fixed root step before the command runs (`launch`). The
 * only door of this folder.
 */
export {
  type CgroupLayout,
  parseCgroupLayout,
  readCgroupLayout
} from './layout.js'
export { findPrivilege, type Privilege } from './privilege.js'
export { type CgroupEvents, type CommandCgroup } from './command-cgroup.js'
export { type CgroupSession, openCgroupSession } from './cgroup-session.js'
export { ENTER_FAILED, enterArgs, launchAsUser } from './launch.js'
