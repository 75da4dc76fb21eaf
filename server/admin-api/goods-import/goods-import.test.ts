import ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { IMPORT_HEADERS } from '../../../schemas/api/admin/goods-import.ts'
import { createTestOperator } from '../../commerce/test-helpers.ts'
import { buildTestApp } from '../../testing.ts'

type Who = { headers: Record<string, string> }

let app: FastifyInstance
let admin: Who
let warehouse: Who
let leafId: number

beforeAll(async () => {
  app = await buildTestApp()
  admin = await createTestOperator(app)
  warehouse = await createTestOperator(app, { role: '仓库' })
})
afterAll(async () => {
  await app?.close()
})
beforeEach(async () => {
  await app.db.deleteFrom('skus').execute()
  await app.db.deleteFrom('goods').execute()
  await app.db.deleteFrom('brands').execute()
  await app.db.deleteFrom('categories').where('category_name', 'in', ['导入男装', '导入上衣', '导入T恤']).execute()
  const insert = (level: 1 | 2 | 3, category_name: string, parent_id: number | null) =>
    app.db
      .insertInto('categories')
      .values({ level, category_name, parent_id, path: '' })
      .returning('id')
      .executeTakeFirstOrThrow()
  const top = await insert(1, '导入男装', null)
  const middle = await insert(2, '导入上衣', top.id)
  leafId = (await insert(3, '导入T恤', middle.id)).id
  await app.db
    .insertInto('brands')
    .values({ company_id: 1, name: '导入品牌', logo: '', sort: 0, created_at: 0, updated_at: 0 })
    .execute()
})

type Row = (string | number)[]
const goodRow = (n: number): Row => [
  `导入T恤${n}`,
  `IMP-${n}`,
  '导入男装/导入上衣/导入T恤',
  '导入品牌',
  '',
  '',
  '',
  '',
  '59.90',
  '99',
  10 + n,
  200,
  '是',
  'https://img.example.com/tee.png',
]

async function sheet(rows: Row[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const ws = book.addWorksheet('商品')
  ws.addRow([...IMPORT_HEADERS])
  for (const row of rows) ws.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}

function upload(file: Buffer, mode: 'all' | 'valid', who: Who = admin, filename = 'goods.xlsx') {
  const boundary = '----mallfront-test'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return app.inject({
    method: 'POST',
    url: `/api/admin/goods/import?mode=${mode}`,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  })
}

/** 20 rows, rows 6 and 15 of the sheet (the header is row 1) are bad. */
function twentyWithTwoBad(): Row[] {
  const rows = Array.from({ length: 20 }, (_, i) => goodRow(i + 1))
  rows[4][8] = '12.345'
  rows[13][2] = '不存在/的/分类'
  return rows
}

const goodsCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('goods')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

async function readBook(body: Buffer) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(body as unknown as ArrayBuffer)
  return book
}

describe('商品导入模板', () => {
  it('has the headers, one example row and an instructions sheet', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/goods/import/template', headers: admin.headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    const book = await readBook(res.rawPayload)
    const goods = book.worksheets[0]
    expect((goods.getRow(1).values as unknown[]).slice(1)).toEqual([...IMPORT_HEADERS])
    expect(goods.rowCount).toBe(2)
    expect(book.worksheets[1].name).toBe('填写说明')
  })
})

