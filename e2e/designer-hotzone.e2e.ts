import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createWidget } from '../schemas/widgets/index.ts'
import { carouselBannerUrl } from '../server/db/seed/urls.ts'
import { ShopperPage, journeyBrowser } from './browser.ts'
import { journeyDesigner, publishInEditor, seedPage } from './designer-session.ts'

/**
 * Hot zones drawn where they land: the zone is drawn at the widget's actual size and crop, linked
 * to a site page, published, and on the storefront it covers the same part of the widget and
 * leads to the page.
 */

const browser = journeyBrowser()
const designer = journeyDesigner(browser)

const hotzone = createWidget('W0003', {
  uuid: globalThis.crypto.randomUUID(),
  alias: '热区验收',
  imgUrl: carouselBannerUrl(1),
  x: 0,
  y: 0,
  width: 1190,
  height: 300,
})

/** Drags from one fraction of the element's box to another. */
async function drag(page: Page, target: Locator, from: [number, number], to: [number, number]) {
  const box = (await target.boundingBox())!
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1])
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 5 })
  await page.mouse.up()
}

describe('hot zones', () => {
  it('draws a zone at the widget’s size and crop, and the storefront places and follows it the same', async () => {
    const operator = designer()
    const { page } = operator
    const { id, pageId } = await seedPage(page, '热区验收页', [hotzone])
    await operator.goto(`/designer/?id=${id}`)
    await page.locator(`.dz-stage .dz-frame[data-uuid="${hotzone.uuid}"]`).click()

    await page.getByRole('button', { name: '按实际大小编辑' }).click()
    const dialog = page.getByRole('dialog', { name: '编辑热区（实际大小）' })
    const surface = dialog.locator('.dzp-hotzone')
    // The editing surface has the widget's proportions (1190 × 300), as shoppers see it.
    const size = (await surface.boundingBox())!
    expect(Math.abs(size.width / size.height - 1190 / 300)).toBeLessThan(0.05)
    await drag(page, surface, [0.1, 0.2], [0.4, 0.8])
    await dialog.getByRole('button', { name: '热区 1' }).waitFor()
    await operator.screenshot('designer-hotzone-dialog')
    await dialog.getByRole('button', { name: '完成' }).click()

    await page.getByRole('button', { name: '热区 1 链接：选择链接' }).click()
    const links = page.getByRole('dialog', { name: '选择链接' })
    await links.getByRole('tab', { name: '站内链接' }).click()
    await links.getByRole('textbox', { name: '站内地址' }).fill('/items')
    await links.getByRole('button', { name: '确定' }).click()
    await publishInEditor(page)

    const shopper = await ShopperPage.open(browser())
    await shopper.goto(`/custompage?pageid=${pageId}`)
    const widget = shopper.page.locator('.mf-w0003').first()
    const zone = widget.locator('a.mf-w0003__zone').first()
    const [outer, inner] = [(await widget.boundingBox())!, (await zone.boundingBox())!]
    expect(Math.abs((inner.x - outer.x) / outer.width - 0.1)).toBeLessThan(0.02)
    expect(Math.abs((inner.y - outer.y) / outer.height - 0.2)).toBeLessThan(0.03)
    expect(Math.abs(inner.width / outer.width - 0.3)).toBeLessThan(0.02)
    await zone.click()
    await shopper.page.waitForURL(/\/items$/)
  })
})
