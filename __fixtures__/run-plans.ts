/**
 * The parts of a run plan (`src/run/plan.ts`) that tests expect again and
 * again: the checkout of a pull request's head branch, the delivery onto
 * it, and the capability sets of a trusted, a fork and a read-only run.
 */
import type { CheckoutMode } from '../src/git/index.js'
import type { Capabilities, Delivery } from '../src/run/plan.js'

/** A same-repository pull request's head branch, checked out as a branch. */
export function headBranchCheckout(
  number: number,
  headRef: string
): CheckoutMode {
  return { kind: 'pr-same-repo', number, headRef }
}

/** One commit onto a same-repository pull request's head branch. */
export function headBranchDelivery(
  pullNumber: number,
  branch: string
): Delivery {
  return { kind: 'pr-branch', branch, pullNumber }
}

/** A trusted fix run: it edits, runs commands and pushes. */
export const TRUSTED_FIX: Capabilities = {
  mayEdit: true,
  mayRunCommands: true,
  mayPush: true,
  trustedCode: true
}

/** A fork's code is checked out: edits only, nothing run, nothing pushed. */
export const FORK_EDITS_ONLY: Capabilities = {
  mayEdit: true,
  mayRunCommands: false,
  mayPush: false,
  trustedCode: false
}

/** A review or an answer of trusted code: it only reads. */
export const READ_ONLY: Capabilities = {
  mayEdit: false,
  mayRunCommands: false,
  mayPush: false,
  trustedCode: true
}
