import { sql, type Kysely } from 'kysely'
import { createIndex, dropTables, schemaKit } from './kit.ts'

/** Promotions, seckill activities and tickets, coupons and members' coupons. */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)

  await k
    .table('promotions')
    .$call(k.count('distributor_id'))
    .$call(k.oneOf('promotion_type', ['full_reduction', 'discount', 'gift']))
    .$call(k.textRequired('promotion_tag', 'marketing_name'))
    .$call(k.text('description'))
    .$call(k.json('rule', '{}'))
    .$call(k.oneOf('use_bound', ['all', 'goods'], 'goods'))
    .$call(k.timeRequired('starts_at', 'ends_at'))
    .$call(k.oneOf('status', ['active', 'disabled'], 'active'))
    .$call(k.createdAt())
    .addCheckConstraint('promotions_period_check', sql`ends_at > starts_at`)
    .execute()

  await db.schema
    .createTable('promotion_goods')
    .$call(k.ref('promotion_id', 'promotions.id', 'cascade'))
    .$call(k.ref('goods_id', 'goods.id', 'cascade'))
    .addPrimaryKeyConstraint('promotion_goods_pk', ['promotion_id', 'goods_id'])
    .execute()
  await createIndex(db, 'promotion_goods_goods_idx', 'promotion_goods', ['goods_id'])

  await k
    .table('seckill_activities')
    .$call(k.textRequired('activity_name'))
    .$call(k.text('description'))
    .$call(k.timeRequired('starts_at', 'ends_at'))
    .$call(k.oneOf('status', ['active', 'disabled'], 'active'))
    .$call(k.createdAt())
    .addCheckConstraint('seckill_activities_period_check', sql`ends_at > starts_at`)
    .execute()

  await k
    .table('seckill_items')
    .$call(k.ref('seckill_id', 'seckill_activities.id', 'cascade'))
    .$call(k.ref('goods_id', 'goods.id', 'cascade'))
    .$call(k.ref('sku_id', 'skus.id', 'cascade'))
    .$call(k.money('act_price', true))
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql`stock >= 0`))
    .$call(k.count('sales'))
    .addColumn('limit_per_member', 'integer', (c) => c.notNull().defaultTo(1).check(sql`limit_per_member >= 1`))
    .addUniqueConstraint('seckill_items_sku_unique', ['seckill_id', 'sku_id'])
    .execute()
  await createIndex(db, 'seckill_items_goods_idx', 'seckill_items', ['goods_id'])

  await db.schema
    .createTable('seckill_tickets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(k.ref('seckill_id', 'seckill_activities.id', 'cascade'))
    .$call(k.ref('seckill_item_id', 'seckill_items.id', 'cascade'))
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.ref('sku_id', 'skus.id', 'cascade'))
    .addColumn('num', 'integer', (c) => c.notNull().check(sql`num > 0`))
    .$call(k.oneOf('status', ['issued', 'used', 'expired'], 'issued'))
    .$call(k.textNullable('order_id'))
    .$call(k.timeRequired('expires_at'))
    .$call(k.createdAt())
    .execute()
  await createIndex(db, 'seckill_tickets_member_idx', 'seckill_tickets', ['member_id', 'seckill_item_id', 'status'])

  await k
    .table('coupons')
    .$call(k.count('distributor_id'))
    .$call(k.oneOf('card_type', ['cash', 'discount', 'gift']))
    .$call(k.textRequired('title'))
    .$call(k.text('description', 'notice'))
    .$call(k.money('reduce_cost'))
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0).check(sql`discount >= 0 and discount < 100`))
    .$call(k.money('least_cost'))
    .$call(k.text('gift'))
    .addColumn('get_limit', 'integer', (c) => c.notNull().defaultTo(1).check(sql`get_limit >= 1`))
    .$call(k.count('quantity'))
    .$call(k.count('get_num'))
    .$call(k.text('object_use_for'))
    .$call(k.oneOf('use_scope', ['all', 'goods', 'category'], 'all'))
    .$call(k.json('use_scope_ids', '[]'))
    .$call(k.text('icon_url', 'custom_url'))
    .$call(k.oneOf('date_type', ['fixed', 'relative'], 'fixed'))
    .$call(k.timeRequired('begin_time', 'end_time'))
    .$call(k.count('fixed_term'))
    .$call(k.oneOf('status', ['active', 'disabled'], 'active'))
    .$call(k.createdAt())
    .addCheckConstraint('coupons_issued_check', sql`get_num <= quantity`)
    .execute()

  await k
    .table('member_coupons')
    .$call(k.ref('member_id', 'members.id', 'cascade'))
    .$call(k.ref('card_id', 'coupons.id', 'cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .$call(k.oneOf('status', ['unused', 'used', 'expired'], 'unused'))
    .$call(k.textNullable('order_id'))
    .$call(k.timeRequired('begin_time', 'end_time'))
    .$call(k.createdAt('received_at'))
    .$call(k.timeNullable('used_at'))
    .execute()
  await createIndex(db, 'member_coupons_member_idx', 'member_coupons', ['member_id', 'status'])
  await createIndex(db, 'member_coupons_card_idx', 'member_coupons', ['card_id', 'member_id'])
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'member_coupons',
    'coupons',
    'seckill_tickets',
    'seckill_items',
    'seckill_activities',
    'promotion_goods',
    'promotions',
  ])
}
