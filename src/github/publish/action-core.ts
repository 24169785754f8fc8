/**
 * `@actions/core` off the start-up path (docs/architecture.md, "Start-up"):
 * it pulls in its HTTP client and undici, whose loading cost more than the
 * rest of the bundle. Inputs are read from `INPUT_*` as `core.getInput`
 * reads them; every other call waits in a queue until `load()` has brought
 * the module in (once the first model request is answered, or at the end of the run),
 * then runs in the order it was made. A mask (`setSecret`) goes ahead of
 * every queued line, so no line the runner prints comes before the masks
 * (docs/security.md item 13).
 */

/** The calls of `@actions/core` the action makes. */
export interface ActionCore {
  info(message: string): void
  warning(message: string): void
  error(message: string): void
  startGroup(name: string): void
  endGroup(): void
  setSecret(secret: string): void
  setOutput(name: string, value: unknown): void
  setFailed(message: string): void
}

/** An {@link ActionCore} whose calls wait until `load()` is done. */
interface DeferredCore extends ActionCore {
  /** Loads the module once and runs the queued calls; the same promise every time. */
  load(): Promise<void>
}

type Call = (core: ActionCore) => void

/** A deferred core over `loadCore` (in the action: `import('@actions/core')`). */
export function createDeferredCore(
  loadCore: () => Promise<ActionCore>
): DeferredCore {
  let core: ActionCore | null = null
  let loading: Promise<void> | null = null
  const masks: Call[] = []
  const calls: Call[] = []
  const call =
    <A extends unknown[]>(run: (core: ActionCore, ...args: A) => void) =>
    (...args: A): void => {
      if (core) run(core, ...args)
      else calls.push((loaded) => run(loaded, ...args))
    }
  return {
    info: call((c, message: string) => c.info(message)),
    warning: call((c, message: string) => c.warning(message)),
    error: call((c, message: string) => c.error(message)),
    startGroup: call((c, name: string) => c.startGroup(name)),
    endGroup: call((c) => c.endGroup()),
    setOutput: call((c, name: string, value: unknown) =>
      c.setOutput(name, value)
    ),
    setFailed: call((c, message: string) => c.setFailed(message)),
    setSecret: (secret) => {
      if (core) core.setSecret(secret)
      else masks.push((loaded) => loaded.setSecret(secret))
    },
    load: () => {
      loading ??= loadCore().then((loaded) => {
        for (const run of masks.splice(0)) run(loaded)
        for (const run of calls.splice(0)) run(loaded)
        core = loaded
      })
      return loading
    }
  }
}

/**
 * `core.getInput(name)` without the module: `INPUT_<NAME>` (spaces as
 * `_`, upper case), trimmed; '' when unset.
 */
export function readInput(
  env: Readonly<Record<string, string | undefined>>,
  name: string
): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim()
}

/** The action's deferred core: `@actions/core` in its own chunk. */
export function actionCore(): DeferredCore {
  return createDeferredCore(() => import('@actions/core'))
}
