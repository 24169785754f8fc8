/**
 * The file system view of the sudo-namespace sandbox (docs/security.md
 * item 5): a fixed `/bin/sh` script, run as root inside fresh mount, PID,
 * IPC, UTS and (usually) network namespaces, that builds a new root and
 * pivots into it, and the list of mount steps it reads from its arguments.
 *
 * Why a new root instead of hiding paths in place: a tmpfs over `/home`
 * would also hide a workspace under `/home/runner/work/...`, and a bind
 * made afterwards would have nothing left to bind from. So the view is
 * built in an empty tmpfs from the host's real paths, while they are all
 * still reachable: the system's top-level directories bound read-only
 * (non-recursively: their submounts are not in the view), then the
 * writable directories at their real paths, then `pivot_root` drops the
 * host's tree from the namespace. What is never bound (`/home`, `/root`,
 * `/run` with every service socket, `/tmp`, the host's `/dev`) simply is
 * not there.
 */

/**
 * The setup script. Every path, the command and its environment arrive as
 * positional arguments and are never part of the script text:
 * `$1` the new root's mount point, `$2` the command's working directory,
 * `$3` `own` or `host` (network namespace), then the mount steps of
 * {@link mountPlan}, `--`, and the command, which runs as a child of this
 * shell, so the shell stays PID 1 of the namespace and the namespace ends
 * when the command does. Programs the script uses itself come from the
 * fixed system PATH below, never from the caller's.
 */
export const SETUP_SCRIPT = `set -eu
PATH=/usr/sbin:/usr/bin:/sbin:/bin
root=$1 cwd=$2 net=$3
shift 3
mount --make-rprivate /
mount -t tmpfs -o mode=0755,size=8m,nosuid,nodev agent-root "$root"
for dir in dev home proc root run sys tmp; do mkdir "$root/$dir"; done
place() {
  if [ -d "$1" ]; then mkdir -p "$2"
  else mkdir -p "\${2%/*}"; [ -e "$2" ] || : > "$2"
  fi
}
bind() {
  place "$2" "$root$3"
  mount --bind "$2" "$root$3"
  mount -o "remount,bind,$1,nosuid,nodev" "$root$3"
}
while [ "$#" -gt 0 ] && [ "$1" != -- ]; do
  case $1 in
    ro|rw) bind "$1" "$2" "$2"; shift 2 ;;
    tmp) bind rw "$2" /tmp; shift 2 ;;
    tmpfs) mount -t tmpfs -o mode=1777,nosuid,nodev agent-tmp "$root$2"; shift 2 ;;
    link) ln -s "$3" "$root$2"; shift 3 ;;
    hide)
      if [ -L "$root$2" ]; then :
      elif [ -d "$root$2" ]; then
        mount -t tmpfs -o mode=0755,size=1m,nosuid,nodev agent-hidden "$root$2"
      elif [ -e "$root$2" ]; then mount --bind /dev/null "$root$2"
      fi
      shift 2 ;;
    *) echo "sandbox setup: unknown step $1" >&2; exit 125 ;;
  esac
done
shift
if ! mount -t sysfs -o ro,nosuid,nodev,noexec agent-sys "$root/sys" 2>/dev/null
then
  mount --bind /sys "$root/sys"
  mount -o remount,bind,ro,nosuid,nodev,noexec "$root/sys"
fi
mount -t tmpfs -o mode=0755,size=64k,nosuid agent-dev "$root/dev"
for node in null zero full random urandom tty; do
  : > "$root/dev/$node"
  mount --bind "/dev/$node" "$root/dev/$node"
done
mkdir "$root/dev/shm" "$root/dev/pts"
mount -t tmpfs -o mode=1777,nosuid,nodev agent-shm "$root/dev/shm"
mount -t devpts -o newinstance,ptmxmode=0666,mode=0620,nosuid,noexec \\
  agent-pts "$root/dev/pts" 2>/dev/null || true
ln -s pts/ptmx "$root/dev/ptmx"
ln -s /proc/self/fd "$root/dev/fd"
ln -s /proc/self/fd/0 "$root/dev/stdin"
ln -s /proc/self/fd/1 "$root/dev/stdout"
ln -s /proc/self/fd/2 "$root/dev/stderr"
mount -o remount,bind,ro,nosuid "$root/dev"
mount -t proc -o nosuid,nodev,noexec agent-proc "$root/proc"
if [ "$net" = own ] && command -v ip >/dev/null; then ip link set lo up; fi
mount -o remount,bind,ro,nosuid,nodev "$root"
cd "$root"
pivot_root . .
umount -l .
cd "$cwd"
set +e
# The shell's own notes on how the command ended ("Killed") are not the
# command's output: they go to /dev/null, the command gets the real stderr.
exec 3>&2 2>/dev/null
sh -c 'exec 2>&3 3>&-; exec "$@"' sh "$@"
exit "$?"
`

