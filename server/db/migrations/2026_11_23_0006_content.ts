import type { Kysely } from 'kysely'
import { createIndex, dropTables, schemaKit } from './kit.ts'

/** Saved designer panels; migration 0100 of 2026-11-28 drops the table, and puts it back going down. */
export async function createCombinedModules(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)
  await k
    .table('combined_modules')
    .$call(k.int('company_id', 1))
    .$call(k.textRequired('name'))
    .$call(k.text('image'))
    .$call(k.textRequired('params'))
    .$call(k.timestamps)
    .execute()
}

/** Articles, designer templates and their versions, settings, uploads and combined modules. */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)

  await k
    .table('article_nodes')
    .$call(k.refNullable('parent_id', 'article_nodes.id', 'cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .$call(k.textRequired('name'))
    .$call(k.int('sort'))
    .$call(k.createdAt())
    .execute()

  await k
    .table('articles')
    .$call(k.ref('node_id', 'article_nodes.id', 'cascade'))
    .$call(k.textRequired('title'))
    .$call(k.text('summary'))
    .$call(k.textRequired('content'))
    .$call(k.text('cover', 'author'))
    .$call(k.int('sort'))
    .$call(k.flag('is_show', 1))
    .$call(k.timestamps)
    .execute()
  await createIndex(db, 'articles_node_idx', 'articles', ['node_id', 'created_at'])

  await k
    .table('page_templates')
    .$call(k.int('company_id', 1))
    .$call(k.oneOf('page_name', ['index', 'header', 'footer', 'custom', 'product']))
    .$call(k.textRequired('template_title'))
    .addColumn('theme_pc_template_id', 'integer', (c) => c.notNull().unique())
    .$call(k.textNullable('page_path'))
    .$call(k.textRequired('draft_config'))
    .$call(k.textNullable('published_config'))
    .$call(k.count('version', 1))
    .$call(k.timestamps)
    .$call(k.timeNullable('published_at'))
    .execute()
  await createIndex(db, 'page_templates_name_idx', 'page_templates', ['company_id', 'page_name'])
  await createIndex(db, 'page_templates_path_idx', 'page_templates', ['company_id', 'page_path'])

  await k
    .table('page_template_versions')
    .$call(k.ref('template_id', 'page_templates.id', 'cascade'))
    .$call(k.intRequired('version'))
    .$call(k.textRequired('config'))
    .$call(k.createdAt())
    .addUniqueConstraint('page_template_versions_unique', ['template_id', 'version'])
    .execute()

  await k
    .table('settings')
    .$call(k.int('company_id', 1))
    .$call(k.textRequired('name', 'value'))
    .$call(k.createdAt('updated_at'))
    .addUniqueConstraint('settings_company_name_unique', ['company_id', 'name'])
    .execute()

  await k
    .table('uploads')
    .$call(k.int('company_id', 1))
    .$call(k.textRequired('img_name', 'img_url', 'img_type'))
    .$call(k.count('img_size'))
    .$call(k.count('width'))
    .$call(k.count('height'))
    .$call(k.createdAt())
    .execute()

  await createCombinedModules(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'combined_modules',
    'uploads',
    'settings',
    'page_template_versions',
    'page_templates',
    'articles',
    'article_nodes',
  ])
}
