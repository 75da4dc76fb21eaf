import { describe, expect, it } from 'vitest'
import { createWidget } from '../schemas/widgets/index.ts'
import { journeyBrowser } from './browser.ts'
import { designerCall, designerSession, journeyDesigner, saveDraft, seedPage, type Draft } from './designer-session.ts'

/**
 * The page stack reflows: on a custom page of stacked widgets, making one taller in the inspector
 * moves the widgets under it down by as much, and one 撤销 puts everything back. The edit is saved
 * as a small patch with its undo step, so another browser opening the page can undo it; a save
 * made elsewhere without history ends the history with a note.
 */

const browser = journeyBrowser()
const designer = journeyDesigner(browser)

/** Three texts stacked 20 px apart, each 40 high. */
const stackOf = () =>
  ['一', '二', '三'].map((alias, index) =>
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
const stacked = stackOf()

/** Makes widget `uuid` 100 px high in the inspector's 高度 field. */
async function growInInspector(page: import('playwright-core').Page, uuid: string) {
  await page.locator(`.dz-stage .dz-frame[data-uuid="${uuid}"]`).click({ position: { x: 4, y: 4 } })
  const inspector = page.getByRole('complementary', { name: '属性设置' })
  await inspector.getByRole('tab', { name: '组件样式' }).click()
  const height = inspector.getByLabel('高度', { exact: true })
  await height.fill('100')
  await height.press('Enter')
}

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

    await growInInspector(page, stacked[0].uuid)

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

  it('saves the edit as a small patch, and another browser undoes it; a save made elsewhere ends the history', async () => {
    const { page } = designer()
    const widgets = stackOf()
    const { id } = await seedPage(page, '跨浏览器撤销页', widgets)
    const sent: number[] = []
    const onRequest = (request: import('playwright-core').Request) => {
      if (request.url().includes(`/api/designer/templates/${id}/`) && request.method() !== 'GET')
        sent.push(request.postDataBuffer()?.length ?? 0)
    }
    page.on('request', onRequest)
    await page.goto(`/designer/?id=${id}`)
    await page.locator(`.dz-stage .dz-frame[data-uuid="${widgets[2].uuid}"]`).waitFor()
    await growInInspector(page, widgets[0].uuid)
    await page.getByText('已保存', { exact: true }).waitFor()
    await page.waitForTimeout(700)
    page.off('request', onRequest)
    // The patch with its undo step, and the resolution of the one edited widget: never the page.
    expect(sent.length).toBeGreaterThan(0)
    expect(Math.max(...sent)).toBeLessThan(5 * 1024)

    const other = await designerSession(browser())
    try {
      await other.goto(`/designer/?id=${id}`)
      const undo = other.page.getByRole('button', { name: /^撤销/ })
      await expect.poll(() => undo.isEnabled()).toBe(true)
      await undo.click()
      await other.page.getByText('已保存', { exact: true }).waitFor()
      await expect
        .poll(async () => {
          const draft = await designerCall<Draft>(other.page, 'GET', `templates/${id}/draft`)
          return (draft.config.widgets as Array<{ height: number; y: number }>).map((widget) => [
            widget.y,
            widget.height,
          ])
        })
        .toEqual([
          [0, 40],
          [60, 40],
          [120, 40],
        ])

      // A whole-page save that keeps no history (another client of the API) ends it, and the designer says so.
      await saveDraft(other.page, id, (config) => config)
      await other.goto(`/designer/?id=${id}`)
      await other.page
        .getByText(/撤销记录已结束/)
        .first()
        .waitFor()
      expect(await other.page.getByRole('button', { name: /^撤销/ }).isDisabled()).toBe(true)
    } finally {
      await other.close()
    }
  })
})
