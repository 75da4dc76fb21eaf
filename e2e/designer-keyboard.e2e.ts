import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { operatorSignIn } from './api.ts'
import { ShopperPage, journeyBrowser } from './browser.ts'
import { type Draft, createPage, designerCall } from './designer-session.ts'

/**
 * The page designer by keyboard only (issue 27 item 7): on a new page, F6 reaches the palette,
 * Enter inserts an entry under the focused widget, arrows move it and Alt+↓ makes it taller,
 * Enter opens its settings and Escape comes back to it; six widgets later the page holds them,
 * each its frame one tab stop with inert content, and the focused frame is the selected widget.
 */

const browser = journeyBrowser()

/** The widgets to insert, by the code the palette's search finds them by. */
const TYPES = ['W0011', 'W0002', 'W0001', 'W0004', 'W0008', 'W0012'] as const

/** The editor region the focus is in. */
const focusRegion = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return 'none'
    for (const [name, selector] of [
      ['topbar', '.dz-topbar'],
      ['palette', '.dz-palette'],
      ['canvas', '.dz-canvas'],
      ['inspector', '.dz-editor__side, .dzi'],
    ])
      if (active.closest(selector)) return name
    return 'elsewhere'
  })

/** The focused element's widget uuid and whether it is the selected frame. */
const focusedFrame = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null
    return {
      uuid: active?.classList.contains('dz-frame') ? (active.dataset.uuid ?? null) : null,
      selected: active?.getAttribute('aria-current') === 'true',
      label: active?.getAttribute('aria-label') ?? '',
    }
  })

/** The selected frame's box as the document has it. */
const selectedBox = (page: Page) =>
  page.locator('.dz-stage .dz-frame[aria-current="true"]').evaluate((frame) => {
    const style = (frame as HTMLElement).style
    return { width: Number.parseFloat(style.width), height: Number.parseFloat(style.height) }
  })

async function pressUntil(page: Page, key: string, region: string) {
  for (let presses = 0; presses < 4 && (await focusRegion(page)) !== region; presses++) await page.keyboard.press(key)
  expect(await focusRegion(page)).toBe(region)
}

describe('the page designer by keyboard', () => {
  it('builds a page of six widgets with the keyboard alone', async () => {
    const token = await operatorSignIn()
    const created = await createPage(token, '键盘搭建专题')
    const operator = await ShopperPage.open(browser())
    const { page } = operator
    await operator.context.addCookies([{ name: 'operator_token', value: token, url: inject('baseURL') }])
    await operator.goto(`/designer/?id=${created.id}`)
    await page.locator('.dz-stage').waitFor()

    // F6 goes round the regions: inspector, top bar, palette, canvas (nothing focused counts as the canvas).
    const round: string[] = []
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('F6')
      round.push(await focusRegion(page))
    }
    expect(round).toEqual(['inspector', 'topbar', 'palette', 'canvas'])

    const uuids: string[] = []
    for (const type of TYPES) {
      await pressUntil(page, 'Shift+F6', 'palette')
      // The palette's search, then its one matching entry.
      const search = page.getByRole('searchbox', { name: '搜索组件' })
      if (!(await search.evaluate((input) => input === document.activeElement))) await page.keyboard.press('Shift+Tab')
      expect(await search.evaluate((input) => input === document.activeElement)).toBe(true)
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type(type)
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
      // The new widget takes the focus on the canvas, and the focus is the selection.
      await expect.poll(async () => (await focusedFrame(page)).selected).toBe(true)
      const frame = await focusedFrame(page)
      expect(
        await page.locator(`.dz-stage .dz-frame[data-uuid="${frame.uuid}"]`).getAttribute('data-widget-type'),
      ).toBe(type)
      uuids.push(frame.uuid!)
    }
    await operator.screenshot('designer-keyboard-built')

    // Arrows move the focused widget (Shift: 10 px); Alt+↓ makes it taller, Alt+Shift+→ wider.
    const before = await selectedBox(page)
    const position = () =>
      page
        .locator('.dz-stage .dz-frame[aria-current="true"]')
        .evaluate((frame) => (frame as HTMLElement).style.transform)
    const at = await position()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Shift+ArrowRight')
    await expect.poll(position).not.toBe(at)
    await page.keyboard.press('Alt+ArrowDown')
    await page.keyboard.press('Alt+Shift+ArrowDown')
    await page.keyboard.press('Alt+ArrowLeft')
    await expect.poll(() => selectedBox(page)).toEqual({ width: before.width - 1, height: before.height + 11 })

    // Enter: the widget's settings, first field (its alias); the typed title names the frame; Escape comes back.
    await page.keyboard.press('Enter')
    await expect.poll(() => focusRegion(page)).toBe('inspector')
    await page.keyboard.type('双11爆款')
    await page.keyboard.press('Escape')
    await expect
      .poll(() => focusedFrame(page))
      .toEqual({ uuid: uuids.at(-1), selected: true, label: '橱窗卡片 · 双11爆款' })

    // Tab moves from widget to widget: the frames are the stops, the widgets' own links and fields are inert.
    await page.keyboard.press('Shift+Tab')
    await expect.poll(async () => (await focusedFrame(page)).uuid).toBe(uuids.at(-2))
    expect((await focusedFrame(page)).selected).toBe(true)
    expect(
      await page.evaluate(
        () =>
          [
            ...document.querySelectorAll<HTMLElement>('.dz-stage .dz-frame__content :is(a, button, input, select)'),
          ].filter((element) => !element.closest('[inert]')).length,
      ),
    ).toBe(0)

    // `?` lists the keys.
    await page.keyboard.press('?')
    const help = page.getByRole('region', { name: '快捷键' })
    await help.getByText('Alt+方向键').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => help.count()).toBe(0)

    // Six widgets on the canvas, and saved.
    expect(await page.locator('.dz-stage > .dz-frame').count()).toBe(6)
    await page.getByText('已保存', { exact: true }).waitFor({ timeout: 10_000 })
    const draft = await designerCall<Draft>(token, 'GET', `templates/${created.id}/draft`)
    const widgets = draft.config.widgets as { uuid: string; type: string; alias?: string }[]
    expect(widgets.map((widget) => widget.type).sort()).toEqual([...TYPES].sort())
    expect(widgets.find((widget) => widget.uuid === uuids.at(-1))?.alias).toBe('双11爆款')
    expect(operator.problems).toEqual([])
    await operator.close()
  })
})
