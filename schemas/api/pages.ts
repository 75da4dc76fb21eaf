import { Type, type Static } from '@sinclair/typebox'
import { Envelope, ErrorResponse, Paged } from './envelope.ts'
import { HomeData, LayoutData } from '../layout.ts'

export const CompanyQuery = Type.Object({
  company_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: 1 }),
})
export type CompanyQuery = Static<typeof CompanyQuery>

export const TemplateSummary = Type.Object({
  id: Type.Integer(),
  page_name: Type.Union([
    Type.Literal('index'),
    Type.Literal('header'),
    Type.Literal('footer'),
    Type.Literal('custom'),
    Type.Literal('product'),
  ]),
  template_title: Type.String(),
  theme_pc_template_id: Type.Integer(),
  version: Type.Integer(),
  /** Unix seconds. */
  updated_at: Type.Integer(),
})

export const layoutSchema = {
  summary: '站点框架：页面设置、SEO、页头与页尾',
  tags: ['pages'],
  querystring: CompanyQuery,
  response: { 200: Envelope(LayoutData), 400: ErrorResponse },
}

export const homeSchema = {
  summary: '首页描述：站点框架与首页挂件（挂件已校验并填入实时数据）',
  tags: ['pages'],
  querystring: CompanyQuery,
  response: { 200: Envelope(HomeData), 400: ErrorResponse },
}

export const CustomPageParams = Type.Object({
  /** The custom page's public id (theme_pc_template_id). */
  pageid: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
})
export type CustomPageParams = Static<typeof CustomPageParams>

export const customPageSchema = {
  summary: '自定义页面描述（/custompage?pageid=）',
  tags: ['pages'],
  params: CustomPageParams,
  querystring: CompanyQuery,
  response: { 200: Envelope(HomeData), 400: ErrorResponse, 404: ErrorResponse },
}

export const ProductPageParams = Type.Object({
  /** The path under /product/ the page answers, e.g. new-arrivals. */
  '*': Type.String({ minLength: 1, maxLength: 200 }),
})
export type ProductPageParams = Static<typeof ProductPageParams>

export const productPageSchema = {
  summary: '商品专题页描述（/product/*）',
  tags: ['pages'],
  params: ProductPageParams,
  querystring: CompanyQuery,
  response: { 200: Envelope(HomeData), 400: ErrorResponse, 404: ErrorResponse },
}

export const templatesSchema = {
  summary: '页面模板列表（页面设计器）',
  tags: ['pages'],
  querystring: CompanyQuery,
  response: { 200: Envelope(Paged(TemplateSummary)), 400: ErrorResponse },
}
