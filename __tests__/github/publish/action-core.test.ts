import { describe, expect, it } from '@jest/globals'
import {
  type ActionCore,
  createDeferredCore,
  readInput
} from '../../../src/github/publish/action-core.js'
import { afterFirstChat } from '../../../src/run/start-run.js'
import type { ChatModel, ChatResult } from '../../../src/llm/index.js'

/** A core that records each call as a line, in the order it runs. */
function recordingCore(): { core: ActionCore; lines: string[] } {
  const lines: string[] = []
  const core: ActionCore = {
    info: (message) => lines.push(`info ${message}`),
    warning: (message) => lines.push(`warning ${message}`),
    error: (message) => lines.push(`error ${message}`),
    startGroup: (name) => lines.push(`group ${name}`),
    endGroup: () => lines.push('endgroup'),
    setSecret: (secret) => lines.push(`mask ${secret}`),
    setOutput: (name, value) => lines.push(`output ${name}=${String(value)}`),
    setFailed: (message) => lines.push(`failed ${message}`)
  }
  return { core, lines }
}

describe('the deferred @actions/core (docs/architecture.md, start-up)', () => {
  it('runs nothing before load, then every call in the order it was made', async () => {
    const { core, lines } = recordingCore()
    let loads = 0
    const deferred = createDeferredCore(async () => {
      loads += 1
      return core
    })
    deferred.info('one')
    deferred.startGroup('g')
    deferred.warning('two')
    deferred.endGroup()
    deferred.setOutput('conclusion', 'no-changes')
    deferred.setFailed('three')
    expect(lines).toEqual([])
    await Promise.all([deferred.load(), deferred.load()])
    expect(loads).toBe(1)
    expect(lines).toEqual([
      'info one',
      'group g',
      'warning two',
      'endgroup',
      'output conclusion=no-changes',
      'failed three'
    ])
    deferred.info('after')
    expect(lines.at(-1)).toBe('info after')
  })

  it('puts every mask ahead of the lines queued before it', async () => {
    const { core, lines } = recordingCore()
    const deferred = createDeferredCore(async () => core)
    deferred.info('a line before the masks')
    deferred.setSecret('s1')
    deferred.warning('a warning')
    deferred.setSecret('s2')
    await deferred.load()
    expect(lines).toEqual([
      'mask s1',
      'mask s2',
      'info a line before the masks',
      'warning a warning'
    ])
    deferred.setSecret('s3')
    expect(lines.at(-1)).toBe('mask s3')
  })

  it('a load that fails rejects every wait on it', async () => {
    const deferred = createDeferredCore(async () => {
      throw new Error('no module')
    })
    deferred.info('lost')
    await expect(deferred.load()).rejects.toThrow('no module')
    await expect(deferred.load()).rejects.toThrow('no module')
  })
})

describe('readInput reads INPUT_* as core.getInput does', () => {
  it('upper-cases the name, turns spaces into _, trims, and is empty when unset', () => {
    const env = {
      'INPUT_API-KEY': '  key \n',
      INPUT_MY_INPUT: 'x',
      INPUT_EMPTY: ''
    }
    expect(readInput(env, 'api-key')).toBe('key')
    expect(readInput(env, 'my input')).toBe('x')
    expect(readInput(env, 'empty')).toBe('')
    expect(readInput(env, 'missing')).toBe('')
  })
})

describe('afterFirstChat', () => {
  it('calls back once, when the first chat has settled, and passes every call on', async () => {
    const requests: string[] = []
    const events: string[] = []
    let answer: (result: ChatResult) => void = () => undefined
    const inner: ChatModel = {
      model: 'm',
      chat: (request) => {
        requests.push(String(request.messages.length))
        events.push('chat')
        return requests.length === 1
          ? new Promise<ChatResult>((resolve) => (answer = resolve))
          : Promise.reject(new Error('second fails'))
      }
    }
    let calls = 0
    const model = afterFirstChat(inner, () => {
      calls += 1
      events.push('hook')
    })
    expect(model.model).toBe('m')
    const first = model.chat({ messages: [] } as never)
    await new Promise((resolve) => setImmediate(resolve))
    expect(calls).toBe(0)
    answer({} as ChatResult)
    await first
    await expect(model.chat({ messages: [{}] } as never)).rejects.toThrow(
      'second fails'
    )
    expect(calls).toBe(1)
    expect(events).toEqual(['chat', 'hook', 'chat'])
    expect(requests).toEqual(['0', '1'])
  })

  it('calls back when the first chat fails too', async () => {
    let calls = 0
    const model = afterFirstChat(
      { model: 'm', chat: () => Promise.reject(new Error('down')) },
      () => (calls += 1)
    )
    await expect(model.chat({ messages: [] } as never)).rejects.toThrow('down')
    expect(calls).toBe(1)
  })
})
