/**
 * `npm run bench`: every benchmark, each measured against a baseline taken
 * in the same run on the same machine, printed as ratios.
 */
import { benchColdStart } from './cold-start.js'
import { formatMs } from './stats.js'
import { benchSseThroughput } from './sse-throughput.js'

const only = process.argv.slice(2)
const wanted = (name: string): boolean =>
  only.length === 0 || only.includes(name)

if (wanted('cold-start')) {
  const cold = await benchColdStart()
  console.log(
    `cold start: node dist/index.js ${formatMs(cold.bundleMs)} vs node -e 0 ${formatMs(cold.bareMs)} -> ${cold.ratio.toFixed(2)}x bare node`
  )
}

if (wanted('sse')) {
  const sse = await benchSseThroughput()
  console.log(
    `SSE parsing: ${sse.megabytes.toFixed(0)} MB stream parsed at ${sse.parseMBps.toFixed(0)} MB/s vs plain read ${sse.plainMBps.toFixed(0)} MB/s -> plain read is ${sse.ratio.toFixed(1)}x faster`
  )
}
