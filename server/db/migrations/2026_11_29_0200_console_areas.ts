import type { Kysely } from 'kysely'

/** The console areas of 2026-11-29 given to the built-in roles, written out so this never changes with the code. */
const GRANTS: readonly { name: string; add: readonly string[]; description?: string }[] = [
  { name: '超级管理员', add: ['marketing', 'members', 'merchants', 'content'] },
  {
    name: '运营',
    add: ['marketing', 'members', 'merchants', 'content'],
    description: '商品、订单、售后、营销、会员、商户、内容与页面装修',
  },
  { name: '客服', add: ['members'], description: '处理订单、售后与会员' },
]

/**
 * Console II adds 营销, 会员, 商户与门店 and 内容. Each company's built-in roles get them as a new
 * shop's would; roles an operator made keep their areas.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const grant of GRANTS) {
    const roles = await db
      .selectFrom('operator_roles')
      .select(['id', 'areas'])
      .where('name', '=', grant.name)
      .where('is_builtin', '=', 1)
      .execute()
    for (const role of roles) {
      const areas = JSON.parse(String(role.areas)) as string[]
      const next = [...areas, ...grant.add.filter((area) => !areas.includes(area))]
      await db
        .updateTable('operator_roles')
        .set({ areas: JSON.stringify(next), ...(grant.description ? { description: grant.description } : {}) })
        .where('id', '=', role.id)
        .execute()
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const grant of GRANTS) {
    const roles = await db
      .selectFrom('operator_roles')
      .select(['id', 'areas'])
      .where('name', '=', grant.name)
      .where('is_builtin', '=', 1)
      .execute()
    for (const role of roles) {
      const areas = (JSON.parse(String(role.areas)) as string[]).filter((area) => !grant.add.includes(area))
      await db
        .updateTable('operator_roles')
        .set({ areas: JSON.stringify(areas) })
        .where('id', '=', role.id)
        .execute()
    }
  }
}
