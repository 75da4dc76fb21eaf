import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createWidget } from '../schemas/widgets/index.ts'
import { ShopperPage, journeyBrowser } from './browser.ts'
import { confirmPublish, createPage, journeyDesigner, publishConfig, saveDraft } from './designer-session.ts'

/**
 * A deliberate publish: a page whose draft adds a widget that overlaps another shows the warning
 * in the problems panel, 发布 still opens, its confirmation lists the warning and what the publish
 * adds, and after 确认发布 the storefront serves the new version.
 */

const browser = journeyBrowser()
const designer = journeyDesigner(browser)

const text = (alias: string, words: string, y: number) =>
  createWidget('W0011', { uuid: globalThis.crypto.randomUUID(), alias, text: words, x: 20, y, width: 300, height: 40 })
const first = text('发布甲', '第一版的文字', 0)
/** Added by the draft, 20 px into the first text: the two overlap. */
const added = text('发布乙', '第二版新增的文字', 20)

/** A custom page published with the first text, whose draft then adds the second. */
async function seedPublished(page: Page): Promise<{ id: number; pageId: number }> {
  const created = await createPage(page, '发布确认验收页')
  await publishConfig(page, created.id, (config) => ({ ...config, widgets: [first] }))
  await saveDraft(page, created.id, (config) => ({ ...config, widgets: [first, added] }))
  return created
}

describe('publishing from the designer', () => {
  it('shows the warning, confirms with the warning and the change summary, and the storefront serves it', async () => {
    const operator = designer()
    const { page } = operator
    const { id, pageId } = await seedPublished(page)
    await operator.goto(`/designer/?id=${id}`)
    await page.locator(`.dz-stage .dz-frame[data-uuid="${added.uuid}"]`).waitFor()

    // The problems panel names both widgets under 警告; warnings leave 发布 available.
    const panel = page.locator('.dz-problems')
    await expect.poll(() => panel.locator('.dz-problems__counts').textContent()).toBe('错误 0 · 警告 1')
    const warning = '两个挂件重叠：文本（发布甲） 与 文本（发布乙）'
    await panel.getByRole('heading', { level: 3, name: '警告 1' }).waitFor()
    await panel.getByText(warning).waitFor()

    const publish = page.getByRole('button', { name: '发布', exact: true })
    await expect.poll(() => publish.isEnabled()).toBe(true)
    await publish.click()
    const dialog = page.getByRole('dialog', { name: '发布页面' })
    await dialog.getByText(warning).waitFor()
    await expect.poll(() => dialog.locator('.dz-publish-dialog__changes').textContent()).toBe('新增文本（发布乙）')
    await operator.screenshot('designer-publish-confirm')

    // 取消 and Escape leave the page unpublished; 确认发布 publishes.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await publish.click()
    await confirmPublish(page)

    const shopper = await ShopperPage.open(browser())
    const response = await shopper.goto(`/custompage?pageid=${pageId}`)
    expect(response.status()).toBe(200)
    await shopper.page.getByText('第二版新增的文字').first().waitFor()
    await shopper.close()
  })
})
