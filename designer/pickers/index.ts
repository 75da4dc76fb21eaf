/**
 * The inspector's custom field editors (kinds image, link, goods, coupons, shop, shoptags,
 * hotzones of designer/inspector/field-types.ts). Each takes FieldEditorProps and calls onChange
 * once per finished choice.
 */
export { ImageField } from './ImageField.tsx'
export { LinkField } from './LinkField.tsx'
export { GoodsField } from './GoodsField.tsx'
export { CouponsField } from './CouponsField.tsx'
export { ShopField } from './ShopField.tsx'
export { ShopTagsField } from './ShopTagsField.tsx'
export { HotZoneField } from './HotZoneField.tsx'
