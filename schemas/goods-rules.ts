import type { GoodsSaveBody, SkuInput, SpecGroupInput } from './api/admin/goods.ts'
import type { FieldErrors } from './api/field-errors.ts'
import { isSafeUrl } from './url-rules.ts'

/**
 * The goods editor's rules, one definition for the server (which refuses with 400 GOODS_INVALID and
 * these messages in `fields`) and the console (which shows them under each field before sending).
 * Pure functions on the save body (amounts in cents); plain code the browser may import.
 * What needs the database (货号 taken by other goods, the category and brand of the company,
 * member grades, SKU and spec ids of the goods) the server checks on top, with the same paths.
 */

export const GOODS_LIMITS = {
  nameMax: 60,
  subTitleMax: 100,
  picsMin: 1,
  picsMax: 10,
  tagsMax: 10,
  tagMax: 10,
  specGroupsMax: 3,
  specValuesMax: 30,
  specNameMax: 20,
  specValueMax: 30,
  skusMax: 600,
  bnMax: 32,
  unitMax: 10,
  /** ¥9,999,999.99 in cents. */
  priceMax: 999_999_999,
  pointsMax: 99_999_999,
  storeMax: 99_999_999,
  weightMax: 1_000_000,
} as const

/** 货号: letters, digits and - _ . / (what barcode printers and warehouses accept). */
export const BN_PATTERN = /^[A-Za-z0-9\-_./]+$/
const COLOR_PATTERN = /^(|#[0-9a-fA-F]{6})$/

/** A goods image: an upload of this site (/uploads/…) or an http(s) address. */
export function isGoodsImageUrl(url: string): boolean {
  return isSafeUrl(url) && (url.startsWith('/uploads/') || /^https?:\/\//i.test(url))
}

/** Every combination of one value name per group, first group varying slowest (the SKU matrix's rows). */
export function specCombinations(groups: readonly Pick<SpecGroupInput, 'values'>[]): string[][] {
  return groups.reduce<string[][]>(
    (rows, group) => rows.flatMap((row) => group.values.map((value) => [...row, value.name.trim()])),
    [[]],
  )
}

/** A SKU's combination as one comparable key (value names in group order). */
export const combinationKey = (names: readonly string[]): string => JSON.stringify(names.map((name) => name.trim()))

/** Parses yuan typed in a form ('12', '12.5', '12.50') into cents; null when it is not such an amount. */
export function yuanToCents(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:\.(\d{0,2}))?\s*$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Cents as the yuan a form shows ('12.50'). */
export const centsToYuan = (cents: number): string => (cents / 100).toFixed(2)

const yuanText = (cents: number) => centsToYuan(cents)

function textErrors(body: GoodsSaveBody, errors: FieldErrors): void {
  const name = body.item_name.trim()
  if (!name) errors.item_name = '请输入商品名称'
  else if (name.length > GOODS_LIMITS.nameMax) errors.item_name = `商品名称不能超过${GOODS_LIMITS.nameMax}个字`
  if ((body.sub_title ?? '').trim().length > GOODS_LIMITS.subTitleMax)
    errors.sub_title = `副标题不能超过${GOODS_LIMITS.subTitleMax}个字`
  if ((body.unit ?? '').trim().length > GOODS_LIMITS.unitMax) errors.unit = `单位不能超过${GOODS_LIMITS.unitMax}个字`
  const tags = (body.tags ?? []).map((tag) => tag.trim())
  if (tags.length > GOODS_LIMITS.tagsMax) errors.tags = `商品标签最多${GOODS_LIMITS.tagsMax}个`
  tags.forEach((tag, i) => {
    if (!tag) errors[`tags.${i}`] = '标签不能为空'
    else if (tag.length > GOODS_LIMITS.tagMax) errors[`tags.${i}`] = `每个标签不能超过${GOODS_LIMITS.tagMax}个字`
    else if (tags.indexOf(tag) !== i) errors[`tags.${i}`] = '标签重复'
  })
}

function picErrors(body: GoodsSaveBody, errors: FieldErrors): void {
  if (body.pics.length < GOODS_LIMITS.picsMin) errors.pics = '请至少上传一张商品图片'
  else if (body.pics.length > GOODS_LIMITS.picsMax) errors.pics = `商品图片最多${GOODS_LIMITS.picsMax}张`
  body.pics.forEach((url, i) => {
    if (!isGoodsImageUrl(url)) errors[`pics.${i}`] = '图片地址无效，请重新上传'
  })
}

function typeErrors(body: GoodsSaveBody, errors: FieldErrors): void {
  if (body.item_type === 'point') {
    const points = body.point_price ?? 0
    if (!Number.isInteger(points) || points < 1) errors.point_price = '积分价格须为不小于1的整数'
    else if (points > GOODS_LIMITS.pointsMax) errors.point_price = `积分价格不能超过${GOODS_LIMITS.pointsMax}`
  }
  if (body.product_type && body.product_type !== 'normal' && !body.staff_goods)
    errors.product_type = '员工特卖与员工福袋须为员工商品'
}

function specErrors(groups: readonly SpecGroupInput[], errors: FieldErrors): void {
  if (groups.length > GOODS_LIMITS.specGroupsMax) errors.spec_groups = `规格最多${GOODS_LIMITS.specGroupsMax}组`
  const names = groups.map((group) => group.name.trim())
  groups.forEach((group, g) => {
    const path = `spec_groups.${g}`
    if (!names[g]) errors[`${path}.name`] = '请输入规格名'
    else if (names[g].length > GOODS_LIMITS.specNameMax)
      errors[`${path}.name`] = `规格名不能超过${GOODS_LIMITS.specNameMax}个字`
    else if (names.indexOf(names[g]) !== g) errors[`${path}.name`] = '规格名重复'
    if (group.values.length === 0) errors[`${path}.values`] = '请至少添加一个规格值'
    else if (group.values.length > GOODS_LIMITS.specValuesMax)
      errors[`${path}.values`] = `每组规格值最多${GOODS_LIMITS.specValuesMax}个`
    const values = group.values.map((value) => value.name.trim())
    group.values.forEach((value, v) => {
      const at = `${path}.values.${v}`
      if (!values[v]) errors[`${at}.name`] = '请输入规格值'
      else if (values[v].length > GOODS_LIMITS.specValueMax)
        errors[`${at}.name`] = `规格值不能超过${GOODS_LIMITS.specValueMax}个字`
      else if (values.indexOf(values[v]) !== v) errors[`${at}.name`] = '规格值重复'
      if (value.image_url && !isGoodsImageUrl(value.image_url))
        errors[`${at}.image_url`] = '规格图片地址无效，请重新上传'
      if (value.color && !COLOR_PATTERN.test(value.color)) errors[`${at}.color`] = '颜色须为 #RRGGBB'
    })
  })
}

/** A SKU for every combination and none extra (or exactly one for goods without specs). */
function matrixErrors(body: GoodsSaveBody, errors: FieldErrors): void {
  if (body.nospec) {
    if (body.spec_groups.length > 0) errors.spec_groups = '单规格商品不能设置规格'
    if (body.skus.length !== 1) errors.skus = '单规格商品须有且只有一个规格'
    else if (body.skus[0].spec_values.length > 0) errors['skus.0.spec_values'] = '单规格商品的规格须为空'
    return
  }
  if (body.spec_groups.length === 0) {
    errors.spec_groups = '请添加规格，或选择单规格'
    return
  }
  const wanted = specCombinations(body.spec_groups)
  if (wanted.length > GOODS_LIMITS.skusMax) {
    errors.skus = `规格组合最多${GOODS_LIMITS.skusMax}个`
    return
  }
  const wantedKeys = new Set(wanted.map(combinationKey))
  const seen = new Set<string>()
  body.skus.forEach((sku, i) => {
    const key = combinationKey(sku.spec_values)
    if (sku.spec_values.length !== body.spec_groups.length || !wantedKeys.has(key))
      errors[`skus.${i}.spec_values`] = '规格组合不存在，请重新生成规格表'
    else if (seen.has(key)) errors[`skus.${i}.spec_values`] = '规格组合重复'
    seen.add(key)
  })
  const missing = wanted.filter((names) => !seen.has(combinationKey(names)))
  if (missing.length > 0) errors.skus = `缺少规格组合：${missing.map((names) => names.join(' / ')).join('、')}`
}

function amountError(cents: number, min: number, label: string): string | null {
  if (!Number.isInteger(cents) || cents < min)
    return min > 0 ? `${label}须不低于${yuanText(min)}元` : `${label}不能为负数`
  if (cents > GOODS_LIMITS.priceMax) return `${label}不能超过${yuanText(GOODS_LIMITS.priceMax)}元`
  return null
}

function skuErrors(body: GoodsSaveBody, errors: FieldErrors): void {
  const bns = body.skus.map((sku) => sku.bn.trim())
  body.skus.forEach((sku: SkuInput, i) => {
    const at = `skus.${i}`
    const set = (field: string, message: string | null) => {
      if (message) errors[`${at}.${field}`] = message
    }
    // A points goods' SKU price is the optional cash part paid beside the points.
    set(
      'price',
      amountError(sku.price, body.item_type === 'point' ? 0 : 1, body.item_type === 'point' ? '现金' : '价格'),
    )
    if (sku.market_price !== undefined) set('market_price', amountError(sku.market_price, 0, '划线价'))
    if (sku.cost !== undefined) set('cost', amountError(sku.cost, 0, '成本价'))
    if (sku.staff_price !== undefined && sku.staff_price !== null)
      set('staff_price', amountError(sku.staff_price, body.item_type === 'point' ? 0 : 1, '员工价'))
    const grades = (sku.member_prices ?? []).map((row) => row.grade_id)
    ;(sku.member_prices ?? []).forEach((row, m) => {
      const message =
        grades.indexOf(row.grade_id) !== m
          ? '会员等级重复'
          : amountError(row.price, body.item_type === 'point' ? 0 : 1, '会员价')
      if (message) errors[`${at}.member_prices.${m}.price`] = message
    })
    if (!Number.isInteger(sku.store) || sku.store < 0) set('store', '库存须为不小于0的整数')
    else if (sku.store > GOODS_LIMITS.storeMax) set('store', `库存不能超过${GOODS_LIMITS.storeMax}`)
    if (
      sku.weight !== undefined &&
      (!Number.isInteger(sku.weight) || sku.weight < 0 || sku.weight > GOODS_LIMITS.weightMax)
    )
      set('weight', `重量须为0到${GOODS_LIMITS.weightMax}克的整数`)
    if (!bns[i]) set('bn', '请输入货号')
    else if (bns[i].length > GOODS_LIMITS.bnMax) set('bn', `货号不能超过${GOODS_LIMITS.bnMax}个字符`)
    else if (!BN_PATTERN.test(bns[i])) set('bn', '货号只能包含字母、数字和 - _ . /')
    else if (bns.indexOf(bns[i]) !== i) set('bn', '货号与其他规格重复')
  })
}

/**
 * Everything wrong with a save body that can be told without the database, by field path
 * (`item_name`, `skus.2.price`, …); empty when the form may be sent.
 */
export function goodsFormErrors(body: GoodsSaveBody): FieldErrors {
  const errors: FieldErrors = {}
  textErrors(body, errors)
  picErrors(body, errors)
  typeErrors(body, errors)
  specErrors(body.spec_groups, errors)
  matrixErrors(body, errors)
  skuErrors(body, errors)
  return errors
}

/** Messages the server adds from what it finds in the database (same paths as above). */
export const GOODS_DB_MESSAGES = {
  bnTaken: '货号已被其他商品使用',
  categoryInvalid: '请选择第三级商品类目',
  mainCategoryInvalid: '主类目不存在',
  brandInvalid: '品牌不存在',
  gradeInvalid: '会员等级不存在',
  skuUnknown: '规格不属于该商品，请刷新后重试',
  specUnknown: '规格不属于该商品，请刷新后重试',
  storeLoadedRequired: '请刷新后重新填写库存',
  skuOrdered: '被删除的规格已有订单，不能删除；不再销售可将其库存改为0',
} as const
