import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { IMPORT_HEADERS } from '../schemas/api/admin/goods-import.ts'
import { journeyBrowser } from './browser.ts'
import { consoleAs, consoleProblems, toastSaying } from './console.ts'

/** 商品导入: a sheet with two bad rows is refused row by row and imports nothing; the corrected sheet imports all. */

const browser = journeyBrowser()

type Row = (string | number)[]

async function sheet(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const ws = book.addWorksheet('商品')
  ws.addRow([...IMPORT_HEADERS])
  for (const row of rows) ws.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}

describe('importing goods from Excel', () => {
  it('reports the two bad rows and imports nothing, then imports all 20 from the corrected file', async () => {
    const stamp = String(Date.now() % 1_000_000)
    const good = (n: number): Row => [
      `导入充电器 ${stamp}-${n}`,
      `IMP${stamp}-${n}`,
      '手机数码/手机通讯/手机配件',
      '',
      '',
      '',
      '',
      '',
      '39.90',
      '59',
      20,
      150,
      '否',
    ]
    const rows = Array.from({ length: 20 }, (_, i) => good(i + 1))
    const bad = rows.map((row) => [...row])
    bad[4][8] = '三十九'
    bad[13][10] = -5

    const operator = await consoleAs(browser(), 'admin', 'admin1234')
    const { page } = operator
    await operator.goto('/admin/goods/import')
    const form = page.getByRole('region', { name: '导入商品' })
    const file = form.getByLabel('Excel 文件')

    await file.setInputFiles({ name: '商品导入.xlsx', mimeType: 'application/octet-stream', buffer: await sheet(bad) })
    await form.getByRole('button', { name: '开始导入' }).click()
    const result = page.getByRole('region', { name: '导入结果' })
    await result.getByRole('alert').filter({ hasText: '有2行未通过校验，没有导入任何商品' }).waitFor()
    const table = result.getByRole('table', { name: '未导入的行' })
    await expect(table.getByRole('row').nth(1).textContent()).resolves.toContain('第6行')
    await expect(table.getByRole('row').nth(1).textContent()).resolves.toContain('售价须为金额')
    await expect(table.getByRole('row').nth(2).textContent()).resolves.toContain('第15行')
    await expect(table.getByRole('row').nth(2).textContent()).resolves.toContain('库存须为不小于0的整数')
    await operator.screenshot('console-goods-import-refused')

    await file.setInputFiles({ name: '商品导入.xlsx', mimeType: 'application/octet-stream', buffer: await sheet(rows) })
    await form.getByRole('button', { name: '开始导入' }).click()
    await result.getByRole('status').filter({ hasText: '共20行，已导入20个商品（20个规格）' }).waitFor()
    await toastSaying(page, '已导入20个商品').waitFor()

    await operator.goto(`/admin/goods?keywords=${encodeURIComponent(`导入充电器 ${stamp}`)}`)
    await page.getByRole('table').getByText(`导入充电器 ${stamp}-20`).waitFor()
    // 站点设置 opens with the stored SEO filled in (its screenshot is the page's record).
    await operator.goto('/admin/settings/site')
    await page.getByRole('button', { name: '保存设置' }).waitFor()
    expect(await page.getByRole('textbox', { name: '网站标题' }).inputValue()).not.toBe('')
    await operator.screenshot('console-site-settings')

    // The refused upload's answer is the one 400 the browser reports.
    expect(consoleProblems(operator)).toEqual([
      'error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ])
  })
})
