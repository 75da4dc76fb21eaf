import { Envelope, Paged } from '../../../schemas/api/envelope.ts'
import { errorAnswers } from '../../../schemas/api/errors.ts'
import { TemplateIdParams } from '../../../schemas/api/designer.ts'
import {
  TemplateVersion,
  TemplateVersionDetail,
  VersionListQuery,
  VersionParams,
} from '../../../schemas/api/template-versions.ts'

/** Fastify route schemas of /api/designer/templates/:id/versions (tag designer, Chinese summaries). */

const tags = ['designer']

const errors = errorAnswers(
  'DESIGNER_FORBIDDEN',
  'UNAUTHORIZED',
  'VALIDATION',
  'TEMPLATE_NOT_FOUND',
  'TEMPLATE_VERSION_NOT_FOUND',
)

export const listVersionsSchema = {
  summary: '页面的历史版本（版本号、发布人、发布时间、备注；最新的在前，分页）',
  tags,
  params: TemplateIdParams,
  querystring: VersionListQuery,
  response: { 200: Envelope(Paged(TemplateVersion)), ...errors },
}

export const versionSchema = {
  summary: '读取页面某个历史版本的配置',
  tags,
  params: VersionParams,
  response: { 200: Envelope(TemplateVersionDetail), ...errors },
}
