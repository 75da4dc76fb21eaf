import type { Kysely } from 'kysely'
import { createWatchTriggers, dropWatchTriggers, type Watch } from './2026_11_25_0100_content_version.ts'

/**
 * Member grades as the console edits them reach guests' cached pages (the product page's
 * “开通黄金会员…” guide, the grade list): their shown columns move the content version.
 */
const GRADES: Watch = {
  table: 'vip_grades',
  columns: [
    'name',
    'grade_rank',
    'discount',
    'price',
    'valid_days',
    'description',
    'guide_title',
    'background_color',
    'is_default',
  ],
}

export async function up(db: Kysely<any>): Promise<void> {
  await createWatchTriggers(db, GRADES)
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropWatchTriggers(db, GRADES)
}
