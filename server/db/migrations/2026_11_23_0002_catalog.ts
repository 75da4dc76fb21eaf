import { sql, type Kysely } from 'kysely'
import { createIndex, dropTables, schemaKit } from './kit.ts'

/** Regions, categories, shops and goods with their spec groups, SKUs and member prices. */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)

  await db.schema
    .createTable('regions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.references('regions.id').onDelete('cascade'))
    .$call(k.textRequired('label'))
    .addColumn('level', 'integer', (c) => c.notNull().check(sql`level between 1 and 3`))
    .$call(k.int('sort'))
    .execute()
  await createIndex(db, 'regions_parent_idx', 'regions', ['parent_id'])

  await k
    .table('categories')
    .$call(k.refNullable('parent_id', 'categories.id', 'cascade'))
    .addColumn('level', 'integer', (c) => c.notNull().check(sql`level between 1 and 3`))
    .$call(k.textRequired('category_name'))
    .$call(k.text('image_url'))
    .$call(k.int('sort'))
    .$call(k.flag('is_main_category', 1))
    .$call(k.textRequired('path'))
    .$call(k.createdAt())
    .execute()
  await createIndex(db, 'categories_parent_idx', 'categories', ['parent_id'])
  await createIndex(db, 'categories_path_idx', 'categories', ['path'])

  await k
    .table('distributors')
    .$call(k.int('company_id', 1))
    .$call(k.textRequired('name'))
    .$call(k.text('logo', 'banner', 'top_image', 'description', 'province', 'city', 'area', 'address'))
    .$call(k.real('lat'))
    .$call(k.real('lng'))
    .$call(k.text('phone', 'hours'))
    .$call(k.flag('is_default'))
    .$call(k.flag('is_ziti'))
    .$call(k.oneOf('status', ['active', 'closed'], 'active'))
    .$call(k.int('sort'))
    .$call(k.createdAt())
    .execute()
  await createIndex(db, 'distributors_city_idx', 'distributors', ['city', 'status'])

  await k.table('shop_tags').$call(k.textRequired('tag_name')).$call(k.text('tag_color')).$call(k.int('sort')).execute()

  await db.schema
    .createTable('distributor_tags')
    .$call(k.ref('distributor_id', 'distributors.id', 'cascade'))
    .$call(k.ref('tag_id', 'shop_tags.id', 'cascade'))
    .addPrimaryKeyConstraint('distributor_tags_pk', ['distributor_id', 'tag_id'])
    .execute()

  await k
    .table('goods')
    .$call(k.count('distributor_id'))
    .$call(k.textRequired('item_name'))
    .$call(k.text('sub_title', 'brief', 'description'))
    .$call(k.ref('category_id', 'categories.id'))
    .$call(k.refNullable('main_category_id', 'categories.id'))
    .$call(k.text('brand'))
    .$call(k.json('pics', '[]'))
    .$call(k.text('image_default_id'))
    .$call(k.money('price', true))
    .$call(k.money('market_price'))
    .$call(k.money('cost'))
    .$call(k.count('sales'))
    .$call(k.oneOf('approve_status', ['onsale', 'instock'], 'onsale'))
    .$call(k.flag('is_gift'))
    .$call(k.flag('nospec', 1))
    .$call(k.oneOf('product_type', ['normal', 'sale', 'bag'], 'normal'))
    .$call(k.flag('staff_goods'))
    .addColumn('staff_price', 'integer', (c) => c.check(sql`staff_price >= 0`))
    .$call(k.flag('valid_lucky'))
    .$call(k.oneOf('item_type', ['normal', 'point'], 'normal'))
    .$call(k.count('point_price'))
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo('件'))
    .$call(k.count('weight'))
    .$call(k.int('sort'))
    .$call(k.timestamps)
    .execute()
  await createIndex(db, 'goods_listing_idx', 'goods', ['item_type', 'approve_status', 'category_id'])
  await createIndex(db, 'goods_main_category_idx', 'goods', ['main_category_id'])
  await createIndex(db, 'goods_distributor_idx', 'goods', ['distributor_id'])

  await db.schema
    .createTable('goods_tags')
    .$call(k.ref('goods_id', 'goods.id', 'cascade'))
    .$call(k.textRequired('tag_name'))
    .addPrimaryKeyConstraint('goods_tags_pk', ['goods_id', 'tag_name'])
    .execute()
  await createIndex(db, 'goods_tags_tag_idx', 'goods_tags', ['tag_name'])

  await k
    .table('goods_spec_groups')
    .$call(k.ref('goods_id', 'goods.id', 'cascade'))
    .$call(k.textRequired('spec_name'))
    .$call(k.int('sort'))
    .execute()
  await createIndex(db, 'goods_spec_groups_goods_idx', 'goods_spec_groups', ['goods_id'])

  await k
    .table('goods_spec_values')
    .$call(k.ref('group_id', 'goods_spec_groups.id', 'cascade'))
    .$call(k.ref('goods_id', 'goods.id', 'cascade'))
    .$call(k.textRequired('spec_value_name'))
    .$call(k.text('spec_image_url', 'color'))
    .$call(k.int('sort'))
    .execute()
  await createIndex(db, 'goods_spec_values_goods_idx', 'goods_spec_values', ['goods_id'])

  await k
    .table('skus')
    .$call(k.ref('goods_id', 'goods.id', 'cascade'))
    .addColumn('bn', 'text', (c) => c.notNull().unique())
    .$call(k.json('spec_value_ids', '[]'))
    .$call(k.text('spec_key', 'spec_desc'))
    .$call(k.money('price', true))
    .$call(k.money('market_price'))
    .$call(k.money('cost'))
    .addColumn('staff_price', 'integer', (c) => c.check(sql`staff_price >= 0`))
    .$call(k.count('store'))
    .$call(k.count('sales'))
    .$call(k.text('image_url'))
    .$call(k.count('weight'))
    .$call(k.int('sort'))
    .$call(k.createdAt())
    .addUniqueConstraint('skus_goods_spec_unique', ['goods_id', 'spec_key'])
    .execute()

  await db.schema
    .createTable('sku_member_prices')
    .$call(k.ref('sku_id', 'skus.id', 'cascade'))
    .$call(k.ref('grade_id', 'vip_grades.id', 'cascade'))
    .$call(k.money('price', true))
    .addPrimaryKeyConstraint('sku_member_prices_pk', ['sku_id', 'grade_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'sku_member_prices',
    'skus',
    'goods_spec_values',
    'goods_spec_groups',
    'goods_tags',
    'goods',
    'distributor_tags',
    'shop_tags',
    'distributors',
    'categories',
    'regions',
  ])
}
