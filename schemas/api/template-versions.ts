import { Type, type Static } from '@sinclair/typebox'
import { DraftConfig, TemplateIdParams } from './designer.ts'

/**
 * The wire contract of 历史版本: a page's published versions, newest first, and one version's
 * config, under /api/designer/templates/:id/versions. The server's route schemas and the
 * designer's client both read these.
 */

/** Longest 备注 of a publish, in characters. */
export const PUBLISH_NOTE_MAX = 100

export const TemplateVersion = Type.Object({
  /** 1 for the first publish, + 1 per publish. */
  version: Type.Integer(),
  /** operators.id of the publisher; null for versions published before publishers were recorded. */
  operator_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The publisher's name at publish time; '' when unknown. */
  operator_name: Type.String(),
  note: Type.String(),
  /** Unix seconds. */
  published_at: Type.Integer(),
})
export type TemplateVersion = Static<typeof TemplateVersion>

export const VersionListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
})
export type VersionListQuery = Static<typeof VersionListQuery>

export const VersionParams = Type.Composite([
  TemplateIdParams,
  Type.Object({ number: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }),
])
export type VersionParams = Static<typeof VersionParams>

/** One version with the page config it published, in the shape the designer edits. */
export const TemplateVersionDetail = Type.Composite([TemplateVersion, Type.Object({ config: DraftConfig })])
export type TemplateVersionDetail = Static<typeof TemplateVersionDetail>
