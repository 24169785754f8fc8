/** Prefix of the tests' temp folder. */
export const TEMP_PREFIX: string
/** Makes the run's temp folder and points TMPDIR at it. */
export default function tempForTests(): void
