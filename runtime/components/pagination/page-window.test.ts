import { describe, expect, it } from 'vitest'
import { clampPage, pageCountOf, pageWindow } from './page-window.ts'

describe('pageWindow', () => {
  it.each([
    [1, 10, [1, 2, 3]],
    [2, 10, [1, 2, 3]],
    [3, 10, [2, 3, 4]],
    [5, 10, [4, 5, 6]],
    [9, 10, [8, 9, 10]],
    [10, 10, [8, 9, 10]],
    [1, 1, [1]],
    [2, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [3, 3, [1, 2, 3]],
    [1, 0, []],
  ])('page %i of %i shows %j', (current, pageCount, expected) => {
    expect(pageWindow(current, pageCount)).toEqual(expected)
  })

  it('clamps a page past the end to the last window', () => {
    expect(pageWindow(99, 7)).toEqual([5, 6, 7])
  })

  it('clamps a page before the start to the first window', () => {
    expect(pageWindow(-4, 7)).toEqual([1, 2, 3])
  })

  it('honours a wider window', () => {
    expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8])
    expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10])
  })

  it('always holds consecutive pages containing the current one', () => {
    for (let pageCount = 1; pageCount <= 12; pageCount++) {
      for (let current = 1; current <= pageCount; current++) {
        const pages = pageWindow(current, pageCount)
        expect(pages).toContain(current)
        expect(pages.length).toBe(Math.min(3, pageCount))
        pages.forEach((p, i) => {
          if (i > 0) expect(p).toBe(pages[i - 1] + 1)
        })
        expect(pages[0]).toBeGreaterThanOrEqual(1)
        expect(pages[pages.length - 1]).toBeLessThanOrEqual(pageCount)
      }
    }
  })
})

describe('clampPage', () => {
  it.each([
    [0, 5, 1],
    [6, 5, 5],
    [3, 5, 3],
    [Number.NaN, 5, 1],
    [2.7, 5, 2],
    [4, 0, 1],
  ])('clampPage(%d, %d) = %d', (page, pageCount, expected) => {
    expect(clampPage(page, pageCount)).toBe(expected)
  })
})

describe('pageCountOf', () => {
  it.each([
    [0, 10, 0],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [95, 18, 6],
  ])('%i rows at %i per page fill %i pages', (total, pageSize, expected) => {
    expect(pageCountOf(total, pageSize)).toBe(expected)
  })
})
