/**
 * Jest reporter that ends the run with the plain line CI reads:
 * `N passed, N failed`. A suite that fails before any test runs (a compile
 * error, a throw at import) counts as one failure, so it can never hide.
 */
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
    const skipped = results.numPendingTests + results.numTodoTests
    const tail = skipped ? `, ${skipped} skipped` : ''
    process.stdout.write(
      `\n${results.numPassedTests} passed, ${failed} failed${tail}\n`
    )
  }
}
