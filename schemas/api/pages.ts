import { Type, type Static } from '@sinclair/typebox'
import { PageDescriptor } from '../descriptor.ts'
import { LayoutData } from '../layout.ts'
import { errorAnswers } from './errors.ts'
import { routeSchemas } from './route.ts'
import { CompanyId } from './auth.ts'
import { Id } from './fields.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const moduleErrors = errorAnswers(
  'DRAFT_STALE',
  'PAGE_NOT_FOUND',
  'TEMPLATE_NOT_FOUND',
  'TEMPLATE_PUBLISH_CONFLICT',
  'VALIDATION',
  'WIDGET_TYPE_NOT_FOUND',
)

export const CompanyQuery = Type.Object({
  company_id: CompanyId,
})
export type CompanyQuery = Static<typeof CompanyQuery>

const route = routeSchemas('pages', moduleErrors)

export const layoutSchema = route(LayoutData, {
  summary: '站点框架：页面设置、SEO、页头与页尾',
  querystring: CompanyQuery,
})

export const homeSchema = route(PageDescriptor, {
  summary: '首页描述：站点框架与首页挂件（挂件已校验并填入实时数据）',
  querystring: CompanyQuery,
})

export const CustomPageParams = Type.Object({
  /** The custom page's public id (theme_pc_template_id). */
  pageid: Id,
})
export type CustomPageParams = Static<typeof CustomPageParams>

export const customPageSchema = route(PageDescriptor, {
  summary: '自定义页面描述（/custompage?pageid=）',
  params: CustomPageParams,
  querystring: CompanyQuery,
})

export const ProductPageParams = Type.Object({
  /** The path under /product/ the page answers, e.g. new-arrivals. */
  '*': Type.String({ minLength: 1, maxLength: 200 }),
})
export type ProductPageParams = Static<typeof ProductPageParams>

export const productPageSchema = route(PageDescriptor, {
  summary: '商品专题页描述（/product/*）',
  params: ProductPageParams,
  querystring: CompanyQuery,
})

// ─── Published schemas (/api/schemas) ────────────────────────────────────────────────────────

const Json = Type.Object({}, { additionalProperties: true })

const SchemaVersion = Type.Integer({ minimum: 1, description: '页面模板格式的版本，与页面描述的 schema_version 相同' })

export const WidgetTypeParams = Type.Object({
  type: Type.String({ maxLength: 10, description: '挂件类型 W0001–W0022，或 W0000（页面设置）' }),
})
export type WidgetTypeParams = Static<typeof WidgetTypeParams>

export const WidgetSchemaQuery = Type.Object({
  form: Type.Optional(
    Type.Union([Type.Literal('served'), Type.Literal('stored')], {
      default: 'served',
      description:
        'served（默认）：页面描述中的挂件原样通过的格式，有默认值的设置可省略；stored：设计器发布时校验的严格格式，每项设置必填',
    }),
  ),
})
export type WidgetSchemaQuery = Static<typeof WidgetSchemaQuery>

export const WidgetIndexEntry = Type.Object({
  type: Type.String({ examples: ['W0001'] }),
  /** The widget's Chinese name in the designer palette. */
  name: Type.String({ examples: ['轮播图'] }),
  /** Where its schema is published; also the schema's `$id`. */
  schema_url: Type.String({ examples: ['https://mall.example.com/api/schemas/widgets/W0001'] }),
})

export const WidgetIndexData = Type.Object({
  list: Type.Array(WidgetIndexEntry),
  total_count: Type.Integer(),
  schema_version: SchemaVersion,
})

export const WidgetSchemaData = Type.Object({
  type: Type.String(),
  name: Type.String(),
  schema_version: SchemaVersion,
  /**
   * JSON Schema (draft 7) with a stable `$id`: every widget of this type a descriptor serves satisfies it
   * unchanged (settings with a default may be left out), or with `?form=stored` every stored widget.
   */
  schema: Json,
  /** The settings a new widget starts with (spec 9). */
  defaults: Json,
})

export const DescriptorSchemaData = Type.Object({
  schema_version: SchemaVersion,
  /** JSON Schema (draft 7) of what GET /api/pages/… answers under `data`, with a stable `$id`. */
  schema: Json,
})

/** The published schemas refuse nothing but an unknown widget type. */
const schemaRoute = routeSchemas('pages', {})
const widgetSchemaRoute = routeSchemas('pages', errorAnswers('VALIDATION', 'WIDGET_TYPE_NOT_FOUND'))

export const widgetIndexSchema = schemaRoute(WidgetIndexData, {
  summary: '挂件类型目录：类型、中文名与 JSON Schema 地址（含 W0000 页面设置）',
})

export const widgetSchemaSchema = widgetSchemaRoute(WidgetSchemaData, {
  summary: '挂件类型的 JSON Schema（页面描述中 widgets 每项的格式；W0000 为 page 页面设置）',
  params: WidgetTypeParams,
  querystring: WidgetSchemaQuery,
})

export const descriptorSchemaSchema = schemaRoute(DescriptorSchemaData, {
  summary: '页面描述的 JSON Schema（GET /api/pages/… 的 data）',
})
