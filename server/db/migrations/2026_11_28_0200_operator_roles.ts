import { sql, type Kysely } from 'kysely'
import { dropTables, schemaKit } from './kit.ts'

/** The roles of 2026-11-28, written out so this migration never changes with the code. */
const BUILTIN_ROLES = [
  {
    name: '超级管理员',
    description: '全部权限，含账号、角色与操作日志',
    areas: ['dashboard', 'goods', 'stock', 'orders', 'shipping', 'aftersales', 'pages', 'settings'],
  },
  {
    name: '运营',
    description: '商品、订单、售后与页面装修',
    areas: ['dashboard', 'goods', 'stock', 'orders', 'shipping', 'aftersales', 'pages'],
  },
  { name: '客服', description: '只处理订单与售后', areas: ['orders', 'aftersales'] },
  { name: '仓库', description: '只负责发货与库存', areas: ['shipping', 'stock'] },
]

/**
 * Operators get roles (a named set of console areas) and every console change is written to an
 * audit log. Each company that has operators gets the built-in roles, and its operators, who were
 * all super-users until now, get the super-admin role.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = schemaKit(db)
  await db.schema
    .createTable('operator_roles')
    .$call(k.id)
    .$call(k.int('company_id', 1))
    .$call(k.textRequired('name'))
    .$call(k.text('description'))
    .$call(k.json('areas', '[]'))
    .$call(k.flag('is_builtin'))
    .$call(k.timestamps)
    .addUniqueConstraint('operator_roles_company_name', ['company_id', 'name'])
    .execute()
  await db.schema.alterTable('operators').addColumn('role_id', 'integer').execute()

  await db.schema
    .createTable('audit_log')
    .$call(k.id)
    .$call(k.int('company_id', 1))
    .$call(k.intRequired('operator_id'))
    .$call(k.text('operator_name'))
    .$call(k.textRequired('area'))
    .$call(k.textRequired('action'))
    .$call(k.text('target'))
    .$call(k.text('summary'))
    .$call(k.json('changes', '[]'))
    .$call(k.createdAt())
    .execute()
  await db.schema.createIndex('audit_log_company_time').on('audit_log').columns(['company_id', 'created_at']).execute()

  const companies = await db.selectFrom('operators').select('company_id').distinct().execute()
  for (const { company_id: companyId } of companies) {
    for (const role of BUILTIN_ROLES) {
      await db
        .insertInto('operator_roles')
        .values({ company_id: companyId, ...role, areas: JSON.stringify(role.areas), is_builtin: 1 })
        .execute()
    }
    await db
      .updateTable('operators')
      .set({
        role_id: sql`(select id from operator_roles where company_id = ${companyId} and name = ${BUILTIN_ROLES[0].name})`,
      })
      .where('company_id', '=', companyId)
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['audit_log'])
  await db.schema.alterTable('operators').dropColumn('role_id').execute()
  await dropTables(db, ['operator_roles'])
}
