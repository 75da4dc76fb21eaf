// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from '@testing-library/react'
import { SCROLL_MEMORY_KEY, recalledScroll, rememberScroll, useScrollMemory } from './scroll-memory.ts'

const returning = () => true

beforeEach(() => sessionStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('scroll memory', () => {
  it('recalls the position remembered for the same address only', () => {
    rememberScroll(sessionStorage, '/items?page=2', 812.4)
    expect(recalledScroll(sessionStorage, '/items?page=2')).toBe(812)
    expect(recalledScroll(sessionStorage, '/items?page=3')).toBeNull()
  })

  it('keeps the latest 20 addresses', () => {
    for (let page = 1; page <= 25; page++) rememberScroll(sessionStorage, `/items?page=${page}`, page * 10)
    expect(recalledScroll(sessionStorage, '/items?page=5')).toBeNull()
    expect(recalledScroll(sessionStorage, '/items?page=6')).toBe(60)
    expect(recalledScroll(sessionStorage, '/items?page=25')).toBe(250)
  })

  it('ignores unreadable stored text', () => {
    sessionStorage.setItem(SCROLL_MEMORY_KEY, 'not json')
    expect(recalledScroll(sessionStorage, '/items')).toBeNull()
    rememberScroll(sessionStorage, '/items', 40)
    expect(recalledScroll(sessionStorage, '/items')).toBe(40)
  })

  it('scrolls back after mounting and remembers the position when the page is left', () => {
    rememberScroll(sessionStorage, '/items?sort=sales', 600)
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    renderHook(() => useScrollMemory('/items?sort=sales', returning))
    expect(scrollTo).toHaveBeenCalledWith(0, 600)

    Object.defineProperty(window, 'scrollY', { value: 1234, configurable: true })
    window.dispatchEvent(new Event('pagehide'))
    expect(recalledScroll(sessionStorage, '/items?sort=sales')).toBe(1234)
  })

  it('does not scroll for an address without a remembered position', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    renderHook(() => useScrollMemory('/items?page=9', returning))
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('starts at the top when the list is opened afresh by a link', () => {
    rememberScroll(sessionStorage, '/items?page=2', 600)
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    renderHook(() => useScrollMemory('/items?page=2', () => false))
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
