import type { ShopSaveBody } from './api/admin/merchants.ts'
import type { FieldErrors } from './api/field-errors.ts'
import { isSafeUrl } from './url-rules.ts'

/**
 * The shop editor's rules (门店), one definition for the server (which refuses with 400 SHOP_INVALID
 * and these messages in `fields`) and the console (which shows them under each field before
 * sending). Pure functions on the save body; plain code the browser may import. What needs the
 * database (the region tree, the shop tags, the company's goods) the server checks on top, with
 * the same paths and SHOP_DB_MESSAGES.
 */

export const SHOP_LIMITS = {
  nameMax: 30,
  addressMax: 100,
  hoursMax: 50,
  phoneMax: 20,
  descriptionMax: 200,
  /** Tags a shop may carry; shop cards (W0019, W0020) show the first SHOP_TAGS_SHOWN of them. */
  tagsMax: 5,
  goodsMax: 500,
  sortMax: 999_999,
} as const

/** Shop cards of the storefront show at most this many tags (spec: nearby and recommended shops). */
export const SHOP_TAGS_SHOWN = 2

/** A landline with area code and extension, a mobile, or a 400/800 number: digits, spaces, + and -. */
export const SHOP_PHONE_PATTERN = /^\+?[0-9][0-9\- ]{4,18}[0-9]$/

export const SHOP_DB_MESSAGES = {
  regionInvalid: '所选地区不存在，请重新选择',
  tagInvalid: '所选标签不存在，请刷新后重试',
  goodsInvalid: '有商品不存在或已删除，请重新选择',
} as const

/** A shop image: an upload of this site (/uploads/…) or an http(s) address; '' for none. */
export function isShopImageUrl(url: string): boolean {
  return url === '' || (isSafeUrl(url) && (url.startsWith('/uploads/') || /^https?:\/\//i.test(url)))
}

/** A coordinate typed in a form ('31.2304', '-121.5'), or null when the text is blank; NaN when it is not a number. */
export function parseCoordinate(text: string): number | null {
  const value = text.trim()
  if (value === '') return null
  return /^-?\d{1,3}(\.\d{1,8})?$/.test(value) ? Number(value) : Number.NaN
}

const CONTROL = /[\u0000-\u001f\u007f]/

function text(errors: FieldErrors, field: string, value: string, label: string, max: number, required = false) {
  const trimmed = value.trim()
  if (required && !trimmed) errors[field] = `请输入${label}`
  else if ([...trimmed].length > max) errors[field] = `${label}不能超过${max}个字`
  else if (CONTROL.test(trimmed)) errors[field] = `${label}包含不支持的字符`
}

function coordinates(body: ShopSaveBody, errors: FieldErrors): void {
  const { lat, lng } = body
  if (lat !== null && (!Number.isFinite(lat) || lat < -90 || lat > 90)) errors.lat = '纬度须在-90到90之间'
  if (lng !== null && (!Number.isFinite(lng) || lng < -180 || lng > 180)) errors.lng = '经度须在-180到180之间'
  if (errors.lat || errors.lng) return
  if (lat === null && lng !== null) errors.lat = '经纬度需同时填写'
  if (lng === null && lat !== null) errors.lng = '经纬度需同时填写'
}

/** Every problem of a shop's save body, by field path (tag_ids.1, goods_ids); empty when it may be saved. */
export function shopErrors(body: ShopSaveBody): FieldErrors {
  const errors: FieldErrors = {}
  text(errors, 'name', body.name, '门店名称', SHOP_LIMITS.nameMax, true)
  text(errors, 'address', body.address, '详细地址', SHOP_LIMITS.addressMax, true)
  text(errors, 'hours', body.hours, '营业时间', SHOP_LIMITS.hoursMax)
  text(errors, 'description', body.description, '门店简介', SHOP_LIMITS.descriptionMax)
  const phone = body.phone.trim()
  if (phone && !SHOP_PHONE_PATTERN.test(phone)) errors.phone = '请输入正确的联系电话（手机或带区号的座机）'
  if (!body.province.trim() || !body.city.trim()) errors.region = '请选择省市区'
  for (const field of ['logo', 'banner', 'top_image'] as const) {
    if (!isShopImageUrl(body[field])) errors[field] = '图片地址无效，请重新上传或从图片库选择'
  }
  coordinates(body, errors)
  if (!Number.isInteger(body.sort) || body.sort < 0 || body.sort > SHOP_LIMITS.sortMax)
    errors.sort = `排序须为0-${SHOP_LIMITS.sortMax}的整数`
  if (body.tag_ids.length > SHOP_LIMITS.tagsMax) errors.tag_ids = `门店标签最多${SHOP_LIMITS.tagsMax}个`
  else if (new Set(body.tag_ids).size !== body.tag_ids.length) errors.tag_ids = '门店标签重复'
  if (body.goods_ids.length > SHOP_LIMITS.goodsMax) errors.goods_ids = `门店商品最多${SHOP_LIMITS.goodsMax}件`
  else if (new Set(body.goods_ids).size !== body.goods_ids.length) errors.goods_ids = '门店商品重复'
  return errors
}
