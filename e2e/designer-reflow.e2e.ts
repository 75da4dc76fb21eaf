import { describe, expect, it } from 'vitest'
import { createWidget } from '../schemas/widgets/index.ts'
import { journeyBrowser } from './browser.ts'
import { journeyDesigner, seedPage } from './designer-session.ts'

/**
 * The page stack reflows: on a custom page of stacked widgets, making one taller in the inspector
 * moves the widgets under it down by as much, and one 撤销 puts everything back.
 */

const browser = journeyBrowser()
const designer = journeyDesigner(browser)

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

describe('the designer’s page stack', () => {
  it('moves the widgets below a taller widget down by as much, and 撤销 moves them back', async () => {
    const operator = designer()
    const { page } = operator
    const { id } = await seedPage(page, '重排验收页', stacked)
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
