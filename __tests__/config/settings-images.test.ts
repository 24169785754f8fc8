import { describe, expect, it } from '@jest/globals'
import { parseSettings, SettingsError } from '../../src/config/settings.js'

const reader =
  (values: Record<string, string>) =>
  (name: string): string =>
    values[name] ?? ''

describe('the images input', () => {
  it('is auto by default, and takes auto, true or false', () => {
    expect(parseSettings(reader({})).images).toBe('auto')
    for (const value of ['auto', 'true', 'false'])
      expect(parseSettings(reader({ images: ` ${value} ` })).images).toBe(value)
  })

  it('names itself and the accepted form on a bad value', () => {
    expect(() => parseSettings(reader({ images: 'yes' }))).toThrow(
      SettingsError
    )
    expect(() => parseSettings(reader({ images: 'yes' }))).toThrow(
      'images must be one of auto, true, false, got "yes"'
    )
  })
})
