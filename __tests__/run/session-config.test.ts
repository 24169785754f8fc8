import { describe, expect, it } from '@jest/globals'
import { DEFAULT_BUDGET } from '../../src/agent/loop/budget.js'
import {
  budgetFromSettings,
  limitsFromSettings,
  sessionPolicy
} from '../../src/run/session-config.js'
import { capabilitiesFor } from '../../src/run/plan.js'
import { parseSettings } from '../../src/config/settings.js'

// docs/loop.md §7.1: the budget's window and completion cap come from the
// endpoint's limits, which resolveEndpoint took from the inputs or the
// provider's profile; max-tokens from its input.

const settings = parseSettings((name) =>
  name === 'github-token' ? 'ghs_test' : ''
)

describe('budgetFromSettings', () => {
  it("takes the window and the completion cap from the endpoint's limits", () => {
    const budget = budgetFromSettings(settings, {
      contextWindow: 8000,
      maxOutputTokens: 4000
    })
    expect(budget).toMatchObject({
      contextWindow: 8000,
      maxOutputTokens: 4000,
      maxIterations: settings.maxIterations
    })
    expect(budget.maxTokens).toBeUndefined()
  })

  it('takes max-tokens as the run cap', () => {
    expect(
      budgetFromSettings(
        { ...settings, maxTokens: 50_000 },
        { contextWindow: 128_000, maxOutputTokens: 16_384 }
      )
    ).toMatchObject({ maxTokens: 50_000, maxOutputTokens: 16_384 })
  })

  it('falls back to the inputs where no endpoint was resolved', () => {
    expect(limitsFromSettings({ ...settings, contextWindow: null })).toEqual({
      contextWindow: DEFAULT_BUDGET.contextWindow,
      maxOutputTokens: null
    })
    const budget = sessionPolicy(settings, {
      mayEdit: true,
      mayRunCommands: false
    }).budget
    expect(budget.contextWindow).toBe(
      limitsFromSettings(settings).contextWindow
    )
    expect(budget.maxOutputTokens).toBeUndefined()
    expect(
      sessionPolicy(settings, { mayEdit: true, mayRunCommands: false }, '', {
        contextWindow: 8000,
        maxOutputTokens: 4000
      }).budget
    ).toMatchObject({ contextWindow: 8000, maxOutputTokens: 4000 })
  })
})

describe('sessionPolicy: MCP servers', () => {
  const withServers = parseSettings((name) =>
    name === 'github-token'
      ? 'ghs_test'
      : name === 'mcp-servers'
        ? JSON.stringify({
            mcpServers: { notes: { command: './tools/mcp', args: [] } }
          })
        : ''
  )

  it('starts them on trusted code, read-only where the run only reads', () => {
    const fix = sessionPolicy(withServers, capabilitiesFor('fix', true))
    expect(fix.mcp).toMatchObject({ readOnly: false })
    const review = sessionPolicy(withServers, capabilitiesFor('review', true))
    expect(review.mcp).toMatchObject({ readOnly: true })
  })

  it('starts none on code that is not trusted: the command may be a script of the checkout', () => {
    for (const verb of ['fix', 'review', 'ask'] as const)
      expect(
        sessionPolicy(withServers, capabilitiesFor(verb, false)).mcp
      ).toBeUndefined()
  })
})
