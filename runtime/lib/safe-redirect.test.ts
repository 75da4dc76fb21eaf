import { describe, expect, it } from 'vitest'
import { withRedirect } from './safe-redirect.ts'

describe('withRedirect', () => {
  it('carries the way back to another sign-in page, and leaves / out', () => {
    expect(withRedirect('/auth/reg', '/items/66')).toBe('/auth/reg?redirectUrl=%2Fitems%2F66')
    expect(withRedirect('/auth/reg', '/')).toBe('/auth/reg')
  })
})
