import { createCanvas, loadImage } from '@napi-rs/canvas'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWidget } from '../schemas/widgets/index.ts'
import { ShopperPage, journeyBrowser } from './browser.ts'

/**
 * The site frame in the designer: the 全站页头 opens in the editor, a changed hot keyword is on the
 * storefront once published and on the other pages' canvases at once; a custom page with its own
 * theme colour and 商家入驻 gets them in its storefront top bar and header, exactly as its canvas
 * draws them. The header is published back as it was afterwards, for the other journeys.
 */

const OPERATOR = { username: 'admin', password: 'admin1234' }
const DESIGNER_WIDE = { width: 1920, height: 1080 }
const HOT_WORD = '帧验收热词'
const THEME = '#E4393C'

const browser = journeyBrowser()
let operator: ShopperPage
let header: { id: number; frame: unknown } | null = null

/** The designer API, called from the signed-in page (its session cookie). */
function designerCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/designer/${path}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`)
      return ((await response.json()) as { data: T }).data
    },
    { method, path, body },
  )
}

interface Draft {
  config: Record<string, unknown>
  revision: number
}

async function publishConfig(page: Page, id: number, change: (config: Record<string, unknown>) => object) {
  const draft = await designerCall<Draft>(page, 'GET', `templates/${id}/draft`)
  const saved = await designerCall<{ revision: number }>(page, 'PUT', `templates/${id}/draft`, {
    config: change(draft.config),
    revision: draft.revision,
  })
  await designerCall(page, 'POST', `templates/${id}/publish`, { revision: saved.revision })
}

async function publishInEditor(page: Page) {
  await page.getByText('已保存', { exact: true }).waitFor()
  await page.getByRole('button', { name: /^发布/ }).click()
  // 发布 may ask for a confirmation first.
  const confirm = page.getByRole('button', { name: '确认发布' })
  const done = page.getByText('发布成功')
  await confirm.or(done).first().waitFor()
  if (await confirm.isVisible()) await confirm.click()
  await done.waitFor()
}

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

beforeAll(async () => {
  operator = await ShopperPage.open(browser())
  await operator.page.setViewportSize(DESIGNER_WIDE)
  await operator.goto('/designer/')
  const { page } = operator
  await page.getByLabel('账号').fill(OPERATOR.username)
  await page.getByLabel('密码').fill(OPERATOR.password)
  await page.getByRole('button', { name: '登录' }).click()
  await page.getByRole('heading', { name: '页面管理' }).waitFor()
})
afterAll(async () => {
  if (header) {
    const { id, frame } = header
    await publishConfig(operator.page, id, (config) => ({ ...config, frame }))
  }
  await operator?.close()
})

describe('the site frame in the designer', () => {
  it('edits the 全站页头 hot keywords in the editor and the storefront home shows them after 发布', async () => {
    const { page } = operator
    const list = await designerCall<{ list: Array<{ id: number; page_name: string }> }>(page, 'GET', 'templates')
    const id = list.list.find((template) => template.page_name === 'header')?.id
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
    const { page } = operator
    const created = await designerCall<{ id: number; theme_pc_template_id: number }>(page, 'POST', 'templates', {
      page_name: 'custom',
      template_title: '页头颜色验收页',
    })
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
    await shopper.goto(`/custompage?pageid=${created.theme_pc_template_id}`)
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
