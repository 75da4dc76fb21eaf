import { describe, expect, it } from 'vitest'
import { createWidget } from '../schemas/widgets/index.ts'
import { journeyBrowser } from './browser.ts'
import { designerCall, journeyDesigner, publishInEditor, seedPage, type Draft } from './designer-session.ts'

/**
 * The outline (大纲): a widget hidden there stays in the draft, dimmed on the canvas, and is not
 * served once published; three widgets picked with Shift+click on the canvas are aligned with the
 * group panel's 左对齐 in one step.
 */

const browser = journeyBrowser()
const designer = journeyDesigner(browser)

const text = (words: string, x: number, y: number) =>
  createWidget('W0011', { uuid: globalThis.crypto.randomUUID(), text: words, x, y, width: 300, height: 40 } as never)

const widgets = [
  text('大纲验收甲', 0, 0),
  text('大纲验收乙', 200, 60),
  text('大纲验收丙', 400, 120),
  text('大纲验收隐藏', 600, 180),
]
const [first, second, third, hidden] = widgets

const hiddenFlags = (draft: Draft) =>
  (draft.config.widgets as Array<{ hidden?: boolean }>).map((widget) => widget.hidden === true)

describe('the outline', () => {
  it('hides a widget and publishes without it, then aligns three widgets picked with Shift+click', async () => {
    const operator = designer()
    const { page } = operator
    const { id, pageId } = await seedPage(page, '大纲验收页', widgets)
    await operator.goto(`/designer/?id=${id}`)

    await page.getByRole('tab', { name: /^大纲/ }).click()
    const outline = page.getByRole('complementary', { name: '页面大纲' })
    await outline.getByRole('button', { name: '隐藏文本 · 大纲验收隐藏' }).click()
    const hiddenFrame = page.locator(`.dz-stage .dz-frame[data-uuid="${hidden.uuid}"]`)
    await expect.poll(() => hiddenFrame.getAttribute('class')).toContain('is-hidden')
    await publishInEditor(page)
    const served = await page.evaluate(async (pageid) => {
      const response = await fetch(`/api/pages/custom/${pageid}`)
      return ((await response.json()) as { data: { widgets: Array<{ uuid: string }> } }).data.widgets.map(
        (widget) => widget.uuid,
      )
    }, pageId)
    expect(served).toEqual([first.uuid, second.uuid, third.uuid])

    const savedX = async () => {
      const draft = await designerCall<Draft>(page, 'GET', `templates/${id}/draft`)
      return (draft.config.widgets as Array<{ x: number }>).map((widget) => widget.x)
    }
    const frame = (uuid: string) => page.locator(`.dz-stage .dz-frame[data-uuid="${uuid}"]`)
    await frame(first.uuid).click()
    await frame(second.uuid).click({ modifiers: ['Shift'] })
    await frame(third.uuid).click({ modifiers: ['Shift'] })
    const group = page.getByRole('region', { name: '多选操作' })
    await group.getByText('已选中 3 个挂件').waitFor()
    await operator.screenshot('designer-outline-group')
    await group.getByRole('button', { name: '左对齐' }).click()
    await page.getByText('已保存', { exact: true }).waitFor()
    await expect.poll(() => savedX()).toEqual([0, 0, 0, 600])
    expect(await designerCall<Draft>(page, 'GET', `templates/${id}/draft`).then(hiddenFlags)).toEqual([
      false,
      false,
      false,
      true,
    ])
    // One step: 撤销 puts all three back where they were.
    await page.getByRole('button', { name: '撤销' }).click()
    await expect.poll(() => savedX()).toEqual([0, 200, 400, 600])
    expect(operator.problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([])
  })
})
