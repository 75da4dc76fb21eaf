import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import type { GoodsSaveBody, SkuInput } from '../../../schemas/api/admin/goods.ts'
import type { RefusedRow } from '../../../schemas/api/admin/goods-import.ts'
import { GOODS_LIMITS, yuanToCents } from '../../../schemas/goods-rules.ts'
import { saveErrors } from '../goods/validate.ts'
import type { SheetRow } from './read.ts'
import { companyBrands, companyCategories } from './repo.ts'

/** One goods the sheet describes: its rows (one per SKU) and the save body built from them. */
export interface PlannedGoods {
  rows: SheetRow[]
  body: GoodsSaveBody
}

interface Lookups {
  /** Level-3 categories by full path ("一级/二级/三级") and by their own name when it is unique. */
  categories: Map<string, number>
  brands: Map<string, number>
}

const normalPath = (text: string) =>
  text
    .split(/\s*[/>›＞]\s*/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join('/')

async function lookups(db: Kysely<Database>, companyId: number): Promise<Lookups> {
  const [categories, brands] = await Promise.all([companyCategories(db, companyId), companyBrands(db, companyId)])
  const byId = new Map(categories.map((row) => [row.id, row]))
  const paths = new Map<string, number>()
  const leafNames = new Map<string, number[]>()
  for (const row of categories) {
    if (row.level !== 3) continue
    const names: string[] = []
    for (let at: typeof row | undefined = row; at; at = at.parent_id === null ? undefined : byId.get(at.parent_id))
      names.unshift(at.category_name.trim())
    paths.set(names.join('/'), row.id)
    leafNames.set(row.category_name.trim(), [...(leafNames.get(row.category_name.trim()) ?? []), row.id])
  }
  for (const [name, ids] of leafNames) if (ids.length === 1 && !paths.has(name)) paths.set(name, ids[0])
  return { categories: paths, brands: new Map(brands.map((row) => [row.name.trim(), row.id])) }
}

const SHELF: Record<string, 'onsale' | 'instock'> = {
  是: 'onsale',
  否: 'instock',
  '': 'instock',
  上架: 'onsale',
  下架: 'instock',
}

/** The row's own problems (what a cell holds), before the goods rules look at the goods. */
function cellProblems(row: SheetRow, found: Lookups): string[] {
  const c = row.cells
  const problems: string[] = []
  if (!c.分类) problems.push('请填写分类')
  else if (!found.categories.has(normalPath(c.分类))) problems.push(`分类「${c.分类}」不存在或不是第三级分类`)
  if (c.品牌 && !found.brands.has(c.品牌)) problems.push(`品牌「${c.品牌}」不存在`)
  if (!c['售价（元）']) problems.push('请填写售价')
  else if (yuanToCents(c['售价（元）']) === null) problems.push('售价须为金额，最多两位小数')
  if (c['划线价（元）'] && yuanToCents(c['划线价（元）']) === null) problems.push('划线价须为金额，最多两位小数')
  if (!c.库存) problems.push('请填写库存')
  else if (!/^\d+$/.test(c.库存)) problems.push('库存须为不小于0的整数')
  if (c.重量 && !/^\d+$/.test(c.重量)) problems.push(`重量须为0到${GOODS_LIMITS.weightMax}克的整数`)
  if (!(c.上架 in SHELF)) problems.push('上架须填 是 或 否')
  if (!c.规格1 && c.规格值1) problems.push('填写了规格值1，请填写规格1')
  if (!c.规格2 && c.规格值2) problems.push('填写了规格值2，请填写规格2')
  if (c.规格2 && !c.规格1) problems.push('请先填写规格1')
  return problems
}

function specsOf(row: SheetRow): { names: string[]; values: string[] } {
  const c = row.cells
  const pairs = [
    [c.规格1, c.规格值1],
    [c.规格2, c.规格值2],
  ].filter(([name]) => name)
  return { names: pairs.map(([name]) => name), values: pairs.map(([, value]) => value) }
}

function bodyOf(rows: SheetRow[], found: Lookups): GoodsSaveBody {
  const first = rows[0].cells
  const names = specsOf(rows[0]).names
  const spec_groups = names.map((name, g) => ({
    name,
    values: [...new Set(rows.map((row) => specsOf(row).values[g] ?? ''))].map((value) => ({ name: value })),
  }))
  const skus: SkuInput[] = rows.map((row) => {
    const c = row.cells
    return {
      spec_values: specsOf(row).values,
      price: yuanToCents(c['售价（元）']) ?? 0,
      market_price: c['划线价（元）'] ? (yuanToCents(c['划线价（元）']) ?? 0) : 0,
      store: Number(c.库存),
      bn: c.货号,
      weight: c.重量 ? Number(c.重量) : 0,
    }
  })
  return {
    item_name: first.商品名称,
    category_id: found.categories.get(normalPath(first.分类)) ?? 0,
    brand_id: first.品牌 ? (found.brands.get(first.品牌) ?? null) : null,
    pics: first.图片.split(/[\s,，]+/).filter(Boolean),
    nospec: names.length === 0,
    spec_groups,
    skus,
    item_type: 'normal',
    approve_status: SHELF[first.上架] ?? 'instock',
  }
}

/** Which rows a field path of the goods rules points at: a SKU's row, a spec value's first row, else all. */
function rowsOfPath(path: string, goods: PlannedGoods): SheetRow[] {
  const sku = /^skus\.(\d+)\./.exec(path)
  if (sku) return [goods.rows[Number(sku[1])]]
  const value = /^spec_groups\.(\d+)\.values\.(\d+)/.exec(path)
  if (value) {
    const name = goods.body.spec_groups[Number(value[1])]?.values[Number(value[2])]?.name
    const row = goods.rows.find((r) => specsOf(r).values[Number(value[1])] === name)
    if (row) return [row]
  }
  return goods.rows
}

/** The label a field path gets in a row's reason. */
function labelOf(path: string): string {
  if (path === 'item_name') return '商品名称'
  if (path.endsWith('.bn')) return '货号'
  if (path.endsWith('.price')) return '售价'
  if (path.endsWith('.market_price')) return '划线价'
  if (path.endsWith('.store')) return '库存'
  if (path.endsWith('.weight')) return '重量'
  if (path.startsWith('spec') || path === 'skus' || path.endsWith('.spec_values')) return '规格'
  if (path.startsWith('category')) return '分类'
  if (path.startsWith('brand')) return '品牌'
  if (path.startsWith('pics')) return '图片'
  return ''
}

/**
 * Groups the rows by 商品名称 into goods (one SKU per row) and checks each with the goods rules
 * and the database (category, brand, 货号 taken), plus 货号 repeated within the file. A goods is
 * imported whole or not at all: a bad row leaves its goods' other rows out too.
 */
export async function planImport(db: Kysely<Database>, companyId: number, rows: SheetRow[], now: number) {
  const found = await lookups(db, companyId)
  const reasons = new Map<SheetRow, string[]>()
  const add = (row: SheetRow, reason: string) => {
    const list = reasons.get(row) ?? []
    if (!list.includes(reason)) list.push(reason)
    reasons.set(row, list)
  }
  const groups = new Map<string, SheetRow[]>()
  for (const row of rows) {
    for (const problem of cellProblems(row, found)) add(row, problem)
    if (!row.cells.商品名称) add(row, '请填写商品名称')
    else groups.set(row.cells.商品名称, [...(groups.get(row.cells.商品名称) ?? []), row])
  }
  const bnRows = new Map<string, SheetRow>()
  for (const row of rows) {
    const bn = row.cells.货号
    const earlier = bn ? bnRows.get(bn) : undefined
    if (earlier) add(row, `货号与第${earlier.row}行重复`)
    else if (bn) bnRows.set(bn, row)
  }

  const planned: PlannedGoods[] = []
  for (const groupRows of groups.values()) {
    const first = groupRows[0]
    const firstNames = specsOf(first).names.join('/')
    for (const row of groupRows.slice(1)) {
      if (specsOf(row).names.join('/') !== firstNames) add(row, `规格名须与第${first.row}行相同`)
      if (normalPath(row.cells.分类) !== normalPath(first.cells.分类)) add(row, `分类须与第${first.row}行相同`)
      if (row.cells.品牌 !== first.cells.品牌) add(row, `品牌须与第${first.row}行相同`)
    }
    const goods: PlannedGoods = { rows: groupRows, body: bodyOf(groupRows, found) }
    if (groupRows.every((row) => !reasons.has(row))) {
      const errors = await saveErrors(db, companyId, goods.body, null, now)
      for (const [path, found] of Object.entries(errors)) {
        // Goods put in the warehouse may come without pictures: they are added in the editor before selling.
        const noPictures = goods.body.pics.length === 0
        if (!found || (path === 'pics' && noPictures && goods.body.approve_status === 'instock')) continue
        const message =
          path === 'pics' && noPictures ? '上架的商品须填写图片地址（或上架填 否，导入后在编辑页上传图片）' : found
        const label = labelOf(path)
        const reason = label && !message.includes(label) ? `${label}：${message}` : message
        for (const row of rowsOfPath(path, goods)) add(row, reason)
      }
    }
    planned.push(goods)
  }

  const refused: RefusedRow[] = []
  const valid: PlannedGoods[] = []
  for (const goods of planned) {
    const bad = goods.rows.filter((row) => reasons.has(row))
    if (bad.length === 0) {
      valid.push(goods)
      continue
    }
    for (const row of goods.rows)
      if (!reasons.has(row)) add(row, `同一商品的第${bad.map((b) => b.row).join('、')}行有误，该商品未导入`)
  }
  for (const row of rows) {
    const list = reasons.get(row)
    if (list) refused.push({ row: row.row, item_name: row.cells.商品名称, reasons: list })
  }
  refused.sort((a, b) => a.row - b.row)
  return { valid, refused }
}
