import { describe, expect, it } from 'vitest'
import { DESCRIPTOR_TTL_MS, DescriptorCache } from './descriptor-cache.ts'

describe('DescriptorCache', () => {
  it('keeps a page per company until it expires', () => {
    let now = 1_000
    const cache = new DescriptorCache<string>(() => now)
    cache.set(1, 'index', 'home of 1')
    cache.set(2, 'index', 'home of 2')
    expect(cache.get(1, 'index')).toBe('home of 1')
    expect(cache.get(2, 'index')).toBe('home of 2')
    expect(cache.get(1, 'custom:1002')).toBeUndefined()
    now += DESCRIPTOR_TTL_MS
    expect(cache.get(1, 'index')).toBeUndefined()
  })

  it('forgets every page of one company on invalidate', () => {
    const cache = new DescriptorCache<string>()
    cache.set(1, 'index', 'a')
    cache.set(1, 'custom:1002', 'b')
    cache.set(2, 'index', 'c')
    cache.invalidate(1)
    expect(cache.get(1, 'index')).toBeUndefined()
    expect(cache.get(1, 'custom:1002')).toBeUndefined()
    expect(cache.get(2, 'index')).toBe('c')
  })
})
