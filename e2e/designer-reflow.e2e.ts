import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWidget } from '../schemas/widgets/index.ts'
import { ShopperPage, journeyBrowser } from './browser.ts'

/**
 * The page stack reflows: on a custom page of stacked widgets, making one taller in the inspector
 * moves the widgets under it down by as much, and one 撤销 puts everything back.
 */

const OPERATOR = { username: 'admin', password: 'admin1234' }
const DESIGNER_WIDE = { width: 1920, height: 1080 }

const browser = journeyBrowser()
let operator: ShopperPage

beforeAll(async () => {
  operator = await ShopperPage.open(browser())
  await operator.page.setViewportSize(DESIGNER_WIDE)
})
afterAll(async () => {
  await operator?.close()
})

async function signInOperator(page: Page) {
  await page.getByLabel('账号').fill(OPERATOR.username)
  await page.getByLabel('密码').fill(OPERATOR.password)
  await page.getByRole('button', { name: '登录' }).click()
  await page.getByRole('heading', { name: '页面管理' }).waitFor()
}

/** Three texts stacked 20 px apart, each 40 high. */
const stacked = ['一', '二', '三'].map((alias, index) =>
  createWidget('W0011', {
    uuid: globalThis.crypto.randomUUID(),
    alias: `重排${alias}`,
    text: `第${alias}行`,
    x: 20,
    y: index * 60,
    width: 300,
    height: 40,
  }),
)

/** A new custom page whose draft holds the stacked texts (through the designer API, signed in in the page). */
async function seedPage(page: Page): Promise<number> {
  return page.evaluate(async (widgets) => {
    const json = async (response: Response) => ((await response.json()) as { data: Record<string, unknown> }).data
    const headers = { 'content-type': 'application/json' }
    const created = await json(
      await fetch('/api/designer/templates', {
        method: 'POST',
        headers,
        body: JSON.stringify({ page_name: 'custom', template_title: '重排验收页' }),
      }),
    )
    const id = created.id as number
    const draft = await json(await fetch(`/api/designer/templates/${id}/draft`))
    const config = { ...(draft.config as Record<string, unknown>), widgets }
    const saved = await fetch(`/api/designer/templates/${id}/draft`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ config, revision: draft.revision }),
    })
    if (!saved.ok) throw new Error(`draft not saved: ${saved.status}`)
    return id
  }, stacked)
}

describe('the designer’s page stack', () => {
  it('moves the widgets below a taller widget down by as much, and 撤销 moves them back', async () => {
    const { page } = operator
    await operator.goto('/designer/')
    await signInOperator(page)
    const id = await seedPage(page)
    await operator.goto(`/designer/?id=${id}`)

    const frame = (index: number) => page.locator(`.dz-stage .dz-frame[data-uuid="${stacked[index].uuid}"]`)
    await frame(2).waitFor()
    const box = async (index: number) => (await frame(index).boundingBox())!
    const [first, second, third] = [await box(0), await box(1), await box(2)]

    await frame(0).click({ position: { x: 4, y: 4 } })
    const inspector = page.getByRole('complementary', { name: '属性设置' })
    await inspector.getByRole('tab', { name: '组件样式' }).click()
    const height = inspector.getByLabel('高度', { exact: true })
    await height.fill('100')
    await height.press('Enter')

    // The first frame grew by 60 px of the page; the ones below moved down by the same on screen.
    await expect.poll(async () => Math.round((await box(0)).height)).toBeGreaterThan(Math.round(first.height))
    const grown = (await box(0)).height - first.height
    await expect.poll(async () => Math.round((await box(1)).y - second.y)).toBe(Math.round(grown))
    expect(Math.round((await box(2)).y - third.y)).toBe(Math.round(grown))
    await operator.screenshot('designer-reflow-grown')

    await page.getByRole('button', { name: /^撤销/ }).click()
    await expect.poll(async () => Math.round((await box(1)).y)).toBe(Math.round(second.y))
    expect(Math.round((await box(0)).height)).toBe(Math.round(first.height))
    expect(Math.round((await box(2)).y)).toBe(Math.round(third.y))
    expect(operator.problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([])
  })
})
