import type { CategoryNode } from '../../../schemas/api/admin/catalogue.ts'
import type { GoodsSaveBody, SkuInput } from '../../../schemas/api/admin/goods.ts'
import type { FieldErrors } from '../../../schemas/api/field-errors.ts'
import { GOODS_DB_MESSAGES, goodsFormErrors, yuanToCents } from '../../../schemas/goods-rules.ts'
import { pathTo } from '../catalogue/category-paths.ts'
import { blankSku, type GoodsForm, type SkuDraft } from './form-model.ts'
import { combinations } from './sku-matrix.ts'

export const AMOUNT_MESSAGE = '请输入正确的金额，最多两位小数'
export const PRICE_REQUIRED = '请输入售价'

/**
 * The save body for the form (yuan → cents, text → numbers) and everything wrong with it, by the
 * body's field paths: the shared rules (schemas/goods-rules.ts) plus what only the form can tell
 * (an amount that is not one, no third-level category). Member prices are reported as
 * `skus.N.member.GRADE` so a message stays on its grade's column whatever the order sent.
 */
export function formToBody(
  form: GoodsForm,
  categories: readonly CategoryNode[],
  approve = form.approve_status,
): { body: GoodsSaveBody; errors: FieldErrors } {
  const own: FieldErrors = {}
  const points = form.item_type === 'point'

  function cents(text: string, path: string, blank: number | null, required = false): number {
    const trimmed = text.trim()
    if (!trimmed) {
      if (required) own[path] = PRICE_REQUIRED
      return blank ?? Number.NaN
    }
    const value = yuanToCents(trimmed)
    if (value === null) own[path] = AMOUNT_MESSAGE
    return value ?? Number.NaN
  }
  const whole = (text: string, blank: number) =>
    text.trim() === '' ? blank : /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN

  function sku(draft: SkuDraft, index: number, specValues: string[]): SkuInput {
    const at = `skus.${index}`
    const member_prices = Object.entries(draft.member_prices)
      .filter(([, text]) => text.trim() !== '')
      .map(([grade, text]) => ({ grade_id: Number(grade), price: cents(text, `${at}.member.${grade}`, null) }))
    return {
      ...(draft.id !== undefined && { id: draft.id, store_loaded: draft.store_loaded }),
      spec_values: specValues,
      price: cents(draft.price, `${at}.price`, points ? 0 : null, !points),
      market_price: cents(draft.market_price, `${at}.market_price`, 0),
      ...(draft.cost !== undefined && { cost: draft.cost }),
      member_prices,
      staff_price: draft.staff_price.trim() === '' ? null : cents(draft.staff_price, `${at}.staff_price`, null),
      store: whole(draft.store, Number.NaN),
      bn: draft.bn.trim(),
      weight: whole(draft.weight, 0),
    }
  }

  const skus = form.nospec
    ? [sku(form.single, 0, [])]
    : combinations(form.groups).map((combination, index) =>
        sku(
          form.rows[combination.key] ?? blankSku(),
          index,
          combination.values.map((value) => value.name.trim()),
        ),
      )

  const body: GoodsSaveBody = {
    item_name: form.item_name.trim(),
    sub_title: form.sub_title.trim(),
    brand_id: form.brand_id ? Number(form.brand_id) : null,
    category_id: form.category_id ?? 0,
    main_category_id: form.main_category_id ? Number(form.main_category_id) : null,
    tags: form.tags.map((tag) => tag.trim()),
    pics: form.pics,
    nospec: form.nospec,
    spec_groups: form.nospec
      ? []
      : form.groups.map((group) => ({
          ...(group.id !== undefined && { id: group.id }),
          name: group.name.trim(),
          values: group.values.map((value) => ({
            ...(value.id !== undefined && { id: value.id }),
            name: value.name.trim(),
            image_url: value.image,
            color: value.color ?? '',
          })),
        })),
    skus,
    description: form.description,
    item_type: form.item_type,
    point_price: points ? whole(form.point_price, 0) : 0,
    staff_goods: form.staff_goods,
    product_type: form.staff_goods ? form.product_type : 'normal',
    is_gift: form.is_gift,
    approve_status: approve,
    unit: form.unit.trim(),
    sort: form.sort,
  }

  const category = pathTo(categories, form.category_id)
  if (category.length !== 3) own.category_id = GOODS_DB_MESSAGES.categoryInvalid
  return { body, errors: { ...memberPaths(goodsFormErrors(body), body), ...own } }
}

const MEMBER_PATH = /^skus\.(\d+)\.member_prices\.(\d+)\.price$/

/** A refusal's paths as the form names them: a member price by its grade rather than its place in the body. */
export function memberPaths(errors: FieldErrors, body: GoodsSaveBody): FieldErrors {
  const result: FieldErrors = {}
  for (const [path, message] of Object.entries(errors)) {
    const match = MEMBER_PATH.exec(path)
    const grade = match ? body.skus[Number(match[1])]?.member_prices?.[Number(match[2])]?.grade_id : undefined
    result[grade === undefined ? path : `skus.${match![1]}.member.${grade}`] = message
  }
  return result
}
