// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { createWidget } from '../../schemas/widgets/index.ts'
import { validateWidget } from '../../schemas/validate.ts'
import type { DraftWidget } from '../store/types.ts'
import { ShopTagsField } from './ShopTagsField.tsx'
import { openPickerDialog, setUpPickerTests, toastMessages } from './testing/fake-api.ts'

const log = setUpPickerTests()

const hint = { label: '标签页', kind: 'shoptags', tab: 'settings', confirmDelete: '确定删除该项？' } as const
const widget = createWidget('W0019') as unknown as DraftWidget

/** The field inside a holder that stores what it writes, as the inspector's store would. */
function renderField(initial: unknown) {
  const written: unknown[] = []
  function Holder() {
    const [value, setValue] = useState(initial)
    return (
      <ShopTagsField
        id="f-t"
        path="/selectTagList"
        label="标签页"
        value={value}
        widget={widget}
        hint={hint}
        onChange={(next) => {
          written.push(next)
          setValue(next)
        }}
      />
    )
  }
  render(<Holder />)
  return written
}

const chips = () =>
  within(screen.getByRole('list', { name: '标签页' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.dzp-tag-chip__name')?.textContent)

const openPicker = () => openPickerDialog('标签页：添加标签', '选择标签', '自提')

describe('ShopTagsField', () => {
  it('picks two tags in click order, reorders and removes them, storing only { tag_id, tag_name }', async () => {
    const written = renderField([])
    expect(chips()).toEqual(['全部'])
    expect(screen.getByText('未选择标签时，按附近门店带有的标签显示')).toBeTruthy()

    const dialog = await openPicker()
    expect(log.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['GET /api/designer/shop-tags'])
    expect(within(dialog).getByRole('checkbox', { name: '自提' }).textContent).toContain('12 家店铺')
    expect(within(dialog).getByRole('checkbox', { name: '宠物友好' }).textContent).toContain('0 家店铺')
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '24小时' }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '自提' }))
    expect(within(dialog).getByRole('checkbox', { name: '24小时' }).getAttribute('aria-checked')).toBe('true')
    expect(within(dialog).getByText(/已选 2 \/ 20 个标签/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(written).toEqual([
      [
        { tag_id: 2, tag_name: '24小时' },
        { tag_id: 1, tag_name: '自提' },
      ],
    ])
    expect(chips()).toEqual(['全部', '24小时', '自提'])
    expect(validateWidget({ ...createWidget('W0019'), selectTagList: written[0] }).ok).toBe(true)

    expect((screen.getByRole('button', { name: '上移 24小时' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: '上移 自提' }))
    expect(chips()).toEqual(['全部', '自提', '24小时'])
    expect((screen.getByRole('button', { name: '下移 24小时' }) as HTMLButtonElement).disabled).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: '删除 自提' }))
    const confirm = screen.getByRole('dialog', { name: '提示' })
    expect(confirm.textContent).toContain('确定删除该项？')
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(chips()).toEqual(['全部', '24小时'])
    expect(written.at(-1)).toEqual([{ tag_id: 2, tag_name: '24小时' }])
    expect(written).toHaveLength(3)
  })

  it('shows stored tags checked, keeps 全部 implicit, and adds new ones after them', async () => {
    const written = renderField([
      { tag_id: 0, tag_name: '全部' },
      { tag_id: '3', tag_name: '宠物友好' },
    ])
    expect(chips()).toEqual(['全部', '宠物友好'])
    const dialog = await openPicker()
    expect(within(dialog).getByRole('checkbox', { name: '宠物友好' }).getAttribute('aria-checked')).toBe('true')
    expect(within(dialog).getByRole('checkbox', { name: '自提' }).getAttribute('aria-checked')).toBe('false')
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '自提' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(written).toEqual([
      [
        { tag_id: '3', tag_name: '宠物友好' },
        { tag_id: 1, tag_name: '自提' },
      ],
    ])
  })

  it('cancelling the picker writes nothing', async () => {
    const written = renderField([])
    const dialog = await openPicker()
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '自提' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    expect(written).toEqual([])
    expect(chips()).toEqual(['全部'])
  })

  it('refuses a tag beyond the schema’s 20 tabs with 最多选择20个标签', async () => {
    const full = Array.from({ length: 20 }, (_, i) => ({ tag_id: 100 + i, tag_name: `标签${i}` }))
    renderField(full)
    expect(screen.getByRole('button', { name: '标签页：添加标签' }).textContent).toContain('（20/20）')
    const dialog = await openPicker()
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '自提' }))
    expect(toastMessages()).toEqual(['最多选择20个标签'])
    expect(within(dialog).getByRole('checkbox', { name: '自提' }).getAttribute('aria-checked')).toBe('false')
  })
})
