import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { makePng } from '../server/designer-api/test-images.ts'
import { demoToken, signedInShopper } from './api.ts'
import { ShopperPage, journeyBrowser } from './browser.ts'
import { type Draft, designerCall, designerSession, publishInEditor, saveDraft, templates } from './designer-session.ts'

/**
 * The operator's journey through the page designer: sign in, create a page, compose it on the
 * canvas with the palette, pickers and inspector, undo and redo (also after a reload), fix what
 * the problems panel lists, publish, and find exactly that page server-rendered on the storefront.
 */

const browser = journeyBrowser()

const frames = (page: Page, type: string) => page.locator(`.dz-stage .dz-frame[data-widget-type="${type}"]`)
const savedIndicator = (page: Page) => page.getByText('已保存', { exact: true })

/** Drags the palette entry of a widget type onto the canvas at (x, y) of the target's box. */
async function dropFromPalette(page: Page, type: string, target: Locator, position: { x: number; y: number }) {
  await page.locator(`.dz-palette__item[data-widget-type="${type}"]`).dragTo(target, { targetPosition: position })
}

describe('the page designer', () => {
  it('shows a guest only the operator sign-in', async () => {
    const guest = await ShopperPage.open(browser())
    await guest.goto('/designer/')
    await guest.page.getByRole('heading', { name: '页面设计器 · 运营登录' }).waitFor()
    expect(await guest.page.locator('.dz-palette, .dz-stage').count()).toBe(0)
    expect(await guest.page.getByText('页面管理').count()).toBe(0)
    await guest.close()
  })

  it('refuses a member: 403 from the API and 无权访问 in the browser', async () => {
    const api = await fetch(`${inject('baseURL')}/api/designer/templates`, {
      headers: { authorization: `Bearer ${demoToken()}` },
    })
    expect(api.status).toBe(403)
    const member = await signedInShopper(browser(), demoToken())
    await member.goto('/designer/')
    await member.page.getByText('无权访问').first().waitFor()
    expect(await member.page.locator('.dz-palette').count()).toBe(0)
    await member.close()
  })

  it('lets the operator compose, undo, reload, publish, and the storefront shows exactly that page', async () => {
    const operator = await designerSession(browser())
    const { page } = operator
    await operator.screenshot('designer-page-list')

    // A new custom page opens straight in the editor.
    await page.getByRole('button', { name: /新建页面/ }).click()
    await page.getByLabel('页面标题').fill('设计器验收专题')
    await page.getByRole('button', { name: '创建并编辑' }).click()
    const stage = page.locator('.dz-stage')
    await stage.waitFor()
    const pageId = Number(new URL(page.url()).searchParams.get('id'))
    expect(pageId).toBeGreaterThan(0)

    // 文本, 轮播图 and 商品 from the palette, and a free panel holding a text.
    await dropFromPalette(page, 'W0001', stage, { x: 20, y: 20 })
    await frames(page, 'W0001').waitFor()
    await dropFromPalette(page, 'W0011', stage, { x: 40, y: 340 })
    await frames(page, 'W0011').first().waitFor()
    await dropFromPalette(page, 'W0002', stage, { x: 20, y: 400 })
    await frames(page, 'W0002').waitFor()
    const stageBox = (await stage.boundingBox())!
    const goodsBox = (await frames(page, 'W0002').boundingBox())!
    const panelTop = Math.round(goodsBox.y - stageBox.y + goodsBox.height + 30)
    await dropFromPalette(page, 'W0006', stage, { x: 600, y: panelTop })
    const panel = frames(page, 'W0006')
    await panel.waitFor()
    await dropFromPalette(page, 'W0011', panel, { x: 30, y: 30 })
    const child = page.locator('.dz-stage .mf-w0006 .dz-frame[data-widget-type="W0011"]')
    await child.waitFor()
    // A showcase (营销橱窗) the panel does not accept is refused with the spec's warning.
    await dropFromPalette(page, 'W0016', panel, { x: 60, y: 60 })
    await page.getByText('不可放入自由面板').first().waitFor()
    await child.click()
    await panel.scrollIntoViewIfNeeded()
    await operator.screenshot('designer-free-panel')

    // Upload a PNG into the carousel's first slide.
    await frames(page, 'W0001').click()
    const inspector = page.getByRole('complementary', { name: '属性设置' })
    const png = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'designer-e2e-')), 'banner.png')
    fs.writeFileSync(png, makePng(1190, 300, [255, 0, 54]))
    await page.locator('input[type="file"]').first().setInputFiles(png)
    const slideImage = inspector.locator('img[src*="/uploads/designer/"]').first()
    await slideImage.waitFor()
    await expect.poll(() => frames(page, 'W0001').locator('img[src*="/uploads/designer/"]').count()).toBeGreaterThan(0)

    // Pick two goods for the goods widget through the goods picker.
    await frames(page, 'W0002').click()
    await page
      .getByRole('button', { name: /添加商品/ })
      .first()
      .click()
    const goodsDialog = page.getByRole('dialog')
    const rows = goodsDialog.locator('[role="checkbox"]')
    await rows.first().waitFor()
    const pickedNames = [await rows.nth(0).getAttribute('aria-label'), await rows.nth(1).getAttribute('aria-label')]
    await rows.nth(0).click()
    await rows.nth(1).click()
    await goodsDialog.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => frames(page, 'W0002').textContent()).toContain(pickedNames[0]!)

    // The top-level text: a goods link through the link picker, then its words.
    const text = frames(page, 'W0011').first()
    await text.click()
    await page
      .getByRole('button', { name: /添加链接|链接：添加/ })
      .first()
      .click()
      .catch(() => undefined)
    await page
      .getByRole('button', { name: /选择链接/ })
      .first()
      .click()
    const linkDialog = page.getByRole('dialog')
    await linkDialog.getByRole('tab', { name: '商品' }).click()
    await linkDialog.locator('[role="radio"], [role="option"], button.dzp-row').first().click()
    await linkDialog.getByRole('button', { name: '确定' }).click()
    await expect.poll(() => inspector.textContent()).toMatch(/\/items\/\d+/)
    const words = page.getByLabel('文本内容')
    await words.fill('新品首发 限时特惠')
    await expect.poll(() => text.textContent()).toContain('新品首发 限时特惠')
    await operator.screenshot('designer-editor-selected')

    // The typing is one step: undo takes the words back, redo (both shortcuts) brings them again.
    const undoRedo = async () => {
      const shown = () => frames(page, 'W0011').first().textContent()
      await page.locator('.dz-stage').click({ position: { x: 5, y: 5 } })
      await page.keyboard.press('Control+z')
      await expect.poll(shown).not.toContain('新品首发 限时特惠')
      await page.keyboard.press('Control+Shift+z')
      await expect.poll(shown).toContain('新品首发 限时特惠')
      await page.keyboard.press('Control+z')
      await expect.poll(shown).not.toContain('新品首发 限时特惠')
      await page.keyboard.press('Control+y')
      await expect.poll(shown).toContain('新品首发 限时特惠')
      await savedIndicator(page).waitFor({ timeout: 10_000 })
    }
    await undoRedo()

    // After a reload of the editor, undo and redo still work.
    await page.reload({ waitUntil: 'networkidle' })
    await frames(page, 'W0011').first().waitFor()
    await undoRedo()

    // A draft broken behind the editor's back: the problems panel lists it and 发布 waits.
    await saveDraft(page, pageId, (config) => {
      const broken = structuredClone(config) as { widgets: { type: string; fontSize?: number }[] }
      broken.widgets.find((widget) => widget.type === 'W0011')!.fontSize = -4
      return broken
    })
    await page.reload({ waitUntil: 'networkidle' })
    const problem = page.getByText('不能小于0').first()
    await problem.waitFor()
    await expect.poll(() => page.getByRole('button', { name: '发布', exact: true }).isDisabled()).toBe(true)
    await operator.screenshot('designer-problems')
    await problem.click()
    const fontSize = page.getByLabel('字号')
    await expect.poll(() => fontSize.evaluate((el) => el === document.activeElement)).toBe(true)
    await fontSize.fill('16')
    await fontSize.press('Enter')
    await expect.poll(() => page.getByText('不能小于0').count()).toBe(0)
    await savedIndicator(page).waitFor({ timeout: 10_000 })

    // Publish, then the storefront renders exactly that page on the server.
    await publishInEditor(page)
    const final = (await designerCall<Draft>(page, 'GET', `templates/${pageId}/draft`)).config
    const pageIdPublic = (await templates(page)).find((template) => template.id === pageId)!.theme_pc_template_id
    await operator.close()

    const shopper = await ShopperPage.open(browser())
    const response = await shopper.goto(`/custompage?pageid=${pageIdPublic}`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    for (const widget of final.widgets as { uuid: string; type: string; childWidgets?: { uuid: string }[] }[]) {
      expect(html, `${widget.type} ${widget.uuid}`).toContain(`data-uuid="${widget.uuid}"`)
      for (const inner of widget.childWidgets ?? []) expect(html).toContain(`data-uuid="${inner.uuid}"`)
    }
    expect(html).toContain('新品首发 限时特惠')
    expect(html).toContain(pickedNames[0])
    expect(html).toMatch(/\/uploads\/designer\/[^"]+\.png/)
    expect(html).toMatch(/href="\/items\/\d+"/)
    await shopper.page.waitForTimeout(500)
    expect(shopper.problems).toEqual([])
    await shopper.screenshot('designer-published-page')
    await shopper.close()
  })
})
