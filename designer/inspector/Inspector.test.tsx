// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_THEME_COLOR } from '../../schemas/page.ts'
import { widgetTypes } from '../../schemas/widgets/index.ts'
import { editorStore } from '../store/editor-store.ts'
import { Inspector } from './Inspector.tsx'
import { current, historyLength, loadWidgets, newDraft, selectNew } from './test-doc.ts'

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const panel = () => screen.getByRole('tabpanel')
const controls = () => [...panel().querySelectorAll<HTMLElement>('[data-field-path]')]

/** Accessible names as testing-library computes them for role queries. */
function accessibleNames(container: HTMLElement): Map<HTMLElement, string> {
  const names = new Map<HTMLElement, string>()
  for (const role of ['button', 'textbox', 'spinbutton', 'switch', 'combobox', 'group']) {
    within(container).queryAllByRole(role, {
      name: (name, element) => {
        names.set(element as HTMLElement, name)
        return true
      },
    })
  }
  return names
}

/** A field control has an id, and a Chinese accessible name when it is a form control. */
function expectNamed(element: HTMLElement, names: Map<HTMLElement, string>) {
  expect(element.id, element.dataset.fieldPath).not.toBe('')
  if (element.matches('button, input, select, textarea'))
    expect(names.get(element), element.dataset.fieldPath).toMatch(/[\u4e00-\u9fa5]/)
}

