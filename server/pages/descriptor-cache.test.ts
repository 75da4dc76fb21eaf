import { describe, expect, it } from 'vitest'
import { DESCRIPTOR_TTL_MS, DescriptorCache } from './descriptor-cache.ts'

describe('DescriptorCache', () => {
  it('keeps a page per company until it expires', () => {
    let now = 1_000
    const cache = new DescriptorCache<string>(
      () => 1,
      () => now,
    )
    cache.set(1, 'index', 'home of 1')
    cache.set(2, 'index', 'home of 2')
    expect(cache.get(1, 'index')).toBe('home of 1')
    expect(cache.get(2, 'index')).toBe('home of 2')
    expect(cache.get(1, 'custom:1002')).toBeUndefined()
    now += DESCRIPTOR_TTL_MS
    expect(cache.get(1, 'index')).toBeUndefined()
  })

  it('serves nothing stored before the content changed, nor anything built during a change', () => {
    let version = 3
    const cache = new DescriptorCache<string>(() => version)
    cache.set(1, 'index', 'a')
    cache.set(1, 'custom:1002', 'b', 2)
    expect(cache.get(1, 'index')).toBe('a')
    expect(cache.get(1, 'custom:1002')).toBeUndefined()
    version = 4
    expect(cache.get(1, 'index')).toBeUndefined()
  })

  it('keeps nothing before the content version was first read', () => {
    const cache = new DescriptorCache<string>(() => 0)
    cache.set(1, 'index', 'a')
    expect(cache.get(1, 'index')).toBeUndefined()
  })
})
