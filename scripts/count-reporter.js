/**
 * Jest reporter that ends the run with the plain line CI reads:
 * `N passed, N failed`. A suite that fails before any test runs (a compile
 * error, a throw at import) counts as one failure, so it can never hide.
 *
 * With TEST_COUNTS_FILE set, it also appends `<passed> <failed> <skipped>`
 * as one line to that file, so a script that runs jest several times
 * (.ci/run) can print one total.
 */
import { appendFileSync } from 'node:fs'

export default class CountReporter {
  onRunComplete(_contexts, results) {
    let failed = results.numFailedTests
    for (const suite of results.testResults) {
      if (
        suite.testExecError ||
        (suite.failureMessage && suite.numFailingTests === 0)
      )
        failed += 1
    }
    const passed = results.numPassedTests
    const skipped = results.numPendingTests + results.numTodoTests
    const tail = skipped ? `, ${skipped} skipped` : ''
    // After jest's own summary, which follows the reporters: the count is
    // the last line a run prints (README, "Run the tests").
    const line = `\n${passed} passed, ${failed} failed${tail}\n`
    process.once('exit', () => process.stdout.write(line))
    const countsFile = process.env.TEST_COUNTS_FILE
    if (countsFile)
      appendFileSync(countsFile, `${passed} ${failed} ${skipped}\n`)
  }
}
