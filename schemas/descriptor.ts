import { Type, type Static, type TObject } from '@sinclair/typebox'
import { FooterConfig, HeaderConfig, Seo } from './layout.ts'
import { PageSettings } from './page.ts'
import type { commonFields } from './style.ts'

/**
 * A resolved page descriptor, as GET /api/pages/home, /api/pages/custom/:pageid and
 * /api/pages/product/* answer it (and GET /api/schemas/descriptor publishes it): the W0000
 * settings, SEO, the site header/footer, and the valid widgets in page order, each with its
 * settings and `data` replaced by live entries carrying computed `href`s. The published copy
 * (server/pages/published-schemas.ts) types `page` and each widget by a `$ref` to the served
 * schema of its type; here a widget stays an open object, as the server serializes it.
 */

export const ResolvedWidget = Type.Object(
  {
    uuid: Type.String(),
    type: Type.String({
      pattern: '^W[0-9]{4}$',
      description: '挂件类型；其余字段是该类型的设置，格式见 GET /api/schemas/widgets/{type}',
    }),
    name: Type.Optional(Type.String()),
    data: Type.Optional(Type.Unknown({ description: '模板引用的商品、优惠券、店铺、分类换成的实时数据（含 href）' })),
  },
  { additionalProperties: true },
)
export type ResolvedWidget = Static<typeof ResolvedWidget>

/** The fields every widget schema starts with (spec 3 "Widget common fields"), typed from commonFields. */
type CommonWidgetFields = Static<TObject<ReturnType<typeof commonFields<string>>>>

/** Position, size, type and uuid always travel; schemas/widget-defaults.ts leaves out the other fields at their defaults. */
type AlwaysSent = 'type' | 'uuid' | 'x' | 'y' | 'width' | 'height'

/** The common fields of a descriptor widget, as the widgets' frames read them. */
export type WidgetFrame = Pick<CommonWidgetFields, AlwaysSent> & Partial<Omit<CommonWidgetFields, AlwaysSent>>

/**
 * One widget of a descriptor as server and runtime type it: a ResolvedWidget whose common fields
 * are those of the widget schemas, its own settings beside them and the resolved `data`.
 */
export type WidgetDescriptor = WidgetFrame & { data?: unknown; [field: string]: unknown }

export const PageDescriptor = Type.Object({
  page: PageSettings,
  seo: Seo,
  header: HeaderConfig,
  footer: FooterConfig,
  widgets: Type.Array(ResolvedWidget),
  categories: Type.Optional(
    Type.Array(Type.Object({}, { additionalProperties: true }), {
      description: '几个挂件共用的分类树，只发送一次（category_id、category_name、children）',
    }),
  ),
  schema_version: Type.Integer({
    minimum: 1,
    description:
      '页面模板格式的版本：挂件设置遵循此版本的 GET /api/schemas/widgets/{type}；挂件格式有不兼容的变化时加一',
  }),
})
/** The descriptor with its widgets typed as WidgetDescriptor. */
export type PageDescriptor = Omit<Static<typeof PageDescriptor>, 'widgets'> & { widgets: WidgetDescriptor[] }
