// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_THEME_COLOR, pageDefaults } from '../../../schemas/page.ts'
import { editorStore } from '../../store/editor-store.ts'
import { Inspector } from '../Inspector.tsx'
import { current, historyLength, loadWidgets, selectNew } from '../test-doc.ts'

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const styleTab = () => fireEvent.click(screen.getByRole('tab', { name: '组件样式' }))

describe('number fields', () => {
  it('stores a value in range as it is typed', () => {
    const widget = selectNew('W0018')
    render(<Inspector />)
    fireEvent.change(screen.getByLabelText('商品名字号'), { target: { value: '20' } })
    expect(current(widget.uuid).wgtTitleFontSize).toBe(20)
  })

  it('W0018 title font above 27: 不能大于27, never stored, clamped when left', () => {
    const widget = selectNew('W0018')
    render(<Inspector />)
    const input = screen.getByLabelText('商品名字号')
    fireEvent.change(input, { target: { value: '30' } })
    expect(screen.getByRole('alert').textContent).toBe('不能大于27')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(current(widget.uuid).wgtTitleFontSize).toBe(14)
    fireEvent.blur(input)
    expect(current(widget.uuid).wgtTitleFontSize).toBe(27)
    expect((input as HTMLInputElement).value).toBe('27')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('more-title font below 10 (不能小于10) is clamped on Enter; typing through "1" on the way to "14" stores 14', () => {
    const widget = selectNew('W0002')
    render(<Inspector />)
    const input = screen.getByLabelText('更多字号')
    fireEvent.change(input, { target: { value: '1' } })
    expect(screen.getByRole('alert').textContent).toBe('不能小于10')
    fireEvent.change(input, { target: { value: '14' } })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(current(widget.uuid).wgtMoreFontSize).toBe(14)
    fireEvent.change(input, { target: { value: '5' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(current(widget.uuid).wgtMoreFontSize).toBe(10)
  })

  it('wgtToFixed stays within 0-2, rounding to an integer', () => {
    const widget = selectNew('W0015')
    render(<Inspector />)
    const input = screen.getByLabelText('价格小数位')
    fireEvent.change(input, { target: { value: '1.4' } })
    expect(current(widget.uuid).wgtToFixed).toBe(1)
    fireEvent.change(input, { target: { value: '3' } })
    expect(screen.getByRole('alert').textContent).toBe('不能大于2')
    fireEvent.blur(input)
    expect(current(widget.uuid).wgtToFixed).toBe(2)
  })

  it('margins are four sides, each at least 0; width stays within the page', () => {
    const widget = selectNew('W0011')
    render(<Inspector />)
    styleTab()
    const right = screen.getByLabelText('外边距右')
    fireEvent.change(right, { target: { value: '-4' } })
    expect(screen.getByRole('alert').textContent).toBe('不能小于0')
    fireEvent.blur(right)
    fireEvent.change(screen.getByLabelText('外边距上'), { target: { value: '8' } })
    expect(current(widget.uuid).margins).toEqual({ top: 8, right: 0, bottom: 0, left: 0 })
    const width = screen.getByLabelText('宽度')
    fireEvent.change(width, { target: { value: '2000' } })
    expect(screen.getByRole('alert').textContent).toBe('不能大于1190')
    fireEvent.blur(width)
    expect(current(widget.uuid).width).toBe(1190)
  })

  it('follows the store when the value changes under it (undo)', () => {
    selectNew('W0018')
    render(<Inspector />)
    const input = screen.getByLabelText('商品名字号') as HTMLInputElement
    fireEvent.change(input, { target: { value: '20' } })
    fireEvent.blur(input)
    act(() => editorStore.getState().undo())
    expect(input.value).toBe('14')
  })
})

describe('colour fields', () => {
  it('refuses a typed colour the schema refuses: 颜色格式不正确, nothing stored', () => {
    const widget = selectNew('W0011')
    render(<Inspector />)
    const text = screen.getByLabelText('文字颜色')
    fireEvent.change(text, { target: { value: 'red;background:url(x)' } })
    expect(screen.getByRole('alert').textContent).toBe('颜色格式不正确')
    fireEvent.blur(text)
    expect(current(widget.uuid).color).toBe('#333333')
    expect((text as HTMLInputElement).value).toBe('#333333')
    fireEvent.change(text, { target: { value: '#123456' } })
    fireEvent.keyDown(text, { key: 'Enter' })
    expect(current(widget.uuid).color).toBe('#123456')
  })

  it('the native picker previews while moving and records once on change', () => {
    const widget = selectNew('W0011')
    render(<Inspector />)
    const swatch = screen.getByRole('button', { name: '文字颜色：选择颜色' })
    fireEvent.click(swatch)
    const popover = screen.getByRole('dialog', { name: '文字颜色：选择颜色' })
    const native = within(popover).getByLabelText('调色板') as HTMLInputElement
    expect(native.value).toBe('#333333')
    for (const value of ['#101010', '#202020', '#abcdef']) {
      native.value = value
      act(() => native.dispatchEvent(new Event('input', { bubbles: true })))
    }
    expect(swatch.style.background).toBe('rgb(171, 205, 239)')
    expect(historyLength()).toBe(0)
    act(() => native.dispatchEvent(new Event('change', { bubbles: true })))
    expect(current(widget.uuid).color).toBe('#ABCDEF')
    expect(historyLength()).toBe(1)
  })

  it('offers the page theme colour among the presets, and 清除 for not set', () => {
    const widget = selectNew('W0011')
    render(<Inspector />)
    fireEvent.click(screen.getByRole('button', { name: '背景颜色：选择颜色' }))
    fireEvent.click(screen.getByRole('button', { name: `主题色 ${DEFAULT_THEME_COLOR}` }))
    expect(current(widget.uuid).backgroundColor).toBe(DEFAULT_THEME_COLOR)
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '背景颜色：选择颜色' }))
    fireEvent.click(screen.getByRole('button', { name: '清除' }))
    expect(current(widget.uuid).backgroundColor).toBe('')
  })

  it('a page colour must stay set: no 清除, and an emptied text is refused', () => {
    loadWidgets([])
    render(<Inspector />)
    const background = screen.getByLabelText('背景颜色')
    fireEvent.change(background, { target: { value: '' } })
    expect(screen.getByRole('alert').textContent).toBe('颜色格式不正确')
    fireEvent.blur(background)
    expect(editorStore.getState().doc.page.backgroundColor).toBe(pageDefaults().backgroundColor)
    fireEvent.click(screen.getByRole('button', { name: '背景颜色：选择颜色' }))
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull()
  })

  it('closes the popover with Escape, giving focus back to the swatch', () => {
    selectNew('W0011')
    render(<Inspector />)
    const swatch = screen.getByRole('button', { name: '文字颜色：选择颜色' })
    fireEvent.click(swatch)
    fireEvent.keyDown(screen.getByLabelText('调色板'), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(swatch)
  })
})

describe('switches and selects', () => {
  it('a switch flips its boolean, a select stores the literal (numbers stay numbers)', () => {
    const widget = selectNew('W0004')
    render(<Inspector />)
    fireEvent.click(screen.getByRole('switch', { name: '显示更多' }))
    expect(current(widget.uuid).showMore).toBe(true)
    const columns = screen.getByLabelText('每行数量') as HTMLSelectElement
    expect([...columns.options].map((option) => option.textContent)).toEqual(['3 个', '4 个', '5 个'])
    fireEvent.change(columns, { target: { value: '1' } })
    expect(current(widget.uuid).column).toBe(4)
  })

  it('borders: width, style, colour and radius', () => {
    const widget = selectNew('W0010')
    render(<Inspector />)
    styleTab()
    fireEvent.change(screen.getByLabelText('边框宽度'), { target: { value: '2' } })
    fireEvent.change(screen.getByLabelText('边框样式'), { target: { value: '2' } })
    fireEvent.change(screen.getByLabelText('边框圆角'), { target: { value: '4' } })
    expect(current(widget.uuid).borders).toEqual({ width: 2, style: 'dashed', color: '', radius: 4 })
  })
})
