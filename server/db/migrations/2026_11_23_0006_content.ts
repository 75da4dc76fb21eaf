import type { Kysely } from 'kysely'
import { dropTables, schemaKit } from './kit.ts'

/** Articles, designer templates and their versions, settings, uploads and combined modules. */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)

  await db.schema
    .createTable('article_nodes')
    .$call(k.id)
    .$call(k.refNullable('parent_id', 'article_nodes.id', 'cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .$call(k.textRequired('name'))
    .$call(k.int('sort'))
    .$call(k.createdAt())
    .execute()

  await db.schema
    .createTable('articles')
    .$call(k.id)
    .$call(k.ref('node_id', 'article_nodes.id', 'cascade'))
    .$call(k.textRequired('title'))
    .$call(k.text('summary'))
    .$call(k.textRequired('content'))
    .$call(k.text('cover'))
    .$call(k.text('author'))
    .$call(k.int('sort'))
    .$call(k.flag('is_show', 1))
    .$call(k.timestamps)
    .execute()
  await db.schema.createIndex('articles_node_idx').on('articles').columns(['node_id', 'created_at']).execute()

  await db.schema
    .createTable('page_templates')
    .$call(k.id)
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
  await db.schema
    .createIndex('page_templates_name_idx')
    .on('page_templates')
    .columns(['company_id', 'page_name'])
    .execute()
  await db.schema
    .createIndex('page_templates_path_idx')
    .on('page_templates')
    .columns(['company_id', 'page_path'])
    .execute()

  await db.schema
    .createTable('page_template_versions')
    .$call(k.id)
    .$call(k.ref('template_id', 'page_templates.id', 'cascade'))
    .$call(k.intRequired('version'))
    .$call(k.textRequired('config'))
    .$call(k.createdAt())
    .addUniqueConstraint('page_template_versions_unique', ['template_id', 'version'])
    .execute()

  await db.schema
    .createTable('settings')
    .$call(k.id)
    .$call(k.int('company_id', 1))
    .$call(k.textRequired('name'))
    .$call(k.textRequired('value'))
    .$call(k.createdAt('updated_at'))
    .addUniqueConstraint('settings_company_name_unique', ['company_id', 'name'])
    .execute()

  await db.schema
    .createTable('uploads')
    .$call(k.id)
    .$call(k.int('company_id', 1))
    .$call(k.textRequired('img_name'))
    .$call(k.textRequired('img_url'))
    .$call(k.textRequired('img_type'))
    .$call(k.count('img_size'))
    .$call(k.count('width'))
    .$call(k.count('height'))
    .$call(k.createdAt())
    .execute()

  await db.schema
    .createTable('combined_modules')
    .$call(k.id)
    .$call(k.int('company_id', 1))
    .$call(k.textRequired('name'))
    .$call(k.text('image'))
    .$call(k.textRequired('params'))
    .$call(k.timestamps)
    .execute()
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
