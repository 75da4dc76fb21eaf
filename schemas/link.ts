import { Type, type Static } from '@sinclair/typebox'
import { Label, SafeUrl, optional } from './style.ts'

/**
 * Link data (spec 3 "Link data", 2.9 "Link kinds"): what a designer link picker stores. Widget
 * entries embed it (their `pathData`, `moreLinkData`, `linkPath`) or spread it (goods entries).
 */

export const LINK_KINDS = ['goods', 'page', 'category', 'maincategory', 'customer', 'href'] as const
export type LinkKind = (typeof LINK_KINDS)[number]

/** Stored ids come from the PHP designer as numbers or numeric strings. */
export const Id = Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 32, pattern: '^[0-9]*$' })])
export type Id = Static<typeof Id>

export const LinkPage = Type.Union([...LINK_KINDS.map((kind) => Type.Literal(kind)), Type.Literal('')], { default: '' })

export const LinkData = Type.Object(
  {
    /** '' means "no link". */
    linkPage: LinkPage,
    linkPageLabel: optional(Label()),
    itemId: optional(Id),
    goods_id: optional(Id),
    /** The address of `customer`/`href` links (spec: typed as a full URL). */
    url: optional(SafeUrl()),
    category_id: optional(Id),
    category_name: optional(Label()),
    attribute_name: optional(Label()),
    tag_name: optional(Label()),
    activity_name: optional(Label()),
    theme_pc_template_id: optional(Id),
    template_title: optional(Label()),
    title: optional(Label('', 200)),
    name: optional(Label()),
    href: optional(SafeUrl()),
  },
  { default: { linkPage: '' } },
)
export type LinkData = Static<typeof LinkData>

export const emptyLink = (): LinkData => ({ linkPage: '' })

/** The link checks are plain code in url-rules.ts, so the storefront bundles them without TypeBox. */
export { isSafeMarkupUrl, isSafeUrl, isSitePath, linkHref } from './url-rules.ts'
