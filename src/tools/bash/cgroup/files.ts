/**
 * Reading and writing cgroup files: small, synchronous, never throwing
 * where a missing file only means "nothing there".
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The file's text, or '' when it cannot be read. */
export function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

/** Writes `value`; returns the error code on failure, '' on success. */
export function writeValue(file: string, value: string): string {
  try {
    writeFileSync(file, value)
    return ''
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? 'EIO'
  }
}

/** The pids listed in a `cgroup.procs` file. */
export function readPids(dir: string): number[] {
  return readText(join(dir, 'cgroup.procs'))
    .split('\n')
    .filter((line) => /^\d+$/.test(line))
    .map(Number)
}

/** The number after `key` in a flat-keyed file (`memory.events`, `pids.events`, `memory.oom_control`); 0 when absent. */
export function readKey(file: string, key: string): number {
  const match = new RegExp(`^${key} (\\d+)$`, 'm').exec(readText(file))
  return match ? Number(match[1]) : 0
}

/** Resolves after `ms` milliseconds. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
