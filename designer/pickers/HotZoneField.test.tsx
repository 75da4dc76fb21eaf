// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createWidget } from '../../schemas/widgets/index.ts'
import type { DraftWidget } from '../store/types.ts'
import { FormContext } from '../inspector/form-context.ts'
import { HotZoneField } from './HotZoneField.tsx'
import { setUpPickerTests } from './testing/fake-api.ts'

setUpPickerTests()

const hint = { label: '热区', kind: 'hotzones', tab: 'settings' } as const
const zone = { leftPer: 10, topPer: 20, widthPer: 30, heightPer: 40, pathData: { linkPage: 'href', url: '/items' } }

function renderField(value: unknown, imgUrl = '/uploads/hot.png') {
  const onChange = vi.fn()
  const widget = { ...createWidget('W0003'), imgUrl } as unknown as DraftWidget
  const view = render(
    <HotZoneField id="f-hz" path="/data" label="热区" value={value} onChange={onChange} widget={widget} hint={hint} />,
  )
  // The image is drawn 200 × 100 px at the page's origin.
  const canvas = view.container.querySelector<HTMLElement>('.dzp-hotzone')
  if (canvas)
    vi.spyOn(canvas, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 0,
      width: 200,
      height: 100,
      right: 200,
      bottom: 100,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    })
  return { onChange, canvas: canvas! }
}

const pointer = (target: Element, type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number, y: number) =>
  fireEvent[type](target, { clientX: x, clientY: y, button: 0, pointerId: 1 })

describe('HotZoneField', () => {
  it('asks for the image first', () => {
    renderField([], '')
    expect(screen.getByText('请先上传图片')).toBeTruthy()
  })

  it('draws a zone by dragging on the image, stored in percent, once per gesture', () => {
    const { onChange, canvas } = renderField([])
    pointer(canvas, 'pointerDown', 20, 10)
    pointer(canvas, 'pointerMove', 60, 30)
    pointer(canvas, 'pointerMove', 120, 60)
    expect(onChange).not.toHaveBeenCalled()
    pointer(canvas, 'pointerUp', 120, 60)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith([
      { leftPer: 10, topPer: 10, widthPer: 50, heightPer: 50, pathData: { linkPage: '' } },
    ])
  })

  it('ignores a click-sized drag', () => {
    const { onChange, canvas } = renderField([])
    pointer(canvas, 'pointerDown', 20, 10)
    pointer(canvas, 'pointerUp', 21, 11)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('moves a zone by dragging it, clamped inside the image', () => {
    const { onChange, canvas } = renderField([zone])
    const box = screen.getByRole('button', { name: '热区 1' })
    pointer(box, 'pointerDown', 40, 30)
    pointer(canvas, 'pointerMove', 400, 30)
    pointer(canvas, 'pointerUp', 400, 30)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith([{ ...zone, leftPer: 70 }])
  })

  it('resizes a selected zone by a corner handle', () => {
    const { onChange, canvas } = renderField([zone])
    const box = screen.getByRole('button', { name: '热区 1' })
    fireEvent.focus(box)
    const handle = box.querySelector('.dzp-hotzone__handle--se')!
    pointer(handle, 'pointerDown', 80, 60)
    pointer(canvas, 'pointerUp', 100, 70)
    expect(onChange).toHaveBeenCalledWith([{ ...zone, widthPer: 40, heightPer: 50 }])
  })

  it('moves the selected zone with the arrow keys (Shift: 10%)', () => {
    const { onChange } = renderField([zone])
    const box = screen.getByRole('button', { name: '热区 1' })
    fireEvent.keyDown(box, { key: 'ArrowRight' })
    expect(onChange).toHaveBeenLastCalledWith([{ ...zone, leftPer: 11 }])
    fireEvent.keyDown(box, { key: 'ArrowUp', shiftKey: true })
    expect(onChange).toHaveBeenLastCalledWith([{ ...zone, topPer: 10 }])
  })

  it('numbers each zone with its link, and deletes after 确定删除该项？', () => {
    const second = { ...zone, leftPer: 50 }
    const { onChange } = renderField([zone, second])
    expect(screen.getByRole('button', { name: '热区 2' })).toBeTruthy()
    const list = screen.getByRole('list', { name: '热区列表' })
    expect(within(list).getAllByText('站内链接：/items')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: '删除热区 1' }))
    const confirm = screen.getByRole('dialog', { name: '提示' })
    expect(confirm.textContent).toContain('确定删除该项？')
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(onChange).toHaveBeenCalledWith([second])
  })

  it("sets a zone's link through its link field", () => {
    const { onChange } = renderField([zone])
    fireEvent.click(screen.getByRole('button', { name: '热区 1 链接：清除' }))
    expect(onChange).toHaveBeenCalledWith([{ ...zone, pathData: { linkPage: '' } }])
  })

  it('draws on the widget’s box as shoppers see it, and offers the image’s own proportions', async () => {
    class LoadedImage {
      naturalWidth = 1190
      naturalHeight = 400
      onload: (() => void) | null = null
      set src(_url: string) {
        queueMicrotask(() => this.onload?.())
      }
    }
    vi.stubGlobal('Image', LoadedImage)
    const commit = vi.fn()
    const widget = { ...createWidget('W0003'), imgUrl: '/uploads/hot.png', width: 1190, height: 200 } as DraftWidget
    const scope = { target: widget.uuid, root: widget, widget, commit }
    const view = render(
      <FormContext.Provider value={scope}>
        <HotZoneField id="f-hz" path="/data" label="热区" value={[]} onChange={vi.fn()} widget={widget} hint={hint} />
      </FormContext.Provider>,
    )
    const canvas = view.container.querySelector<HTMLElement>('.dzp-hotzone')!
    expect(canvas.style.aspectRatio).toBe(`${1190 / 200} / 1`)
    fireEvent.click(await screen.findByRole('button', { name: '按图片比例调整挂件高度' }))
    expect(commit).toHaveBeenCalledWith('/height', 400)
    vi.unstubAllGlobals()
  })

  it('opens the zones at the widget’s actual size, edits there reach the field', async () => {
    const { onChange } = renderField([zone])
    fireEvent.click(screen.getByRole('button', { name: '按实际大小编辑' }))
    const dialog = screen.getByRole('dialog', { name: '编辑热区（实际大小）' })
    fireEvent.keyDown(within(dialog).getByRole('button', { name: '热区 1' }), { key: 'ArrowRight' })
    expect(onChange).toHaveBeenCalledWith([{ ...zone, leftPer: 11 }])
    fireEvent.click(within(dialog).getByRole('button', { name: '完成' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '编辑热区（实际大小）' })).toBeNull())
  })
})
