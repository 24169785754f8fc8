import { describe, expect, it } from '@jest/globals'
import { missingPermission } from '../../../src/github/api/permissions.js'

// src/github/api/permissions.ts: only GitHub's missing-permission answer
// names a permission; another 403 on the same route claims none.
describe('missingPermission', () => {
  it('names the permission of a route GitHub refused for lack of it', () => {
    expect(
      missingPermission(
        'POST issue comment',
        403,
        'POST issue comment failed (403): Resource not accessible by integration'
      )?.permission
    ).toBe('issues: write')
  })

  it.each([
    ['a locked issue', 'Unable to create comment because issue is locked.'],
    ['a rate limit', 'You have exceeded a secondary rate limit.']
  ])('claims nothing for %s', (_, message) => {
    expect(
      missingPermission('POST issue comment', 403, message)
    ).toBeUndefined()
  })

  it('claims nothing for another status, or a read', () => {
    const denied = 'Resource not accessible by integration'
    expect(missingPermission('POST issue comment', 404, denied)).toBeUndefined()
    expect(missingPermission('GET issue', 403, denied)).toBeUndefined()
  })
})
