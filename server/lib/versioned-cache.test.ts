import { describe, expect, it } from 'vitest'
import type { ContentWatch } from './content-version.ts'
import { VersionedCache } from './versioned-cache.ts'

function setup(options: { ttlMs?: number; staleMs?: number; maxEntries?: number } = {}) {
  const watch = { version: 1 } as ContentWatch
  let now = 0
  const cache = new VersionedCache<string>(watch, {
    ttlMs: 100,
    staleMs: 1_000,
    maxEntries: 10,
    clock: () => now,
    ...options,
  })
  let builds = 0
  const build =
    (value: string, keep = true) =>
    async () => {
      builds++
      return { value: `${value}#${builds}`, keep }
    }
  return { watch, cache, build, advance: (ms: number) => (now += ms), builds: () => builds }
}

describe('VersionedCache', () => {
  it('builds once and then serves the kept value while the content version holds', async () => {
    const { cache, build, builds } = setup()
    expect(await cache.get('home', build('a'))).toBe('a#1')
    expect(await cache.get('home', build('b'))).toBe('a#1')
    expect(builds()).toBe(1)
  })

  it('never serves a value built at an older content version', async () => {
    const { watch, cache, build } = setup()
    await cache.get('home', build('a'))
    watch.version = 2
    expect(await cache.get('home', build('b'))).toBe('b#2')
  })

  it('does not keep a value whose content changed while it was being built', async () => {
    const { watch, cache } = setup()
    await cache.get('home', async () => {
      watch.version = 2
      return { value: 'old', keep: true }
    })
    expect(await cache.get('home', async () => ({ value: 'new', keep: true }))).toBe('new')
  })

  it('shares one build between concurrent misses, and its value even when it may not be kept', async () => {
    const { cache, build, builds } = setup()
    const answers = await Promise.all([
      cache.get('404', build('missing', false)),
      cache.get('404', build('missing', false)),
    ])
    expect(answers).toEqual(['missing#1', 'missing#1'])
    expect(builds()).toBe(1)
    expect(await cache.get('404', build('missing', false))).toBe('missing#2')
  })

  it('serves a stale value once while rebuilding it in the background, then the new one', async () => {
    const { cache, build, advance } = setup()
    await cache.get('home', build('a'))
    advance(150)
    expect(await cache.get('home', build('b'))).toBe('a#1')
    await new Promise((resolve) => setImmediate(resolve))
    expect(await cache.get('home', build('c'))).toBe('b#2')
  })

  it('rebuilds in the foreground once a value is older than fresh plus stale', async () => {
    const { cache, build, advance } = setup()
    await cache.get('home', build('a'))
    advance(1_200)
    expect(await cache.get('home', build('b'))).toBe('b#2')
  })

  it('drops the least recently used entries beyond its size', async () => {
    const { cache, build } = setup({ maxEntries: 2 })
    await cache.get('a', build('a'))
    await cache.get('b', build('b'))
    await cache.get('a', build('x'))
    await cache.get('c', build('c'))
    expect(cache.size).toBe(2)
    expect(await cache.get('a', build('y'))).toBe('a#1')
    expect(await cache.get('b', build('b'))).toBe('b#4')
  })

  it('keeps nothing before the content version was first read', async () => {
    const { watch, cache, build } = setup()
    watch.version = 0
    await cache.get('home', build('a'))
    expect(cache.size).toBe(0)
  })
})