describe('widget forms', () => {
  it.each(widgetTypes)('%s gets a non-empty 组件设置 form and 组件样式 form whose controls are named', (type) => {
    selectNew(type)
    render(<Inspector />)
    expect(screen.getByRole('tab', { name: '组件设置' }).getAttribute('aria-selected')).toBe('true')
    const settings = controls()
    expect(settings.length).toBeGreaterThan(0)
    fireEvent.click(screen.getByRole('tab', { name: '组件样式' }))
    const style = controls()
    expect(style.map((element) => element.dataset.fieldPath)).toEqual(
      expect.arrayContaining([
        '/x',
        '/y',
        '/width',
        '/height',
        '/margins/top',
        '/paddings/left',
        '/borders/width',
        '/colours/backgroundColor',
      ]),
    )
    const names = accessibleNames(panel())
    for (const element of style) expectNamed(element, names)
    fireEvent.click(screen.getByRole('tab', { name: '组件设置' }))
    const settingsNames = accessibleNames(panel())
    for (const element of controls()) expectNamed(element, settingsNames)
  })

  it('labels every settings control with its hint label (W0002)', () => {
    selectNew('W0002')
    render(<Inspector />)
    expect(screen.getByLabelText('标题')).toHaveProperty('value', '商品推荐')
    expect(screen.getByLabelText('标题对齐')).toBeTruthy()
    expect(screen.getByRole('switch', { name: '显示更多' }).getAttribute('aria-checked')).toBe('false')
    expect(screen.getByRole('button', { name: /更多链接：选择链接/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: '商品：添加商品' })).toBeTruthy()
  })

  it('groups fields into collapsible sections', () => {
    selectNew('W0001')
    render(<Inspector />)
    const titles = [...panel().querySelectorAll('summary')].map((summary) => summary.textContent)
    expect(titles).toEqual(['基本', '内容', '轮播', '颜色'])
    fireEvent.click(screen.getByRole('tab', { name: '组件样式' }))
    expect([...panel().querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual([
      '位置与尺寸',
      '边距',
      '边框',
      '颜色',
    ])
  })

  it('moves between the tabs with the arrow keys', () => {
    selectNew('W0011')
    render(<Inspector />)
    const settings = screen.getByRole('tab', { name: '组件设置' })
    settings.focus()
    fireEvent.keyDown(settings, { key: 'ArrowRight' })
    const style = screen.getByRole('tab', { name: '组件样式' })
    expect(style.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(style)
    fireEvent.keyDown(style, { key: 'ArrowRight' })
    expect(screen.getByRole('tab', { name: '组件设置' }).getAttribute('aria-selected')).toBe('true')
  })

  it('records typing in a text field in the store, one step per burst', () => {
    const widget = selectNew('W0011')
    render(<Inspector />)
    const text = screen.getByLabelText('文本内容')
    fireEvent.change(text, { target: { value: '新' } })
    fireEvent.change(text, { target: { value: '新品' } })
    expect(current(widget.uuid).text).toBe('新品')
    expect(historyLength()).toBe(1)
  })

  it('shows only the list W0012 styleType chooses', () => {
    selectNew('W0012')
    render(<Inspector />)
    expect(screen.getByRole('group', { name: '橱窗图片（2 张）' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: '商品组' })).toBeNull()
    fireEvent.change(screen.getByLabelText('橱窗样式'), { target: { value: '3' } })
    expect(screen.getByRole('group', { name: '商品组' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: '橱窗图片（2 张）' })).toBeNull()
  })

  it('leaves the widget with 页面设置', () => {
    selectNew('W0011')
    render(<Inspector />)
    fireEvent.click(screen.getByRole('button', { name: '页面设置' }))
    expect(editorStore.getState().selectedId).toBeNull()
    expect(screen.getByRole('tab', { name: '页面设置' })).toBeTruthy()
  })

  it('keeps the keyboard in the inspector when the form under the focus is replaced', () => {
    selectNew('W0011')
    render(<Inspector />)
    const button = screen.getByRole('button', { name: '页面设置' })
    button.focus()
    fireEvent.click(button)
    expect(document.activeElement).toBe(panel())
    expect(screen.getByRole('tab', { name: '页面设置' })).toBeTruthy()
  })
})

describe('page settings', () => {
  function loadPage() {
    const carousel = newDraft('W0001')
    const text = newDraft('W0011', { alias: '顶部标语' })
    const goods = newDraft('W0002')
    loadWidgets([carousel, text, goods])
    render(<Inspector />)
    return { carousel, text, goods }
  }

  const order = () => editorStore.getState().doc.widgets.map((widget) => widget.uuid)

  it('edits the page colours and the merchant switch', () => {
    loadPage()
    expect(screen.getByRole('tab', { name: '页面设置' }).getAttribute('aria-selected')).toBe('true')
    const merchant = screen.getByRole('switch', { name: '商家入驻' })
    fireEvent.click(merchant)
    expect(editorStore.getState().doc.page.merchantSettlement).toBe(true)
    const background = screen.getByLabelText('背景颜色')
    fireEvent.change(background, { target: { value: '#FAFAFA' } })
    fireEvent.blur(background)
    expect(editorStore.getState().doc.page.backgroundColor).toBe('#FAFAFA')
    expect((screen.getByLabelText('主题颜色') as HTMLInputElement).value).toBe(DEFAULT_THEME_COLOR)
  })

  it('lists the widgets by Chinese name and alias or title and selects one on click', () => {
    const { text } = loadPage()
    const list = screen.getByRole('list', { name: '页面挂件' })
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.dzi-widgets__name')?.textContent)
    expect(names).toEqual(['1轮播图W0001', '2文本 · 顶部标语W0011', '3商品 · 商品推荐W0002'])
    fireEvent.click(within(list).getByRole('button', { name: '文本 · 顶部标语' }))
    expect(editorStore.getState().selectedId).toBe(text.uuid)
  })

  it('reorders with 上移 / 下移, one undoable step each', () => {
    const { carousel, text, goods } = loadPage()
    expect(screen.getByRole('button', { name: '上移轮播图' })).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: '下移轮播图' }))
    expect(order()).toEqual([text.uuid, carousel.uuid, goods.uuid])
    fireEvent.click(screen.getByRole('button', { name: '上移商品 · 商品推荐' }))
    expect(order()).toEqual([text.uuid, goods.uuid, carousel.uuid])
    act(() => editorStore.getState().undo())
    expect(order()).toEqual([text.uuid, carousel.uuid, goods.uuid])
  })

  it('swaps the slots in the stack with 上移 / 下移, as the edit toolbar does', () => {
    const top = newDraft('W0011', { uuid: 'top', y: 0, height: 100 })
    const middle = newDraft('W0011', { uuid: 'middle', y: 110, height: 50 })
    const bottom = newDraft('W0011', { uuid: 'bottom', y: 200, height: 40 })
    loadWidgets([top, middle, bottom])
    render(<Inspector />)
    fireEvent.click(screen.getAllByRole('button', { name: /^上移/ })[1])
    const slots = () => editorStore.getState().doc.widgets.map((widget) => `${widget.uuid}@${widget.y}`)
    expect(slots()).toEqual(['middle@0', 'top@60', 'bottom@200'])
    expect(editorStore.getState().past.at(-1)?.label).toBe('上移文本')
  })

  it('reorders by native drag and drop', () => {
    const { carousel, text, goods } = loadPage()
    const rows = [...screen.getByRole('list', { name: '页面挂件' }).querySelectorAll<HTMLElement>('.dzo-row')]
    const data = new Map<string, string>()
    const dataTransfer = {
      setData: (kind: string, value: string) => data.set(kind, value),
      getData: (kind: string) => data.get(kind) ?? '',
      effectAllowed: '',
      dropEffect: '',
    }
    fireEvent.dragStart(rows[0], { dataTransfer })
    fireEvent.dragOver(rows[2], { dataTransfer })
    expect(rows[2].className).toMatch(/is-drop-(before|after)/)
    fireEvent.drop(rows[2], { dataTransfer })
    expect(order()).toEqual([text.uuid, goods.uuid, carousel.uuid])
  })

  it('deletes a widget after 提示: 确定删除该挂件？', () => {
    const { carousel, goods } = loadPage()
    fireEvent.click(screen.getByRole('button', { name: '删除文本 · 顶部标语' }))
    const dialog = screen.getByRole('dialog', { name: '提示' })
    expect(dialog.textContent).toContain('确定删除该挂件？')
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    expect(order()).toHaveLength(3)
    fireEvent.click(screen.getByRole('button', { name: '删除文本 · 顶部标语' }))
    fireEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }))
    expect(order()).toEqual([carousel.uuid, goods.uuid])
  })
})

