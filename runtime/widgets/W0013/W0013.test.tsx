// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { w0013Defaults } from '../../../schemas/widgets/W0013.ts'
import { activeEntryIndex } from './active-entry.ts'
import { W0013 } from './index.ts'

const entry = (title: string, href: string) => ({ title, pathData: { linkPage: 'href' as const, url: href, href } })
const entries = [
  entry('首页', '/'),
  entry('手机', '/items?cat_id=1'),
  entry('电脑', '/items?cat_id=2'),
  entry('家电', '/items?cat_id=3'),
]

const restorers: (() => void)[] = []

/** jsdom lays nothing out, so the sizes the scroller reads are given per element class. */
function mockSize(
  property: 'scrollWidth' | 'clientWidth' | 'offsetLeft' | 'offsetWidth',
  byClass: Record<string, number>,
) {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, property)
  Object.defineProperty(HTMLElement.prototype, property, {
    configurable: true,
    get(this: HTMLElement) {
      const match = Object.keys(byClass).find((name) => this.classList.contains(name))
      return match ? byClass[match] : 0
    },
  })
  restorers.push(() =>
    original
      ? Object.defineProperty(HTMLElement.prototype, property, original)
      : delete (HTMLElement.prototype as never)[property],
  )
}

function layout(contentWidth: number, viewportWidth: number, itemLeft = 0) {
  mockSize('scrollWidth', { 'mf-w0013__list': contentWidth })
  mockSize('clientWidth', { 'mf-w0013__viewport': viewportWidth })
  mockSize('offsetLeft', { 'mf-w0013__item': itemLeft })
  mockSize('offsetWidth', { 'mf-w0013__item': 80 })
}

afterEach(() => {
  cleanup()
  while (restorers.length) restorers.pop()!()
})

function renderNav(path = '/items?cat_id=9') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <W0013 settings={w0013Defaults} data={entries} mode="render" />
    </MemoryRouter>,
  )
}

const prev = () => screen.getByRole('button', { name: '上一项' }) as HTMLButtonElement
const next = () => screen.getByRole('button', { name: '下一项' }) as HTMLButtonElement
const listOffset = (container: HTMLElement) =>
  (container.querySelector('.mf-w0013__list') as HTMLElement).style.transform

describe('W0013 scroll navigation', () => {
  it('disables both arrows when the entries fit', () => {
    layout(300, 500)
    renderNav()
    expect(prev().disabled).toBe(true)
    expect(next().disabled).toBe(true)
  })

  it('scrolls 50 px per arrow click: previous disabled at the start, next at the end', () => {
    layout(600, 500)
    const { container } = renderNav()
    expect(prev().disabled).toBe(true)
    expect(next().disabled).toBe(false)
    fireEvent.click(next())
    expect(listOffset(container)).toBe('translateX(-50px)')
    expect(prev().disabled).toBe(false)
    expect(next().disabled).toBe(false)
    fireEvent.click(next())
    expect(listOffset(container)).toBe('translateX(-100px)')
    expect(next().disabled).toBe(true)
    fireEvent.click(prev())
    fireEvent.click(prev())
    expect(listOffset(container)).toBe('translateX(0px)')
    expect(prev().disabled).toBe(true)
  })

  it('moves the active bar to the clicked entry', () => {
    layout(300, 500)
    const { container } = renderNav()
    expect(container.querySelector('[aria-current="page"]')).toBeNull()
    // Clicking the item rather than its link: jsdom cannot follow a link to another document.
    fireEvent.click(screen.getByText('电脑').closest('li')!)
    expect(screen.getByText('电脑').closest('li')?.getAttribute('aria-current')).toBe('page')
    expect(container.querySelector('.mf-w0013__bar')).not.toBeNull()
    fireEvent.click(screen.getByText('手机').closest('li')!)
    expect(screen.getByText('手机').closest('li')?.getAttribute('aria-current')).toBe('page')
    expect(screen.getByText('电脑').closest('li')?.getAttribute('aria-current')).toBeNull()
  })

  it('highlights the entry whose link is the current route and scrolls it into view', () => {
    layout(1000, 500, 200)
    const { container } = renderNav('/items?cat_id=3')
    expect(screen.getByText('家电').closest('li')?.getAttribute('aria-current')).toBe('page')
    expect(listOffset(container)).toBe('translateX(-200px)')
  })

  it('links only in render mode', () => {
    layout(300, 500)
    render(<W0013 settings={w0013Defaults} data={entries} mode="design" />)
    expect(screen.getByText('手机').getAttribute('href')).toBeNull()
  })
})

describe('activeEntryIndex', () => {
  it('prefers an exact path-and-query match, then a bare path, else none', () => {
    expect(activeEntryIndex(entries, '/items', '?cat_id=2')).toBe(2)
    expect(activeEntryIndex(entries, '/', '?from=ad')).toBe(0)
    expect(activeEntryIndex(entries, '/cart', '')).toBe(-1)
    expect(activeEntryIndex(entries, null)).toBe(-1)
  })
})
