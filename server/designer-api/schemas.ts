import { Type, type Static } from '@sinclair/typebox'
import { Envelope, ErrorResponse, Paged } from '../../schemas/api/envelope.ts'
import {
  CategoryNode,
  CreateTemplateBody,
  DesignerTemplate,
  DraftAnswer,
  DraftConfig,
  GoodsQuery,
  ImageRecord,
  ImageRecordBody,
  InvalidDraftError,
  PatchDraftBody,
  KeywordQuery,
  PickerCoupon,
  PickerGoods,
  PickerShop,
  PickerShopTag,
  PublishBody,
  Published,
  PublishedAnswer,
  SaveDraftBody,
  SavedDraft,
  Session,
  SignInBody,
  StaleDraftError,
  StoredImage,
  TemplateIdParams,
  UpdateTemplateBody,
  UploadTicket,
} from '../../schemas/api/designer.ts'
import { HomeData } from '../../schemas/layout.ts'
import { errorAnswers } from '../../schemas/api/errors.ts'

/** Every refusal the routes below can answer (OpenAPI error examples). */
const moduleErrors = errorAnswers(
  'DESIGNER_FORBIDDEN',
  'DEMO_PASSWORD_REFUSED',
  'DRAFT_INVALID',
  'DRAFT_PATCH_INVALID',
  'DRAFT_PATCH_MISMATCH',
  'DRAFT_TOO_LARGE',
  'IMAGE_NOT_FOUND',
  'IMAGE_TOO_LARGE',
  'IMAGE_TYPE',
  'IMAGE_UNREADABLE',
  'IMAGE_TOO_MANY_PIXELS',
  'PAGE_PATH_INVALID',
  'PAGE_PATH_NOT_ALLOWED',
  'PAGE_PATH_REQUIRED',
  'PAGE_PATH_TAKEN',
  'PASSWORD_REQUIRED',
  'PUBLISH_NOTE_TOO_LONG',
  'TEMPLATE_FIXED',
  'TEMPLATE_NOT_CANVAS',
  'TEMPLATE_NOT_COPYABLE',
  'TEMPLATE_NOT_FOUND',
  'TEMPLATE_NOT_PUBLISHED',
  'TITLE_REQUIRED',
  'TITLE_TOO_LONG',
  'TOO_MANY_REQUESTS',
  'UNAUTHORIZED',
  'UPLOAD_FILE_REQUIRED',
  'UPLOAD_KEY_TAKEN',
  'UPLOAD_MALFORMED',
  'UPLOAD_NOT_MULTIPART',
  'UPLOAD_TOKEN_FIRST',
  'UPLOAD_TOKEN_INVALID',
  'USERNAME_REQUIRED',
  'VALIDATION',
  'WIDGET_TYPE_UNKNOWN',
  'WIDGET_UUID_DUPLICATE',
  'WIDGET_UUID_REQUIRED',
)

/**
 * Fastify route schemas of /api/designer, built from the wire contract in schemas/api/designer.ts
 * so the OpenAPI document shows exactly what the designer's client sends and reads.
 */

const tags = ['designer']

/**
 * A 409 of a route that checks a draft revision: the stale-draft body, or the plain error of a
 * conflict that has no revision to report.
 */
const DraftConflict = Type.Union([StaleDraftError, ErrorResponse])

export const signInSchema = {
  summary: '运营账号登录页面设计器（令牌写入 HttpOnly Cookie）',
  tags,
  body: SignInBody,
  response: { 200: Envelope(Session), ...moduleErrors },
}

export const sessionSchema = {
  summary: '当前运营账号的设计器会话',
  tags,
  response: { 200: Envelope(Session), ...moduleErrors },
}

export const signOutSchema = {
  summary: '退出页面设计器（注销会话并清除 Cookie）',
  tags,
  response: { 204: Type.Null(), ...moduleErrors },
}

export const listTemplatesSchema = {
  summary: '页面列表：首页、页头、页尾、自定义页与商品页，含草稿与发布状态',
  tags,
  response: { 200: Envelope(Paged(DesignerTemplate)), ...moduleErrors },
}

export const createTemplateSchema = {
  summary: '新建自定义页或商品页',
  tags,
  body: CreateTemplateBody,
  response: { 200: Envelope(DesignerTemplate), ...moduleErrors },
}

export const updateTemplateSchema = {
  summary: '修改页面标题或商品页路径',
  tags,
  params: TemplateIdParams,
  body: UpdateTemplateBody,
  response: { 200: Envelope(DesignerTemplate), ...moduleErrors },
}

export const duplicateTemplateSchema = {
  summary: '复制页面（新页面未发布，商品页路径自动加后缀）',
  tags,
  params: TemplateIdParams,
  response: { 200: Envelope(DesignerTemplate), ...moduleErrors },
}

