import { describe, expect, it } from 'vitest'
import { PAGE_PATH_MESSAGE } from '../../schemas/api/designer.ts'
import { checkedPagePath, suffixedPath } from './page-path.ts'

describe('checkedPagePath', () => {
  it('accepts lowercase segments and trims blanks', () => {
    expect(checkedPagePath(' new-arrivals ')).toBe('new-arrivals')
    expect(checkedPagePath('festival/2026_spring')).toBe('festival/2026_spring')
  })

  it('refuses a missing or malformed path with its message', () => {
    expect(() => checkedPagePath(undefined)).toThrow('请输入页面路径')
    expect(() => checkedPagePath('  ')).toThrow('请输入页面路径')
    for (const bad of ['New', '/lead', 'trail/', 'a//b', '-dash', '中文', 'a b', '../x', 'a/b/c/d/e']) {
      expect(() => checkedPagePath(bad), bad).toThrow(PAGE_PATH_MESSAGE)
    }
  })
})

describe('suffixedPath', () => {
  it('adds the number to the last segment, keeping it within the allowed length', () => {
    expect(suffixedPath('sale', 2)).toBe('sale-2')
    expect(suffixedPath('a/b', 13)).toBe('a/b-13')
    const long = 'x'.repeat(64)
    const suffixed = suffixedPath(`top/${long}`, 2)
    expect(suffixed).toBe(`top/${'x'.repeat(62)}-2`)
    expect(() => checkedPagePath(suffixed)).not.toThrow()
  })
})
