import { type Expression, type Kysely, type SqlBool, sql } from 'kysely'
import type { Database } from '../../db/types.ts'

/** Where an image is used: the kind of place, the row and its name. */
export interface ImageUseRow {
  kind: ImageUseKind
  id: number
  name: string
}

export type ImageUseKind =
  | 'page_draft'
  | 'page_published'
  | 'combined_module'
  | 'goods'
  | 'brand'
  | 'category'
  | 'shop'
  | 'article'
  | 'setting'

/** Rows listed per kind of place: enough to tell the operator, never a whole table. */
const PER_KIND = 20

/** `%needle%` with LIKE's own characters taken literally (escape `\`, which both databases accept). */
const containing = (needle: string) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The column holds the needle anywhere in its text (JSON, HTML or a plain address). */
const holds = (column: string, pattern: string): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`

/**
 * Every place of the company that names an image by its address or storage key (a random key,
 * so a match is a use): page drafts and published pages (header and footer included), 组合模块,
 * goods (pictures, detail, spec images and SKU images), brands, categories, shops, articles and
 * settings (the site logo among them).
 */
export async function findImageUses(db: Kysely<Database>, companyId: number, needle: string): Promise<ImageUseRow[]> {
  const like = containing(needle)
  const goodsWith = (inner: Expression<SqlBool>) =>
    db
      .selectFrom('goods')
      .select(['goods.id as id', 'goods.item_name as name'])
      .where('goods.company_id', '=', companyId)
      .where(inner)
      .orderBy('goods.id')
      .limit(PER_KIND)
      .execute()
  const [drafts, published, modules, goods, brands, categories, shops, articles, settings] = await Promise.all([
    db
      .selectFrom('page_templates')
      .select(['id', 'template_title as name', 'page_name'])
      .where('company_id', '=', companyId)
      .where(holds('draft_config', like))
      .orderBy('id')
      .limit(PER_KIND)
      .execute(),
    db
      .selectFrom('page_templates')
      .select(['id', 'template_title as name', 'page_name'])
      .where('company_id', '=', companyId)
      .where((eb) => eb.and([eb('published_config', 'is not', null), holds('published_config', like)]))
      .orderBy('id')
      .limit(PER_KIND)
      .execute(),
    db
      .selectFrom('combined_modules')
      .select(['id', 'name'])
      .where('company_id', '=', companyId)
      .where((eb) => eb.or([holds('image', like), holds('params', like)]))
      .orderBy('id')
      .limit(PER_KIND)
      .execute(),
    goodsWith(
      sql<SqlBool>`(${holds('goods.pics', like)} or ${holds('goods.image_default_id', like)} or ${holds('goods.description', like)}
        or exists (select 1 from goods_spec_values v where v.goods_id = goods.id and ${holds('v.spec_image_url', like)})
        or exists (select 1 from skus s where s.goods_id = goods.id and ${holds('s.image_url', like)}))`,
    ),
    db
      .selectFrom('brands')
      .select(['id', 'name'])
      .where('company_id', '=', companyId)
      .where(holds('logo', like))
      .orderBy('id')
      .limit(PER_KIND)
      .execute(),
    db
      .selectFrom('categories')
      .select(['id', 'category_name as name'])
      .where('company_id', '=', companyId)
      .where(holds('image_url', like))
      .orderBy('id')
      .limit(PER_KIND)
      .execute(),
    db
      .selectFrom('distributors')
      .select(['id', 'name'])
      .where('company_id', '=', companyId)
      .where((eb) => eb.or([holds('logo', like), holds('banner', like), holds('top_image', like)]))
      .orderBy('id')
      .limit(PER_KIND)
      .execute(),
    // Articles belong to the one catalogue of the shop (no company column).
    db
      .selectFrom('articles')
      .select(['id', 'title as name'])
      .where((eb) => eb.or([holds('cover', like), holds('content', like)]))
      .orderBy('id')
      .limit(PER_KIND)
      .execute(),
    db
      .selectFrom('settings')
      .select(['id', 'name'])
      .where('company_id', '=', companyId)
      .where(holds('value', like))
      .orderBy('id')
      .limit(PER_KIND)
      .execute(),
  ])
  const rows = (kind: ImageUseKind, list: { id: number; name: string }[]) =>
    list.map((row) => ({ kind, id: Number(row.id), name: row.name }))
  return [
    ...rows('page_draft', drafts),
    ...rows('page_published', published),
    ...rows('combined_module', modules),
    ...rows('goods', goods),
    ...rows('brand', brands),
    ...rows('category', categories),
    ...rows('shop', shops),
    ...rows('article', articles),
    ...rows('setting', settings),
  ]
}
