import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createWidget } from '../schemas/widgets/index.ts'
import { journeyBrowser } from './browser.ts'
import { createPage, designerCall, type Draft, journeyDesigner, saveDraft } from './designer-session.ts'

/**
 * 历史版本: an operator opens the list of a page's published versions, reads what the draft changed
 * since an older one (a reworded text, a text added, outlined on the canvas), restores that version
 * as one undoable step, and the draft (not what shoppers see) becomes it.
 */

const browser = journeyBrowser()
const designer = journeyDesigner(browser)

const text = (alias: string, words: string, y: number) =>
  createWidget('W0011', { uuid: globalThis.crypto.randomUUID(), alias, text: words, x: 20, y, width: 300, height: 40 })
const title = text('', '第一版标题', 0)
const reworded = { ...title, text: '第二版标题' }
const added = text('新横幅', '第二版新增的横幅', 60)

async function publishWith(page: Page, id: number, widgets: unknown[], note: string): Promise<number> {
  const revision = await saveDraft(page, id, (config) => ({ ...config, widgets }))
  return (await designerCall<{ version: number }>(page, 'POST', `templates/${id}/publish`, { revision, note })).version
}

describe('历史版本', () => {
  it('restores an older version after reading its diff', async () => {
    const operator = designer()
    const { page } = operator
    const { id } = await createPage(page, '历史版本验收页')
    const older = await publishWith(page, id, [title], '首次上线')
    const live = await publishWith(page, id, [reworded, added], '换标题并加横幅')

    await operator.goto(`/designer/?id=${id}`)
    await page.locator(`.dz-stage .dz-frame[data-uuid="${added.uuid}"]`).waitFor()
    await page.getByRole('button', { name: '历史版本' }).click()
    const panel = page.getByRole('region', { name: '历史版本' })
    await panel.getByRole('button', { name: new RegExp(`^版本 ${live}.*换标题并加横幅`) }).waitFor()
    await panel.getByRole('button', { name: new RegExp(`^版本 ${older}.*首次上线`) }).click()

    // The diff names each widget and its fields old → new; the canvas outlines the draft's side of it.
    const diff = panel.getByRole('list', { name: '差异' })
    const addedRow = diff.getByRole('button', { name: /新增\s*文本（新横幅）/ })
    await addedRow.waitFor()
    await diff.getByText('“第一版标题”').waitFor()
    await diff.getByText('“第二版标题”').waitFor()
    await page.locator(`.dz-version-mark--added[data-version-uuid="${added.uuid}"]`).waitFor()
    await page.locator(`.dz-version-mark--changed[data-version-uuid="${title.uuid}"]`).waitFor()
    await operator.screenshot('designer-versions-diff')

    await addedRow.click()
    await page.locator(`.dz-frame.is-selected[data-uuid="${added.uuid}"]`).waitFor()

    await panel.getByRole('button', { name: '恢复此版本' }).click()
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click()
    await panel.getByText('当前草稿与该版本相同。').waitFor()
    await page.locator(`.dz-stage .dz-frame[data-uuid="${added.uuid}"]`).waitFor({ state: 'detached' })
    await expect.poll(() => page.getByRole('button', { name: /^撤销/ }).isEnabled()).toBe(true)

    // Autosave makes it the draft; shoppers keep the published version until 发布.
    await page.getByText('已保存', { exact: true }).waitFor()
    const draft = await designerCall<Draft>(page, 'GET', `templates/${id}/draft`)
    expect((draft.config.widgets as Array<{ uuid: string; text: string }>).map((w) => [w.uuid, w.text])).toEqual([
      [title.uuid, '第一版标题'],
    ])
    const published = await designerCall<{ version: number }>(page, 'GET', `templates/${id}/published`)
    expect(published.version).toBe(live)
  })
})
