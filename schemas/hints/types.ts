// Editor hints: what the designer's inspector needs beyond a widget's JSON Schema to build its
// forms. Keys are paths into the widget with `*` for list indices (`data/*/imgUrl`); a fixed
// position of a tuple keeps its number (`data/3`).

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'switch'
  | 'select'
  | 'color'
  | 'image'
  | 'link'
  | 'goods'
  | 'coupons'
  | 'shop'
  | 'shoptags'
  | 'hotzones'
  | 'list'
  | 'box'
  | 'borders'

export interface FieldHint {
  /** Chinese label shown beside the control (and its accessible name). */
  label: string
  kind: FieldKind
  /** Which inspector tab: 组件设置 or 组件样式. */
  tab: 'settings' | 'style'
  min?: number
  max?: number
  step?: number
  /** For select: value → Chinese label. */
  options?: Array<{ value: string | number; label: string }>
  /** For list: the item's label (轮播图, 商品, 标签 …) and the delete confirmation of spec 5. */
  itemLabel?: string
  confirmDelete?: string
  /** For goods / coupons pickers: at most this many picked. */
  limit?: number
  help?: string
}

export interface EditorHint extends FieldHint {
  /** Section header the field sits under (基本, 内容, 链接 …). */
  group: string
  /** Shown only while the sibling field `path` (a hint key) holds one of `values` (W0012 styleType). */
  visibleWhen?: { path: string; values: readonly unknown[] }
  /**
   * The editor writes only some fields of this object (a chosen shop's id, name, logo and tags);
   * the object's other fields get their own controls, and those the editor writes are hidden.
   */
  editsPart?: boolean
}

export interface HintSet {
  fields: Record<string, EditorHint>
  /** Fields deliberately not edited in the inspector, each with the reason. */
  hidden: Record<string, string>
}
