import type { Kysely } from 'kysely'
import type { Database } from '../types.ts'
import { hashPassword } from '../../lib/password.ts'
import { resetSequences } from './batch.ts'
import { seedCategories } from './categories.ts'
import { seedArticles, seedSiteContent } from './content.ts'
import type { SeedContext } from './context.ts'
import { markDemoDatabase } from './demo-marker.ts'
import { VIP_GRADES } from './data/grades.ts'
import { seedGoods } from './goods.ts'
import { writeSeedImages } from './images/writer.ts'
import { seedActivities, seedCoupons, seedMemberPrices } from './marketing.ts'
import { DEMO_ACCOUNTS, seedGrades, seedPeople, type PasswordHashes } from './people.ts'
import { createRandom } from './random.ts'
import { importRegions } from './regions.ts'
import { lookUpPageRefs } from './page-refs.ts'
import { seedShops } from './shops.ts'
import { now } from '../../../schemas/time.ts'

export interface SeedLog {
  info(obj: object, msg: string): void
}

export interface SeedOptions {
  /** Generated images go to `${dataDir}/uploads`. */
  dataDir: string
  log: SeedLog
}

/** Tables the seed fills with explicit ids (PostgreSQL sequences are moved past them). */
const SEEDED_TABLES = [
  'vip_grades',
  'members',
  'point_logs',
  'addresses',
  'operator_roles',
  'operators',
  'categories',
  'brands',
  'distributors',
  'shop_tags',
  'goods',
  'goods_spec_groups',
  'goods_spec_values',
  'skus',
  'promotions',
  'seckill_activities',
  'seckill_items',
  'coupons',
  'member_coupons',
  'article_nodes',
  'articles',
  'page_templates',
  'page_template_versions',
  'settings',
  'uploads',
  'merchant_accounts',
] as const

async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const [goods, members] = await Promise.all([
    db.selectFrom('goods').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('members').select('id').limit(1).executeTakeFirst(),
  ])
  return !goods && !members
}

/**
 * Fills an empty database with the demo mall in one transaction, then writes its generated
 * images. On a database that already has data it only restores missing generated images (and
 * the region tree if it is missing), so a deleted uploads folder does not break the mall.
 * Returns whether it seeded.
 */
export async function seedIfEmpty(db: Kysely<Database>, { dataDir, log }: SeedOptions): Promise<boolean> {
  const started = Date.now()
  if (!(await isEmpty(db))) {
    const regions = await importRegions(db)
    const images = await writeSeedImages(db, dataDir, { overwrite: false })
    if (regions || images) log.info({ regions, images }, 'restored reference data and generated images')
    return false
  }
  const [member, staff, operator, merchant] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.member.password),
    hashPassword(DEMO_ACCOUNTS.staff.password),
    hashPassword(DEMO_ACCOUNTS.operator.password),
    hashPassword(DEMO_ACCOUNTS.merchant.password),
  ])
  const hashes: PasswordHashes = { member, staff, operator, merchant }
  await db.transaction().execute(async (trx) => {
    const ctx: SeedContext = { db: trx, now: now(), random: createRandom(20261123) }
    await importRegions(trx)
    await seedGrades(ctx)
    const categories = await seedCategories(ctx)
    const shopIds = await seedShops(ctx)
    const goods = await seedGoods(ctx, categories, shopIds)
    await seedMemberPrices(ctx, goods, VIP_GRADES.length)
    await seedActivities(ctx, goods)
    const couponIds = await seedCoupons(ctx, categories)
    await seedPeople(ctx, hashes, couponIds)
    const articleIds = await seedArticles(ctx)
    await seedSiteContent(ctx, articleIds, await lookUpPageRefs(ctx))
    await resetSequences(trx, SEEDED_TABLES)
    // After the sequences moved past the seeded ids, so the row takes the next one on PostgreSQL too.
    await markDemoDatabase(trx, ctx.now)
  })
  const images = await writeSeedImages(db, dataDir, { overwrite: true })
  log.info({ ms: Date.now() - started, images }, 'seeded the demo mall')
  return true
}
