/**
 * The steps of the scripts the tests run the agent with, on the demo
 * repository (examples/demo/repo): `src/dates.js` prints the month
 * zero-based, and the fix adds 1.
 */
import type { ScriptStep, ScriptedTurn } from './scripted-model.js'

type Call = NonNullable<ScriptedTurn['toolCalls']>[number]

/** The tool call that fixes the month. */
export const EDIT_MONTH_CALL: Call = {
  name: 'edit',
  arguments: {
    path: 'src/dates.js',
    old_str: 'String(date.getUTCMonth())',
    new_str: 'String(date.getUTCMonth() + 1)'
  }
}

/** Reads src/dates.js. */
export const READ: ScriptStep = {
  toolCalls: [{ name: 'read', arguments: { path: 'src/dates.js' } }]
}

/** Reads src/dates.js, saying so. */
export const READ_SAYING: ScriptStep = {
  text: 'Reading the date code.',
  ...READ
}

/** Fixes the month. */
export const EDIT: ScriptStep = { toolCalls: [EDIT_MONTH_CALL] }

/** One bash call, with a timeout in seconds when given. */
export const bash = (command: string, timeoutS?: number): ScriptStep => ({
  toolCalls: [
    {
      name: 'bash',
      arguments:
        timeoutS === undefined ? { command } : { command, timeout_s: timeoutS }
    }
  ]
})

/** Runs the demo's tests. */
export const RUN_TESTS: ScriptStep = bash('node --test')

/** Read, edit, answer `text` ("Fixed the month." by default). */
export const fix = (text = 'Fixed the month.'): ScriptStep[] => [
  READ,
  EDIT,
  { text }
]

/** Read (saying so), edit, run the tests, answer `text`. */
export const fixAndTest = (text: string): ScriptStep[] => [
  READ_SAYING,
  EDIT,
  RUN_TESTS,
  { text }
]
