import { Type, type Static } from '@sinclair/typebox'
import { CompanyId } from './auth.ts'
import { errorAnswers } from './errors.ts'
import { routeSchemas } from './route.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const moduleErrors = errorAnswers('VALIDATION')

/**
 * The ECShopX page-template calls (pctemplate/*, pagestemplate/gettdk): the published templates
 * as the ECShopX desktop frontend reads them, one JSON text per config item, each widget in the
 * shape of ECShopX's W00xx component of the same type (server/commerce/pctemplate/ecshopx).
 */

export const TemplateContentQuery = Type.Object({
  company_id: CompanyId,
  /** A custom or product page (/custompage?pageid=); the home page when absent. */
  theme_pc_template_id: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: '自定义页面或商品专题页 id，不传为首页' }),
  ),
})
export type TemplateContentQuery = Static<typeof TemplateContentQuery>

export const TemplateItem = Type.Object({
  id: Type.String({ description: '挂件 uuid；页面设置为 W0000' }),
  name: Type.String({ description: '挂件类型，如 W0004' }),
  config: Type.String({ description: '挂件设置的 JSON 文本（type 为 W0000 的一项是页面设置）' }),
})
export type TemplateItem = Static<typeof TemplateItem>

export const HeaderOrFooterQuery = Type.Object({
  company_id: CompanyId,
  page_name: Type.Union([Type.Literal('header'), Type.Literal('footer')], { description: '页头 header 或页尾 footer' }),
})
export type HeaderOrFooterQuery = Static<typeof HeaderOrFooterQuery>

export const TdkQuery = Type.Object({ company_id: CompanyId })
export type TdkQuery = Static<typeof TdkQuery>

/** ECShopX spells the meta fields "mate_"; the plain spellings are ours. */
export const TdkData = Type.Object({
  title: Type.String(),
  mate_keywords: Type.String(),
  mate_description: Type.String(),
  keywords: Type.String(),
  description: Type.String(),
})
export type TdkData = Static<typeof TdkData>

const route = routeSchemas('pages', moduleErrors)

export const templateContentSchema = route(Type.Array(TemplateItem), {
  summary:
    '已发布的页面模板（ECShopX 格式：W0000 页面设置在前，挂件按页面顺序、并排的挂件放在一个自由面板内，config 为 JSON 文本；未发布时为空数组）',
  querystring: TemplateContentQuery,
})

/** ECShopX's header and footer parse `params` into a list of widget configs. */
export const HeaderOrFooter = Type.Object({
  params: Type.String({ description: '挂件设置列表的 JSON 文本（ECShopX W00xx 格式，图片为绝对地址）' }),
})

export const headerOrFooterSchema = route(HeaderOrFooter, {
  summary: '已发布的页头或页尾（ECShopX 格式：params 为挂件设置列表的 JSON 文本）',
  querystring: HeaderOrFooterQuery,
})

export const tdkSchema = route(TdkData, {
  summary: '首页 SEO：标题、关键词、描述（ECShopX 拼写 mate_keywords / mate_description）',
  querystring: TdkQuery,
})
