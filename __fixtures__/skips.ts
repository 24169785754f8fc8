/**
 * Tests that need something this machine may lack (sudo, bubblewrap,
 * ripgrep, a runner user…) skip with one visible line naming the reason
 * (docs/development.md, "Tests").
 */
import { describe, it } from '@jest/globals'

const told = new Set<string>()

/** Prints `skipped: <reason>` on stderr, once per reason in a suite. */
export function noteSkip(reason: string): void {
  if (told.has(reason)) return
  told.add(reason)
  process.stderr.write(`skipped: ${reason}\n`)
}

/** `it` when `condition` holds, else `it.skip` after printing the reason once. */
export function skipUnless(condition: unknown, reason: string): typeof it {
  if (condition) return it
  noteSkip(reason)
  return it.skip as typeof it
}

/** `describe` when `condition` holds, else `describe.skip` after printing the reason once. */
export function describeUnless(
  condition: unknown,
  reason: string
): typeof describe {
  if (condition) return describe
  noteSkip(reason)
  return describe.skip as typeof describe
}
