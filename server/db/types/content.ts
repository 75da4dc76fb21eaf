/** Content and pages: articles, designer templates and their versions, settings, uploads, saved modules. */
import type { Generated } from 'kysely'
import type { Flag, Timestamp, JsonText } from './common.ts'

export interface ArticleNodesTable {
  id: Generated<number>
  parent_id: number | null
  /** Stable slug used by routes: news, story, technology, faq, license, privacy, ... */
  code: string
  name: string
  sort: Generated<number>
  created_at: Generated<Timestamp>
}

export interface ArticlesTable {
  id: Generated<number>
  node_id: number
  title: string
  summary: Generated<string>
  /** HTML. */
  content: string
  cover: Generated<string>
  author: Generated<string>
  sort: Generated<number>
  is_show: Generated<Flag>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

export type PageName = 'index' | 'header' | 'footer' | 'custom' | 'product'

/** Designer templates; draft_config is edited, published_config is what shoppers see. */
export interface PageTemplatesTable {
  id: Generated<number>
  company_id: Generated<number>
  page_name: PageName
  template_title: string
  /** Public page id used in /custompage?pageid=. */
  theme_pc_template_id: number
  /** For page_name 'product': the /product/* path it answers. */
  page_path: string | null
  draft_config: JsonText
  published_config: JsonText | null
  version: Generated<number>
  /** + 1 on every saved draft; a designer save names the revision it was based on. */
  draft_revision: Generated<number>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
  published_at: Timestamp | null
}

export interface PageTemplateVersionsTable {
  id: Generated<number>
  template_id: number
  version: number
  config: JsonText
  created_at: Generated<Timestamp>
  /** operators.id of the publisher; null for versions published before it was recorded. */
  operator_id: number | null
  /** The publisher's name at publish time. */
  operator_name: Generated<string>
  /** The publisher's 备注 (at most 100 characters), '' without one. */
  note: Generated<string>
}

/** Key/value settings per company, value is JSON (tdk_data, base_setting, ...). */
export interface SettingsTable {
  id: Generated<number>
  company_id: Generated<number>
  name: string
  value: JsonText
  updated_at: Generated<Timestamp>
}

export interface UploadsTable {
  id: Generated<number>
  company_id: Generated<number>
  img_name: string
  img_url: string
  img_type: string
  img_size: number
  width: Generated<number>
  height: Generated<number>
  created_at: Generated<Timestamp>
  /** The image library's tag (标签), '' for none. */
  tag: Generated<string>
}

/** A photo a member or merchant uploaded (after-sales evidence, 晒单, licences), with its owner. */
export interface PhotoUploadsTable {
  id: Generated<number>
  company_id: Generated<number>
  owner_kind: 'member' | 'shop'
  owner_id: number
  storage_key: string
  /** Site-relative address forms send back, e.g. /uploads/member/12/2026/11/<hex>.png. */
  url: string
  img_type: string
  img_size: number
  width: number
  height: number
  /** Unix seconds. */
  created_at: number
}

/** A saved free panel (组合模块): `params` is the W0006 widget with its childWidgets, as JSON text. */
export interface CombinedModulesTable {
  id: Generated<number>
  company_id: Generated<number>
  name: string
  /** Preview image: a site upload path or an http(s) address. */
  image: string
  params: JsonText
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

/** 预览链接: a signed, expiring address of a template's draft; only the token's keyed digest is kept. */
export interface PreviewLinksTable {
  id: Generated<number>
  company_id: Generated<number>
  template_id: number
  token_hash: string
  /** operators.id of the operator who made it; null once that operator is gone. */
  created_by: number | null
  created_at: Generated<Timestamp>
  expires_at: Timestamp
  revoked_at: Timestamp | null
}

/** A draft's undo history (the designer's steps as JSON lists) and the revision it leads to. */
export interface DraftHistoriesTable {
  id: Generated<number>
  template_id: number
  revision: number
  past: Generated<JsonText>
  future: Generated<JsonText>
  /** Set when a save without history ended it. */
  ended_at: Timestamp | null
  /** Who saved without history ('' when unknown). */
  ended_by: Generated<string>
}

/** The tables of this area, as they appear in `Database`. */
export interface ContentTables {
  article_nodes: ArticleNodesTable
  articles: ArticlesTable
  page_templates: PageTemplatesTable
  page_template_versions: PageTemplateVersionsTable
  settings: SettingsTable
  uploads: UploadsTable
  photo_uploads: PhotoUploadsTable
  combined_modules: CombinedModulesTable
  preview_links: PreviewLinksTable
  draft_histories: DraftHistoriesTable
}
