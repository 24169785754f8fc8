/** Whether bash can be sandboxed here, asked the way the action's `sandbox: auto` asks. */
export function probeSandbox(
  env?: Record<string, string | undefined>
): Promise<
  { available: true; backend: string } | { available: false; reason: string }
>
/** The line said first when the recording runs without a sandbox. */
export function noSandboxNotice(reason: string, runner?: string): string
