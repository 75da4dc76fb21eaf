import { describe, expect, it } from 'vitest'
import { createWidget } from '../schemas/widgets/index.ts'
import { journeyBrowser } from './browser.ts'
import { journeyDesigner, seedPage } from './designer-session.ts'

/**
 * 组合模块: a free panel saved from one page (name, a picture of the canvas uploaded to the image
 * storage) shows in the palette's 组合模块 group on another page and is inserted there as a copy
 * holding the panel's children.
 */

const CHILD_TEXT = '组合模块验收文字'
const MODULE_NAME = `验收模块${Date.now() % 100_000}`

const browser = journeyBrowser()
const designer = journeyDesigner(browser)

const panel = createWidget('W0006', {
  uuid: globalThis.crypto.randomUUID(),
  x: 0,
  y: 0,
  width: 600,
  height: 160,
  childWidgets: [
    {
      ...createWidget('W0011', { uuid: globalThis.crypto.randomUUID(), text: CHILD_TEXT, width: 300 }),
      x: 20,
      y: 20,
      leaf: true,
    },
  ],
} as never)

describe('combined modules', () => {
  it('saves a free panel as a module on one page and inserts a copy of it on another', async () => {
    const operator = designer()
    const { page } = operator
    const source = (await seedPage(page, '组合模块来源页', [panel])).id
    const target = (await seedPage(page, '组合模块目标页', [])).id

    await operator.goto(`/designer/?id=${source}`)
    const frame = page.locator(`.dz-stage .dz-frame[data-uuid="${panel.uuid}"]`)
    await frame.click({ position: { x: 580, y: 140 } })
    await page.getByRole('toolbar', { name: '挂件操作' }).getByRole('button', { name: '保存为组合模块' }).click()
    const dialog = page.getByRole('dialog', { name: '保存为组合模块' })
    await dialog.getByRole('img', { name: '组合模块预览图' }).waitFor()
    await dialog.getByRole('button', { name: '保存' }).click()
    await dialog.getByText('请输入组合模块名称', { exact: true }).last().waitFor()
    await dialog.getByRole('textbox', { name: '名称' }).fill(MODULE_NAME)
    await operator.screenshot('designer-modules-dialog')
    await dialog.getByRole('button', { name: '保存' }).click()
    await page.getByText('组合模块保存成功！').waitFor()
    await dialog.waitFor({ state: 'detached' })

    await operator.goto(`/designer/?id=${target}`)
    const group = page.getByRole('group', { name: '组合模块' })
    await group.getByRole('searchbox', { name: '搜索组合模块' }).fill(MODULE_NAME)
    const entry = group.getByRole('button', { name: MODULE_NAME, exact: true })
    await entry.waitFor()
    // The picture was drawn from the canvas and stored on the site.
    expect(await entry.locator('img').getAttribute('src')).toMatch(/^\/uploads\/designer\/.+\.png$/)
    await entry.scrollIntoViewIfNeeded()
    await entry.click()

    const inserted = page.locator('.dz-stage .dz-frame').filter({ hasText: CHILD_TEXT }).first()
    await inserted.waitFor()
    expect(await page.locator(`.dz-stage .dz-frame[data-uuid="${panel.uuid}"]`).count()).toBe(0)
    await operator.screenshot('designer-modules-inserted')
    expect(operator.problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([])
  })
})