export const deleteTemplateSchema = {
  summary: '删除自定义页或商品页（首页、页头和页尾不能删除）',
  tags,
  params: TemplateIdParams,
  response: { 204: Type.Null(), ...moduleErrors },
}

export const draftSchema = {
  summary: '读取页面草稿及其修订号',
  tags,
  params: TemplateIdParams,
  response: { 200: Envelope(DraftAnswer), ...moduleErrors },
}

export const publishedSchema = {
  summary: '读取页面已发布的版本（从未发布时返回 404 TEMPLATE_NOT_PUBLISHED）',
  tags,
  params: TemplateIdParams,
  response: { 200: Envelope(PublishedAnswer), ...moduleErrors },
}

export const saveDraftSchema = {
  summary: '保存整页草稿（须带上所依据的修订号，过期修订返回 409；不带撤销记录时，服务器上的撤销记录到此结束）',
  tags,
  params: TemplateIdParams,
  body: SaveDraftBody,
  response: { 200: Envelope(SavedDraft), ...moduleErrors, 409: StaleDraftError },
}

export const patchDraftSchema = {
  summary:
    '按修订号保存草稿的修改（JSON Patch）及撤销记录的变化；过期修订返回 409 DRAFT_STALE，补丁不适用返回 409 DRAFT_PATCH_MISMATCH',
  tags,
  params: TemplateIdParams,
  body: PatchDraftBody,
  response: { 200: Envelope(SavedDraft), ...moduleErrors, 409: DraftConflict },
}

export const publishSchema = {
  summary: '发布页面：校验草稿后发布（有错误返回 422 及问题列表；警告不阻止发布）',
  tags,
  params: TemplateIdParams,
  body: PublishBody,
  response: { 200: Envelope(Published), ...moduleErrors, 409: DraftConflict, 422: InvalidDraftError },
}

export const resolveSchema = {
  summary: '预览：以实时数据解析草稿，与游客看到的页面一致（不缓存、不保存）',
  tags,
  params: TemplateIdParams,
  body: Type.Object({ config: DraftConfig }),
  response: { 200: Envelope(HomeData), ...moduleErrors },
}

export const storedResolveSchema = {
  summary: '以实时数据解析服务器上的草稿（设计器打开页面时使用，无需上传草稿）',
  tags,
  params: TemplateIdParams,
  response: { 200: Envelope(HomeData), ...moduleErrors },
}

export const goodsPickerSchema = {
  summary: '商品选择器：全部商品（含已下架），实时价格与库存',
  tags,
  querystring: GoodsQuery,
  response: { 200: Envelope(Paged(PickerGoods)), ...moduleErrors },
}

export const couponPickerSchema = {
  summary: '优惠券选择器：优惠券模板及是否仍可领取',
  tags,
  querystring: KeywordQuery,
  response: { 200: Envelope(Paged(PickerCoupon)), ...moduleErrors },
}

export const shopPickerSchema = {
  summary: '店铺选择器：本公司的店铺及营业状态',
  tags,
  querystring: KeywordQuery,
  response: { 200: Envelope(Paged(PickerShop)), ...moduleErrors },
}

export const shopTagsSchema = {
  summary: '店铺标签选择器：全部店铺标签及本公司带该标签的店铺数',
  tags,
  response: { 200: Envelope(Type.Array(PickerShopTag)), ...moduleErrors },
}

export const categoriesSchema = {
  summary: '商品分类树（三级）',
  tags,
  response: { 200: Envelope(Type.Array(CategoryNode)), ...moduleErrors },
}

export const mainCategoriesSchema = {
  summary: '主类目树（三级，/items?main_category= 使用）',
  tags,
  response: { 200: Envelope(Type.Array(CategoryNode)), ...moduleErrors },
}

export const uploadTicketSchema = {
  summary: '图片上传凭证：存储键、签名令牌（10 分钟有效）与上传地址',
  tags,
  response: { 200: Envelope(UploadTicket), ...moduleErrors },
}

export const storageSchema = {
  summary: '默认图片存储：凭上传令牌接收 multipart 表单（token、key、file），只收 JPG 与 PNG',
  tags,
  consumes: ['multipart/form-data'],
  response: { 200: Envelope(StoredImage), ...moduleErrors },
}

export const recordImageSchema = {
  summary: '把已存储的图片记入图片库（类型、大小与尺寸由服务端读取）',
  tags,
  body: ImageRecordBody,
  response: { 200: Envelope(ImageRecord), ...moduleErrors },
}

export const ImagesQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
})
export type ImagesQuery = Static<typeof ImagesQuery>

export const imagesSchema = {
  summary: '图片库：本公司上传过的图片，最新的在前',
  tags,
  querystring: ImagesQuery,
  response: { 200: Envelope(Paged(ImageRecord)), ...moduleErrors },
}
