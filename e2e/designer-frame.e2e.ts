import { createCanvas, loadImage } from '@napi-rs/canvas'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { createWidget } from '../schemas/widgets/index.ts'
import { ShopperPage, journeyBrowser } from './browser.ts'
import {
  type Draft,
  createPage,
  designerCall,
  journeyDesigner,
  publishConfig,
  publishInEditor,
  templates,
} from './designer-session.ts'

/**
 * The site frame in the designer: the 全站页头 opens in the editor, a changed hot keyword is on the
 * storefront once published and on the other pages' canvases at once; a custom page with its own
 * theme colour and 商家入驻 gets them in its storefront top bar and header, exactly as its canvas
 * draws them. The header is published back as it was afterwards, for the other journeys.
 */

const HOT_WORD = '帧验收热词'
const THEME = '#E4393C'

const browser = journeyBrowser()
const designer = journeyDesigner(browser)
let header: { id: number; frame: unknown } | null = null

/** Colours the theme paints in the header and top bar, read from the first frame found under `root`. */
function themedColours(page: Page, root: string) {
  return page.evaluate((root) => {
    const scope = document.querySelector(root)
    const style = (selector: string) => {
      const element = scope?.querySelector(selector)
      return element ? getComputedStyle(element) : null
    }
    return {
      searchBorder: style('.mf-header__search-input')?.borderTopColor,
      cartText: style('.mf-header__cart')?.color,
      searchButton: style('.mf-header__search-button')?.backgroundColor,
      navLine: style('.mf-header__nav')?.borderBottomColor,
      merchant: (scope?.querySelector('.mf-topbar')?.textContent ?? '').includes('商家入驻'),
    }
  }, root)
}

/**
 * Pixels of a screenshot of the header's search form under `root`, as `rgb(r, g, b)`: the input's
 * left border (the theme colour) and the search button's background near its right edge.
 */
async function sampledPixels(page: Page, root: string): Promise<string[]> {
  const shot = await page.locator(`${root} .mf-header__search-form`).first().screenshot({ animations: 'disabled' })
  const image = await loadImage(shot)
  const canvas = createCanvas(image.width, image.height)
  const context = canvas.getContext('2d')
  context.drawImage(image, 0, 0)
  const at = (x: number, y: number) => {
    const [r, g, b] = context.getImageData(Math.round(x), Math.round(y), 1, 1).data
    return `rgb(${r}, ${g}, ${b})`
  }
  const middle = image.height / 2
  return [at(0, middle), at(image.width - 4, 4), at(image.width - 4, image.height - 5)]
}

afterAll(async () => {
  if (header) {
    const { id, frame } = header
    await publishConfig(designer().page, id, (config) => ({ ...config, frame }))
  }
})

describe('the site frame in the designer', () => {
  it('edits the 全站页头 hot keywords in the editor and the storefront home shows them after 发布', async () => {
    const operator = designer()
    const { page } = operator
    const id = (await templates(page)).find((template) => template.page_name === 'header')?.id
    if (!id) throw new Error('no header template')
    header = { id, frame: (await designerCall<Draft>(page, 'GET', `templates/${id}/draft`)).config.frame }

    await page
      .getByRole('row', { name: /全站页头/ })
      .getByRole('button', { name: '编辑' })
      .click()
    const inspector = page.getByRole('complementary', { name: '属性设置' })
    const keyword = inspector.getByRole('textbox', { name: '搜索词' }).first()
    await keyword.fill(HOT_WORD)
    const canvas = page.getByRole('region', { name: '画布' })
    await canvas.locator('.mf-header__hot').getByText(HOT_WORD).waitFor()
    await operator.screenshot('designer-frame-header')
    await publishInEditor(page)

    const shopper = await ShopperPage.open(browser())
    await shopper.goto('/')
    await shopper.page.locator('.mf-header__hot').getByText(HOT_WORD).waitFor()
    await shopper.close()
  })

  it("gives a custom page's storefront top bar and header its own theme colour and 商家入驻, as its canvas shows", async () => {
    const operator = designer()
    const { page } = operator
    const created = await createPage(page, '页头颜色验收页')
    const text = createWidget('W0011', { uuid: globalThis.crypto.randomUUID(), text: '红色专题', x: 20, y: 20 })
    await publishConfig(page, created.id, (config) => ({
      ...config,
      page: { ...(config.page as object), themeColor: THEME, merchantSettlement: true },
      widgets: [text],
    }))

    // Back to the list and into the page within the same session: its canvas has the new header too.
    await page.getByRole('button', { name: '返回页面列表' }).click()
    await page
      .getByRole('row', { name: /页头颜色验收页/ })
      .getByRole('button', { name: '编辑' })
      .click()
    const canvasHeader = page.locator('.dz-canvas .dz-site--header')
    await canvasHeader.locator('.mf-header__hot').getByText(HOT_WORD).waitFor()
    const onCanvas = await themedColours(page, '.dz-canvas .dz-site--header')
    await operator.screenshot('designer-frame-custom-canvas')
    // The canvas fades the frame as decoration; the colours under the fade are what the screenshots compare.
    await page.addStyleTag({ content: '.dz-canvas .dz-site { opacity: 1 !important; }' })
    const canvasPixels = await sampledPixels(page, '.dz-canvas .dz-site--header')

    const shopper = await ShopperPage.open(browser())
    await shopper.goto(`/custompage?pageid=${created.pageId}`)
    const onStorefront = await themedColours(shopper.page, '.mf-app')
    const storefrontPixels = await sampledPixels(shopper.page, '.mf-app')
    await shopper.screenshot('designer-frame-custom-storefront')
    const home = await ShopperPage.open(browser())
    await home.goto('/')
    const onHome = await themedColours(home.page, '.mf-app')
    await Promise.all([shopper.close(), home.close()])

    const red = 'rgb(228, 57, 60)'
    expect(onStorefront).toMatchObject({ searchBorder: red, searchButton: red, navLine: red, merchant: true })
    expect(onCanvas).toEqual(onStorefront)
    expect(storefrontPixels).toEqual([red, red, red])
    expect(canvasPixels).toEqual(storefrontPixels)
    // The home page keeps its own settings.
    expect(onHome.searchButton).not.toBe(red)
  })
})
