import { describe, expect, it } from 'vitest'
import { requireIntParam } from './params.ts'

function thrownStatus(run: () => unknown): number | undefined {
  try {
    run()
  } catch (error) {
    return error instanceof Response ? error.status : undefined
  }
  return undefined
}

describe('requireIntParam', () => {
  it('returns a positive integer parameter as a number', () => {
    expect(requireIntParam({ id: '42' }, 'id')).toBe(42)
    expect(requireIntParam({ id: '9007199254740991' }, 'id')).toBe(Number.MAX_SAFE_INTEGER)
  })

  it.each(['abc', '0', '-1', '1.5', '01', '1e3', ' 1', '', '9007199254740993'])(
    'throws a 404 response for %j',
    (id) => {
      expect(thrownStatus(() => requireIntParam({ id }, 'id'))).toBe(404)
    },
  )

  it('throws a 404 response when the parameter is missing', () => {
    expect(thrownStatus(() => requireIntParam({}, 'id'))).toBe(404)
  })
})
