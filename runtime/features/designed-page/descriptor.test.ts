import { describe, expect, it } from 'vitest'
import { descriptorTitle } from './descriptor.ts'
import { descriptor } from './test-loader.ts'

describe('descriptorTitle', () => {
  it('titles a designed page by its SEO title', () => {
    expect(descriptorTitle({ page: descriptor.page, title: '年货节专题', widgets: [] })).toBe('年货节专题')
    expect(descriptorTitle({ title: '' })).toBeUndefined()
    expect(descriptorTitle(undefined)).toBeUndefined()
  })
})
