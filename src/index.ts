/** The action's entry point: nothing but `run()`. */
import { run } from './main.js'

await run()