describe('focus requests', () => {
  it('switches to the tab holding the field and focuses it', () => {
    const widget = selectNew('W0001')
    render(<Inspector />)
    act(() => editorStore.getState().focusField(widget.uuid, '/margins/top'))
    expect(screen.getByRole('tab', { name: '组件样式' }).getAttribute('aria-selected')).toBe('true')
    expect((document.activeElement as HTMLElement).dataset.fieldPath).toBe('/margins/top')
    expect(editorStore.getState().focusRequest).toBeNull()
    act(() => editorStore.getState().focusField(widget.uuid, '/autoplaySpeed'))
    expect(screen.getByRole('tab', { name: '组件设置' }).getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(screen.getByLabelText('间隔（毫秒）'))
  })

  it('focuses the nearest control when the exact path has none, opening a closed section', () => {
    const widget = selectNew('W0001')
    render(<Inspector />)
    const content = [...panel().querySelectorAll('details')].find(
      (section) => section.querySelector('summary')?.textContent === '内容',
    )!
    content.open = false
    act(() => editorStore.getState().focusField(widget.uuid, '/data/0/pathData/url'))
    expect(content.open).toBe(true)
    expect((document.activeElement as HTMLElement).dataset.fieldPath).toBe('/data/0/pathData')
  })

  it('selects the widget a request names and serves page requests with nothing selected', () => {
    const widget = newDraft('W0018')
    loadWidgets([widget])
    render(<Inspector />)
    act(() => editorStore.getState().focusField(widget.uuid, '/wgtTitleFontSize'))
    expect(document.activeElement).toBe(screen.getByLabelText('商品名字号'))
    act(() => editorStore.getState().focusField(null, '/themeColor'))
    expect(screen.getByRole('tab', { name: '页面设置' })).toBeTruthy()
    expect((document.activeElement as HTMLElement).dataset.fieldPath).toBe('/themeColor')
  })
})
