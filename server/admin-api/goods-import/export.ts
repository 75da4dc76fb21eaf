import ExcelJS from 'exceljs'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import type { GoodsListQuery } from '../../../schemas/api/admin/goods.ts'
import { centsToYuan } from '../../../schemas/goods-rules.ts'
import { IMPORT_HEADERS } from '../../../schemas/api/admin/goods-import.ts'
import { listCompanyGoods } from '../goods/service.ts'
import { companyCategories, skusOfGoods } from './repo.ts'

/** Goods written per export (the list's pages of 100). */
export const EXPORT_MAX_GOODS = 5000

/** The category's full path as the import reads it ("一级/二级/三级"). */
async function categoryPaths(db: Kysely<Database>, companyId: number): Promise<Map<number, string>> {
  const rows = await companyCategories(db, companyId)
  const byId = new Map(rows.map((row) => [row.id, row]))
  const path = (id: number): string => {
    const row = byId.get(id)
    if (!row) return ''
    return row.parent_id === null ? row.category_name : `${path(row.parent_id)}/${row.category_name}`
  }
  return new Map(rows.map((row) => [row.id, path(row.id)]))
}

/**
 * 导出商品: the goods the list's filters find, one row per SKU, in the import template's columns
 * (so an edited export imports again) plus 状态 and 销量.
 */
export async function exportGoods(db: Kysely<Database>, companyId: number, query: GoodsListQuery): Promise<Buffer> {
  const paths = await categoryPaths(db, companyId)
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('商品')
  sheet.columns = [...IMPORT_HEADERS, '销量'].map((header) => ({ header, width: header === '商品名称' ? 30 : 12 }))
  sheet.getRow(1).font = { bold: true }
  for (let page = 1; (page - 1) * 100 < EXPORT_MAX_GOODS; page++) {
    const { list } = await listCompanyGoods(db, companyId, { ...query, page, pageSize: 100 })
    if (list.length === 0) break
    const skus = await skusOfGoods(
      db,
      list.map((goods) => goods.id),
    )
    for (const goods of list) {
      for (const sku of skus.filter((row) => row.goods_id === goods.id)) {
        const specs = sku.spec_desc ? sku.spec_desc.split(' ').map((pair) => pair.split(':')) : []
        sheet.addRow([
          goods.item_name,
          sku.bn,
          paths.get(goods.category_id) ?? goods.category_name,
          goods.brand_name ?? '',
          specs[0]?.[0] ?? '',
          specs[0]?.[1] ?? '',
          specs[1]?.[0] ?? '',
          specs[1]?.[1] ?? '',
          centsToYuan(sku.price),
          sku.market_price > 0 ? centsToYuan(sku.market_price) : '',
          sku.store,
          sku.weight,
          goods.approve_status === 'onsale' ? '是' : '否',
          goods.pic,
          sku.sales,
        ])
      }
    }
    if (list.length < 100) break
  }
  return Buffer.from(await book.xlsx.writeBuffer())
}
