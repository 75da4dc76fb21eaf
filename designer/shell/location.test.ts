// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { editorIdOf, navigate, navigateAnyway, setLeaveGuard } from './location.ts'

const here = () => window.location.pathname + window.location.search

afterEach(() => setLeaveGuard(null))

describe('designer location', () => {
  it('reads the editor id from the address', () => {
    expect(editorIdOf('?id=12')).toBe(12)
    expect(editorIdOf('')).toBeNull()
    expect(editorIdOf('?id=0')).toBeNull()
    expect(editorIdOf('?id=abc')).toBeNull()
  })

  it('lets the leave guard hold in-app navigation and back/forward', () => {
    navigateAnyway('/designer/?id=3')
    const guard = vi.fn(() => false)
    setLeaveGuard(guard)

    navigate('/designer/')
    expect(guard).toHaveBeenLastCalledWith('/designer/')
    expect(here()).toBe('/designer/?id=3')

    // What the browser does on Back: the address changes, then popstate fires.
    window.history.replaceState(null, '', '/designer/')
    const screenChange = vi.fn()
    window.addEventListener('popstate', screenChange)
    window.dispatchEvent(new PopStateEvent('popstate'))
    window.removeEventListener('popstate', screenChange)
    expect(guard).toHaveBeenCalledTimes(2)
    expect(here()).toBe('/designer/?id=3')
    expect(screenChange).not.toHaveBeenCalled()

    guard.mockReturnValue(true)
    navigate('/designer/')
    expect(here()).toBe('/designer/')
  })
})
