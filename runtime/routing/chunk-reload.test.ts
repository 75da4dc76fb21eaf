import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reloadForChunkError } from './chunk-reload.ts'

describe('reloadForChunkError', () => {
  let stored: Map<string, string>
  let reload: ReturnType<typeof vi.fn>

  beforeEach(() => {
    stored = new Map()
    reload = vi.fn()
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    })
    vi.stubGlobal('window', { location: { reload } })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('reloads once, then lets a repeated failure through to the error page', () => {
    expect(reloadForChunkError()).toBe(true)
    expect(reloadForChunkError()).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads again for a failure long after the last reload (a later deployment)', () => {
    vi.useFakeTimers()
    expect(reloadForChunkError()).toBe(true)
    vi.advanceTimersByTime(60_000)
    expect(reloadForChunkError()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload when session storage is unavailable, as it could loop', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError')
      },
    })
    expect(reloadForChunkError()).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
