import { Type, type Static } from '@sinclair/typebox'
import { PageSettings } from './page.ts'
import { SEO_PAGES, type SeoPageKey } from './seo-pages.ts'
import { SafeUrl } from './style.ts'

/**
 * The site frame every storefront page shares (spec 3 "SEO", "Page setting"; 7.2 "Global"):
 * page settings of the published home template, global SEO (tdk_data), and the published header
 * and footer templates. Served by GET /api/pages/layout and read by the root route.
 */

/** Site paths and http(s) addresses only, so a stored `javascript:` link can never render. */
export const Href = SafeUrl()

export const ImageUrl = SafeUrl()

/** W0000 page settings that the frame needs. */
export { PageSettings } from './page.ts'

const PageSeo = Type.Object({
  title: Type.String({ default: '' }),
  keywords: Type.String({ default: '' }),
  description: Type.String({ default: '' }),
})

/** 页面 SEO: each kind of page's own words (schemas/seo-pages.ts); a kind never set is absent. */
export const PagesSeo = Type.Partial(
  Type.Object(Object.fromEntries(SEO_PAGES.map((page) => [page.key, PageSeo])) as Record<SeoPageKey, typeof PageSeo>),
)

export const Seo = Type.Object({
  title: Type.String({ default: '' }),
  keywords: Type.String({ default: '' }),
  description: Type.String({ default: '' }),
  /** Words of kinds of page (站点设置 › 页面 SEO), over the site's; see schemas/seo-pages.ts. */
  pages: Type.Optional(PagesSeo),
})
export type Seo = Static<typeof Seo>

export const NavLink = Type.Object({
  title: Type.String({ default: '' }),
  href: Href,
})
export type NavLink = Static<typeof NavLink>

export const HeaderConfig = Type.Object({
  logo: Type.Object({ imgUrl: ImageUrl, alt: Type.String({ default: '' }) }),
  /** The search box's fixed list of hot keywords (spec 2.6: five). */
  hotKeywords: Type.Array(Type.String({ maxLength: 30 }), { maxItems: 5, default: [] }),
  navs: Type.Array(NavLink, { default: [] }),
})
export type HeaderConfig = Static<typeof HeaderConfig>

export const FooterConfig = Type.Object({
  /** The footer template keeps its content under `params` (spec 3). */
  params: Type.Object({
    services: Type.Array(Type.Object({ title: Type.String({ default: '' }), desc: Type.String({ default: '' }) }), {
      default: [],
    }),
    columns: Type.Array(
      Type.Object({ title: Type.String({ default: '' }), links: Type.Array(NavLink, { default: [] }) }),
      { default: [] },
    ),
    copyright: Type.String({ default: '' }),
    icp: Type.String({ default: '' }),
  }),
})
export type FooterConfig = Static<typeof FooterConfig>

export const LayoutData = Type.Object({
  page: PageSettings,
  seo: Seo,
  header: HeaderConfig,
  footer: FooterConfig,
})
export type LayoutData = Static<typeof LayoutData>

/** A widget as stored in a template; validated per type when descriptors are resolved. */
export const StoredWidget = Type.Object({}, { additionalProperties: true })
export type StoredWidget = Static<typeof StoredWidget>

/** A resolved page: the frame, its widgets, and the category tree several widgets share (sent once; schemas/widget-defaults.ts). */
export const HomeData = Type.Composite([
  LayoutData,
  Type.Object({ widgets: Type.Array(StoredWidget), categories: Type.Optional(Type.Array(StoredWidget)) }),
])
export type HomeData = Static<typeof HomeData>
