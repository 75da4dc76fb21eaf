import { Type } from '@sinclair/typebox'
import { Envelope, Paged } from '../../../schemas/api/envelope.ts'
import { errorAnswers } from '../../../schemas/api/errors.ts'
import { TemplateIdParams } from '../../../schemas/api/designer.ts'
import {
  CreatePreviewLinkBody,
  NewPreviewLink,
  PreviewLink,
  PreviewLinkParams,
} from '../../../schemas/api/preview-links.ts'

/** Fastify route schemas of /api/designer/templates/:id/preview-links (tag designer, Chinese summaries). */

const tags = ['designer']

const errors = errorAnswers(
  'DESIGNER_FORBIDDEN',
  'UNAUTHORIZED',
  'VALIDATION',
  'TEMPLATE_NOT_FOUND',
  'PREVIEW_LINK_EXPIRY_INVALID',
  'PREVIEW_LINK_NOT_FOUND',
)

export const listPreviewLinksSchema = {
  summary: '页面草稿的有效预览链接（未过期、未撤销，最新的在前）',
  tags,
  params: TemplateIdParams,
  response: { 200: Envelope(Paged(PreviewLink)), ...errors },
}

export const createPreviewLinkSchema = {
  summary: '生成预览链接：无需登录即可查看草稿，1–30 天有效（默认 7 天）；链接只在此时返回',
  tags,
  params: TemplateIdParams,
  body: CreatePreviewLinkBody,
  response: { 200: Envelope(NewPreviewLink), ...errors },
}

export const revokePreviewLinkSchema = {
  summary: '撤销预览链接（立即失效）',
  tags,
  params: PreviewLinkParams,
  response: { 204: Type.Null(), ...errors },
}