/** A top-level entry of the host's `/`. */
export interface RootEntry {
  /** The name, without a slash. */
  name: string
  /** A directory (bound read-only) or a symlink (recreated). */
  kind: 'dir' | 'link'
  /** The link's target, for symlinks. */
  target?: string
}

/** What {@link mountPlan} builds the view from; all real (symlink-free) paths. */
interface MountPlanInput {
  /** The host's top-level entries (`readdir('/')`). */
  system: RootEntry[]
  /** Bound read-write at their real paths (workspace, scratch home, temp dir). */
  writable: string[]
  /** The scratch temp dir, also the view's `/tmp` where it can be. */
  tmpDir: string
  /** Bound read-only at their real paths (the tool-output dir). */
  readOnly: string[]
  /** Existing paths to cover with an empty tmpfs (dirs) or `/dev/null` (files). */
  hidden: string[]
  /** A file outside the system dirs to show read-only (e.g. where `/etc/resolv.conf` points). */
  extraFiles?: string[]
}

/** Top-level directories the script creates empty: never bound from the host. */
const FRESH_DIRS = ['dev', 'home', 'proc', 'root', 'run', 'sys', 'tmp']

/**
 * The mount steps, in the order that makes each one visible: the system,
 * hidden paths outside the writable dirs (they may contain them: the
 * scratch dirs live in `RUNNER_TEMP`), `/tmp`, the writable dirs, hidden
 * paths inside them, then the read-only extras. `/tmp` is the scratch temp
 * dir unless a bound path lies under the host's `/tmp` (a local run, the
 * tests): then it is an empty tmpfs holding those binds.
 */
export function mountPlan(input: MountPlanInput): string[] {
  const steps: string[] = []
  for (const entry of input.system) {
    if (FRESH_DIRS.includes(entry.name) || entry.name.includes('/')) continue
    if (entry.kind === 'dir') steps.push('ro', `/${entry.name}`)
    else if (entry.target) steps.push('link', `/${entry.name}`, entry.target)
  }
  const writable = unique(input.writable)
  const inWritable = (path: string): boolean =>
    writable.some((dir) => isInside(path, dir))
  const hidden = unique(input.hidden).filter((path) => path !== '/')
  for (const path of hidden) if (!inWritable(path)) steps.push('hide', path)
  const shown = [...writable, ...input.readOnly, ...(input.extraFiles ?? [])]
  if (shown.some((path) => isInside(path, '/tmp'))) steps.push('tmpfs', '/tmp')
  else steps.push('tmp', input.tmpDir)
  for (const path of writable) steps.push('rw', path)
  for (const path of hidden) if (inWritable(path)) steps.push('hide', path)
  for (const path of unique([...input.readOnly, ...(input.extraFiles ?? [])])) {
    if (!inWritable(path)) steps.push('ro', path)
  }
  return steps
}

/** True when `path` is `dir` or below it. */
function isInside(path: string, dir: string): boolean {
  if (dir === '/') return true
  return path === dir || path.startsWith(`${dir}/`)
}

function unique(paths: string[]): string[] {
  return paths.filter((path, index) => paths.indexOf(path) === index)
}