describe('导入商品', () => {
  it('全部有效才导入: reports the two bad rows with reasons and writes nothing', async () => {
    const res = await upload(await sheet(twentyWithTwoBad()), 'all')
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.code).toBe('GOODS_IMPORT_REFUSED')
    expect(body.rows.map((row: { row: number }) => row.row)).toEqual([6, 15])
    expect(body.rows[0].reasons).toEqual(['售价须为金额，最多两位小数'])
    expect(body.rows[1].reasons[0]).toContain('分类「不存在/的/分类」不存在')
    expect(await goodsCount()).toBe(0)
  })

  it('只导入有效行: writes the 18 valid goods with their category, brand, price, stock and shelf', async () => {
    const res = await upload(await sheet(twentyWithTwoBad()), 'valid')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ rows: 20, imported_goods: 18, imported_skus: 18 })
    expect(res.json().data.refused.map((row: { row: number }) => row.row)).toEqual([6, 15])
    expect(await goodsCount()).toBe(18)
    const one = await app.db
      .selectFrom('goods')
      .innerJoin('skus', 'skus.goods_id', 'goods.id')
      .select(['goods.category_id', 'goods.approve_status', 'skus.price', 'skus.market_price', 'skus.store', 'skus.bn'])
      .where('skus.bn', '=', 'IMP-1')
      .executeTakeFirstOrThrow()
    expect(one).toEqual({
      category_id: leafId,
      approve_status: 'onsale',
      price: 5990,
      market_price: 9900,
      store: 11,
      bn: 'IMP-1',
    })
    const log = (await app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: admin.headers })).json().data
      .list
    expect(log[0]).toMatchObject({ area: 'goods', action: '导入商品' })
  })

  it('groups rows of the same name into one goods with several SKUs, and refuses a 货号 already used', async () => {
    const spec = (bn: string, color: string, size: string): Row => [
      '撞色T恤',
      bn,
      '导入T恤',
      '',
      '颜色',
      color,
      '尺码',
      size,
      '79',
      '',
      5,
      '',
      '否',
    ]
    const rows = [
      spec('C-W-M', '白', 'M'),
      spec('C-W-L', '白', 'L'),
      spec('C-B-M', '黑', 'M'),
      spec('C-B-L', '黑', 'L'),
    ]
    const first = await upload(await sheet(rows), 'all')
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toMatchObject({ imported_goods: 1, imported_skus: 4 })
    const skus = await app.db.selectFrom('skus').select(['spec_desc']).orderBy('sort').execute()
    expect(skus.map((sku) => sku.spec_desc)).toEqual([
      '颜色:白 尺码:M',
      '颜色:白 尺码:L',
      '颜色:黑 尺码:M',
      '颜色:黑 尺码:L',
    ])
    const again = await upload(
      await sheet([goodRow(1), ['另一件', 'C-W-M', '导入T恤', '', '', '', '', '', '10', '', 1, '', '否']]),
      'all',
    )
    expect(again.statusCode).toBe(400)
    expect(again.json().rows).toEqual([{ row: 3, item_name: '另一件', reasons: ['货号已被其他商品使用'] }])
    const bare = await upload(
      await sheet([['无图商品', 'BARE-1', '导入T恤', '', '', '', '', '', '10', '', 1, '', '是']]),
      'all',
    )
    expect(bare.json().rows[0].reasons).toEqual(['上架的商品须填写图片地址（或上架填 否，导入后在编辑页上传图片）'])
  })

  it('imports a file once when it is sent twice at the same time', async () => {
    const file = await sheet([goodRow(1), goodRow(2), goodRow(3)])
    const answers = await Promise.all([upload(file, 'all'), upload(file, 'all')])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400])
    const refused = answers.find((res) => res.statusCode === 400)?.json()
    // Which rows the refused import names depends on when its check ran against the other's commit
    // (each goods is checked in turn): some of the file's rows, never another's.
    const rows: number[] = refused.rows.map((row: { row: number }) => row.row)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => [2, 3, 4].includes(row))).toBe(true)
    expect(await goodsCount()).toBe(3)
  })

  it('refuses what is not an xlsx, and other roles', async () => {
    const text = await upload(Buffer.from('not a spreadsheet'), 'all', admin, 'goods.csv')
    expect(text.statusCode).toBe(400)
    expect(text.json().code).toBe('GOODS_IMPORT_FILE_INVALID')
    const renamed = await upload(Buffer.from('not a spreadsheet'), 'all', admin, 'goods.xlsx')
    expect(renamed.json().code).toBe('GOODS_IMPORT_FILE_INVALID')
    expect((await upload(await sheet([goodRow(1)]), 'all', warehouse)).statusCode).toBe(403)
    expect(await goodsCount()).toBe(0)
  })
})

describe('导出商品', () => {
  it('writes one row per SKU in the template’s columns, with the list’s filters', async () => {
    await upload(await sheet([goodRow(1), goodRow(2)]), 'all')
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/goods/export?keywords=导入T恤1',
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(200)
    const ws = (await readBook(res.rawPayload)).worksheets[0]
    expect(ws.rowCount).toBe(2)
    expect((ws.getRow(2).values as unknown[]).slice(1)).toEqual([
      '导入T恤1',
      'IMP-1',
      '导入男装/导入上衣/导入T恤',
      '导入品牌',
      '',
      '',
      '',
      '',
      '59.90',
      '99.00',
      11,
      200,
      '是',
      'https://img.example.com/tee.png',
      0,
    ])
  })
})
