// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { w0008Defaults } from '../../../schemas/widgets/W0008.ts'
import { WidgetNavigationProvider } from '../shared/navigation.tsx'
import type { WidgetMode } from '../types.ts'
import { searchHeight } from './search-height.ts'
import { W0008, type W0008Keyword, type W0008Settings } from './Component.tsx'

afterEach(cleanup)

function renderSearch(mode: WidgetMode, data: W0008Keyword[] = [], overrides: Partial<W0008Settings> = {}) {
  const navigate = vi.fn()
  const settings: W0008Settings = { ...w0008Defaults, uuid: 'search', width: 500, ...overrides }
  const view = render(
    <WidgetNavigationProvider navigate={navigate}>
      <W0008 settings={settings} data={data} mode={mode} />
    </WidgetNavigationProvider>,
  )
  return { ...view, navigate, input: screen.getByRole<HTMLInputElement>('searchbox', { name: '搜索商品' }) }
}

describe('search height', () => {
  it('is 38 without hot keywords and 66 with any', () => {
    expect(searchHeight(0)).toBe(38)
    expect(searchHeight(1)).toBe(66)
    expect(searchHeight(5)).toBe(66)
  })

  it('sizes the widget by its hot keywords', () => {
    const root = (c: HTMLElement) => c.querySelector<HTMLElement>('.mf-w0008')!.style.height
    expect(root(renderSearch('render').container)).toBe('38px')
    cleanup()
    expect(root(renderSearch('render', [{ title: '手机' }]).container)).toBe('66px')
  })
})

describe('W0008 search', () => {
  it('opens the goods list for the typed words on Enter in render mode', () => {
    const { input, navigate } = renderSearch('render')
    fireEvent.change(input, { target: { value: ' 蓝牙 耳机 ' } })
    fireEvent.submit(input.form!)
    expect(navigate).toHaveBeenCalledWith(`/items?keywords=${encodeURIComponent('蓝牙 耳机')}`)
  })

  it('searches with the button too', () => {
    const { input, navigate } = renderSearch('render')
    fireEvent.change(input, { target: { value: '手机' } })
    fireEvent.click(screen.getByRole('button', { name: '搜索' }))
    expect(navigate).toHaveBeenCalledWith(`/items?keywords=${encodeURIComponent('手机')}`)
  })

  it.each(['design', 'preview'] as const)('does not navigate in %s mode', (mode) => {
    const { input, navigate } = renderSearch(mode)
    fireEvent.change(input, { target: { value: '手机' } })
    fireEvent.submit(input.form!)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('hides the button when isShowBtn is off', () => {
    renderSearch('render', [], { isShowBtn: false })
    expect(screen.queryByRole('button', { name: '搜索' })).toBeNull()
  })

  it('takes the focus look and width outside design mode only', () => {
    const { input, container } = renderSearch('preview', [], { focusWidth: 420 })
    fireEvent.focus(input)
    const form = container.querySelector<HTMLElement>('.mf-w0008__form')!
    expect(form.classList.contains('is-focused')).toBe(true)
    expect(form.style.width).toBe('420px')
    fireEvent.blur(input)
    expect(form.classList.contains('is-focused')).toBe(false)
    cleanup()
    const design = renderSearch('design', [], { focusWidth: 420 })
    fireEvent.focus(design.input)
    const designForm = design.container.querySelector<HTMLElement>('.mf-w0008__form')!
    expect(designForm.classList.contains('is-focused')).toBe(false)
    expect(designForm.style.width).toBe('')
  })

  it('links hot keywords to their link, or to a search for their title', () => {
    renderSearch('render', [
      { title: '秒杀', pathData: { linkPage: 'href', url: '/seckill' }, href: '/seckill' },
      { title: '电脑', pathData: { linkPage: '' } },
    ])
    expect(screen.getByRole('link', { name: '秒杀' }).getAttribute('href')).toBe('/seckill')
    expect(screen.getByRole('link', { name: '电脑' }).getAttribute('href')).toBe(
      `/items?keywords=${encodeURIComponent('电脑')}`,
    )
  })
})
