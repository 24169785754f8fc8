/**
 * `npm run bench [name…]`: every benchmark, each measured against a baseline
 * taken in the same run on the same machine, printed as ratios.
 * Names: cold-start, first-request, round-trips, publish-trips, sse, loop,
 * grep, bash-memory,
 * windows (counts and ratios only: one session under a small and a large
 * window).
 */
import { benchBashMemory } from './bash-memory.js'
import { benchColdStart, mcpChunks } from './cold-start.js'
import { benchFirstRequest } from './first-request.js'
import { benchGrep } from './grep-bench.js'
import { benchLoopOverhead } from './loop-overhead.js'
import { benchPublishTrips } from './publish-trips.js'
import { benchRoundTrips } from './round-trips.js'
import { formatMs } from './stats.js'
import { benchSseThroughput } from './sse-throughput.js'
import { benchWindows, formatWindows } from './windows.js'

const only = process.argv.slice(2)
const wanted = (name: string): boolean =>
  only.length === 0 || only.includes(name)

if (wanted('cold-start')) {
  const cold = await benchColdStart()
  console.log(
    `cold start: node dist/index.js ${formatMs(cold.bundleMs)} vs node -e 0 ${formatMs(cold.bareMs)} -> ${cold.ratio.toFixed(2)}x bare node`
  )
  const mcp = mcpChunks()
  console.log(
    `MCP SDK: ${mcp.inStartup ? 'IN dist/index.js (loaded by every run)' : mcp.chunks.length ? `only in lazy chunk ${mcp.chunks.join(', ')} (loaded by runs with mcp-servers)` : 'not in this bundle'}`
  )
}

if (wanted('first-request')) {
  for (const latencyMs of [0, 250]) {
    const first = await benchFirstRequest(7, latencyMs)
    console.log(
      `first model request${latencyMs ? ` (GitHub answering after ${latencyMs} ms)` : ''}: the bundle on an issue comment reaches the model after ${formatMs(first.firstRequestMs)} vs node -e 0 ${formatMs(first.bareMs)} -> ${first.ratio.toFixed(2)}x bare node`
    )
  }
}

if (wanted('round-trips')) {
  const trips = await benchRoundTrips()
  console.log(
    `round trips (GitHub answering after ${trips.latencyMs} ms, vs no delay): the 👀 is visible after ${trips.eyes.toFixed(1)} round trips, the first model request goes out after ${trips.firstRequest.toFixed(1)}`
  )
}

if (wanted('publish-trips')) {
  // 50 ms: a round trip to github.com; 500 ms: one that dwarfs the local
  // work between requests, so the counter sees what goes side by side.
  for (const [latencyMs, runs] of [
    [50, 9],
    [500, 3]
  ]) {
    const trips = await benchPublishTrips(latencyMs, runs)
    console.log(
      `publishing (GitHub answering after ${latencyMs} ms, vs no delay): from the model's last request to the last GitHub request ${formatMs(trips.slowMs)} vs ${formatMs(trips.baseMs)} -> ${trips.ratio.toFixed(1)} round trips by the time (pairs ${trips.spread.map((ratio) => ratio.toFixed(1)).join(' to ')}), ${trips.rounds} by the request counter`
    )
  }
}

if (wanted('sse')) {
  const sse = await benchSseThroughput()
  console.log(
    `SSE parsing: ${sse.megabytes.toFixed(0)} MB stream parsed at ${sse.parseMBps.toFixed(0)} MB/s vs plain read ${sse.plainMBps.toFixed(0)} MB/s -> plain read is ${sse.ratio.toFixed(1)}x faster`
  )
}

if (wanted('loop')) {
  const loop = await benchLoopOverhead()
  console.log(
    `loop overhead: ${loop.turns} turns in ${formatMs(loop.totalMs)}; model ${formatMs(loop.modelMs)}, tools ${formatMs(loop.toolMs)}; harness ${loop.overheadPerTurnMs.toFixed(2)} ms per turn vs ${loop.modelPerTurnMs.toFixed(2)} ms per loopback model turn -> ${(loop.overheadPerTurnMs / loop.modelPerTurnMs).toFixed(2)}x`
  )
}

if (wanted('grep')) {
  for (const rgPath of [null, undefined]) {
    const grep = await benchGrep(rgPath === null ? { rgPath: null } : {})
    console.log(
      `grep: ${grep.name}: ${formatMs(grep.toolMs)} vs ${formatMs(grep.rawMs)} -> ${grep.ratio.toFixed(2)}x`
    )
  }
}

if (wanted('bash-memory')) {
  const memory = await benchBashMemory()
  console.log(
    `bash memory: a command printed ${memory.printedMB} MB in ${memory.seconds.toFixed(1)} s (${memory.sandbox}); peak RSS ${memory.peakMB.toFixed(0)} MB vs ${memory.baselineMB.toFixed(0)} MB before -> +${memory.growthMB.toFixed(0)} MB (${((memory.growthMB / memory.printedMB) * 100).toFixed(1)}% of the output)`
  )
}

if (wanted('windows')) {
  const { task, results } = await benchWindows()
  console.log(formatWindows(task, results))
}
