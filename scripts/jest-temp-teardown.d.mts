/** Throws when the run's temp folder is not empty; removes it. */
export default function checkTempForTests(): void
