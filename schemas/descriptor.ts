import { Type, type Static } from '@sinclair/typebox'
import { FooterConfig, HeaderConfig, Seo } from './layout.ts'
import { PageSettings } from './page.ts'

/**
 * A resolved page descriptor (what GET /api/pages/home and /api/pages/custom/:pageid answer):
 * the W0000 settings, SEO, the site header/footer, and the valid widgets in page order, each
 * with its settings and `data` replaced by live entries carrying computed `href`s.
 */

export const ResolvedWidget = Type.Object(
  {
    uuid: Type.String(),
    type: Type.String(),
    name: Type.String(),
    data: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: true },
)
export type ResolvedWidget = Static<typeof ResolvedWidget>

export const PageDescriptor = Type.Object({
  page: PageSettings,
  seo: Seo,
  header: HeaderConfig,
  footer: FooterConfig,
  widgets: Type.Array(ResolvedWidget),
})
export type PageDescriptor = Static<typeof PageDescriptor>
