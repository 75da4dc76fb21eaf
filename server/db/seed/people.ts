import { sql } from 'kysely'
import { insertMany, insertNumbered } from './batch.ts'
import { cents, DAY, flag, type SeedContext } from './context.ts'
import { VIP_GRADES } from './data/grades.ts'
import { BUILTIN_ROLES } from '../../../schemas/api/admin/areas.ts'

/** Demo logins; the README lists them for testers. */
export const DEMO_ACCOUNTS = {
  member: { mobile: '13800000000', password: 'demo1234' },
  staff: { mobile: '13900000000', password: 'staff1234' },
  operator: { username: 'admin', password: 'admin1234' },
  merchant: { username: 'shop001', password: 'shop1234' },
} as const

export interface PasswordHashes {
  member: string
  staff: string
  operator: string
  merchant: string
}

export async function seedGrades(ctx: SeedContext): Promise<void> {
  await insertNumbered(ctx.db, 'vip_grades', VIP_GRADES, (grade) => ({
    name: grade.name,
    grade_rank: grade.rank,
    discount: grade.discount,
    price: cents(grade.price),
    valid_days: 365,
    description: grade.description,
    guide_title: grade.guideTitle,
    background_color: grade.color,
    is_default: flag(grade.isDefault),
    created_at: ctx.now,
  }))
}

/**
 * The demo member (黄金会员 with points, two coupons and two addresses), a staff member, the
 * designer operator and a merchant login for the first shop.
 */
export async function seedPeople(ctx: SeedContext, hashes: PasswordHashes, couponIds: number[]): Promise<void> {
  const { db, now } = ctx
  const goldGrade = VIP_GRADES.findIndex((g) => g.name === '黄金会员') + 1
  await insertMany(db, 'members', [
    {
      id: 1,
      mobile: DEMO_ACCOUNTS.member.mobile,
      password_hash: hashes.member,
      nickname: '演示会员',
      sex: 1,
      birthday: '1995-06-18',
      email: 'demo@mallfront.example',
      grade_id: goldGrade,
      grade_expires_at: now + 365 * DAY,
      created_at: now - 30 * DAY,
      updated_at: now,
    },
    {
      id: 2,
      mobile: DEMO_ACCOUNTS.staff.mobile,
      password_hash: hashes.staff,
      nickname: '内购员工',
      is_staff: 1,
      created_at: now - 60 * DAY,
      updated_at: now,
    },
  ])

  const demoLogs = [
    { delta: 1000, reason: '注册赠送积分', daysAgo: 30 },
    { delta: 3000, reason: '年货节活动奖励', daysAgo: 12 },
    { delta: 1500, reason: '签到与评价奖励', daysAgo: 5 },
    { delta: -500, reason: '积分商城兑换', daysAgo: 2 },
  ]
  let balance = 0
  const logs = demoLogs.map((log, i) => {
    balance += log.delta
    return {
      id: i + 1,
      member_id: 1,
      delta: log.delta,
      balance_after: balance,
      reason: log.reason,
      order_id: null,
      created_at: now - log.daysAgo * DAY,
    }
  })
  logs.push({
    id: logs.length + 1,
    member_id: 2,
    delta: 1200,
    balance_after: 1200,
    reason: '注册赠送积分',
    order_id: null,
    created_at: now - 60 * DAY,
  })
  await insertMany(db, 'point_logs', logs)
  await insertMany(db, 'member_points', [
    { member_id: 1, balance, total_earned: 5500, total_spent: 500, updated_at: now },
    { member_id: 2, balance: 1200, total_earned: 1200, total_spent: 0, updated_at: now },
  ])

  const received = couponIds.slice(0, 2)
  await insertNumbered(db, 'member_coupons', received, (cardId) => ({
    member_id: 1,
    card_id: cardId,
    code: `MFDEMO${String(cardId).padStart(6, '0')}`,
    begin_time: now - DAY,
    end_time: now + 90 * DAY,
    received_at: now - DAY,
  }))
  await db.updateTable('coupons').set({ get_num: sql`get_num + 1` }).where('id', 'in', received).execute()

  // 李明's home in Beijing (the default) and office in Shanghai.
  const addresses = [
    {
      mobile: DEMO_ACCOUNTS.member.mobile,
      region: ['北京市', '北京市', '朝阳区'],
      codes: ['110000', '110100', '110105'],
      addr: '三里屯路 19 号院 3 号楼 1201 室',
      postcode: '100027',
      daysAgo: 30,
    },
    {
      mobile: '13800000001',
      region: ['上海市', '上海市', '徐汇区'],
      codes: ['310000', '310100', '310104'],
      addr: '虹桥路 1 号 2 号楼 502 室',
      postcode: '200030',
      daysAgo: 20,
    },
  ]
  await insertNumbered(db, 'addresses', addresses, (address, i) => {
    const [province, city, county] = address.region
    const [province_code, city_code, county_code] = address.codes
    const created = now - address.daysAgo * DAY
    return {
      member_id: 1,
      name: '李明',
      mobile: address.mobile,
      province,
      city,
      county,
      province_code,
      city_code,
      county_code,
      addr: address.addr,
      postcode: address.postcode,
      is_default: flag(i === 0),
      created_at: created,
      updated_at: created,
    }
  })

  // The built-in roles, 超级管理员 first (id 1), as every shop gets them.
  await insertNumbered(db, 'operator_roles', BUILTIN_ROLES, (role) => ({
    name: role.name,
    description: role.description,
    areas: JSON.stringify(role.areas),
    is_builtin: 1 as const,
    created_at: now,
    updated_at: now,
  }))
  await insertMany(db, 'operators', [
    {
      id: 1,
      username: DEMO_ACCOUNTS.operator.username,
      password_hash: hashes.operator,
      name: '超级管理员',
      role_id: 1,
      created_at: now,
    },
  ])
  await insertMany(db, 'merchant_accounts', [
    {
      id: 1,
      username: DEMO_ACCOUNTS.merchant.username,
      mobile: '13700000000',
      password_hash: hashes.merchant,
      distributor_id: 1,
      created_at: now,
    },
  ])
}
