import assert from 'node:assert/strict'
import { test } from 'node:test'
import { daysBetween, formatDate } from '../src/dates.js'

test('formatDate pads month and day', () => {
  assert.equal(formatDate(new Date(Date.UTC(2026, 0, 5))), '2026-01-05')
})

test('formatDate uses the calendar month', () => {
  assert.equal(formatDate(new Date(Date.UTC(2026, 10, 30, 23, 59))), '2026-11-30')
})

test('daysBetween ignores the time of day', () => {
  const start = new Date(Date.UTC(2026, 10, 28, 23, 0))
  const end = new Date(Date.UTC(2026, 10, 30, 1, 0))
  assert.equal(daysBetween(start, end), 2)
})
