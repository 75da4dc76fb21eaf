import type { Insertable, Kysely, Updateable } from 'kysely'
import type { Database, OperatorRolesTable, OperatorsTable } from '../../db/types.ts'

const OPERATOR_COLUMNS = [
  'operators.id',
  'operators.username',
  'operators.name',
  'operators.status',
  'operators.role_id',
  'operators.mobile',
  'operators.created_at',
  'operators.last_login_at',
] as const

export function listOperators(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('operators')
    .leftJoin('operator_roles', 'operator_roles.id', 'operators.role_id')
    .select([...OPERATOR_COLUMNS, 'operator_roles.name as role_name'])
    .where('operators.company_id', '=', companyId)
    .orderBy('operators.id')
    .execute()
}

export function findCompanyOperator(db: Kysely<Database>, companyId: number, id: number) {
  return db
    .selectFrom('operators')
    .leftJoin('operator_roles', 'operator_roles.id', 'operators.role_id')
    .select([...OPERATOR_COLUMNS, 'operator_roles.name as role_name'])
    .where('operators.company_id', '=', companyId)
    .where('operators.id', '=', id)
    .executeTakeFirst()
}

export async function usernameTaken(db: Kysely<Database>, username: string): Promise<boolean> {
  const row = await db.selectFrom('operators').select('id').where('username', '=', username).executeTakeFirst()
  return row !== undefined
}

export async function insertOperator(db: Kysely<Database>, row: Insertable<OperatorsTable>): Promise<number> {
  const inserted = await db.insertInto('operators').values(row).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

export async function updateOperator(
  db: Kysely<Database>,
  companyId: number,
  id: number,
  changes: Updateable<OperatorsTable>,
): Promise<void> {
  await db.updateTable('operators').set(changes).where('company_id', '=', companyId).where('id', '=', id).execute()
}

/** Operators of the company in the role (only the active ones when `activeOnly`). */
export async function countWithRole(
  db: Kysely<Database>,
  companyId: number,
  roleId: number,
  activeOnly = false,
): Promise<number> {
  let query = db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId)
    .where('role_id', '=', roleId)
  if (activeOnly) query = query.where('status', '=', 'active')
  const row = await query.executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function countOperators(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function listRoles(db: Kysely<Database>, companyId: number) {
  return db.selectFrom('operator_roles').selectAll().where('company_id', '=', companyId).orderBy('id').execute()
}

export function findRole(db: Kysely<Database>, companyId: number, id: number) {
  return db
    .selectFrom('operator_roles')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function roleNameTaken(db: Kysely<Database>, companyId: number, name: string, exceptId = 0) {
  const row = await db
    .selectFrom('operator_roles')
    .select('id')
    .where('company_id', '=', companyId)
    .where('name', '=', name)
    .where('id', '!=', exceptId)
    .executeTakeFirst()
  return row !== undefined
}

export async function insertRole(db: Kysely<Database>, row: Insertable<OperatorRolesTable>): Promise<number> {
  const inserted = await db.insertInto('operator_roles').values(row).returning('id').executeTakeFirstOrThrow()
  return inserted.id
}

export async function updateRole(
  db: Kysely<Database>,
  companyId: number,
  id: number,
  changes: Updateable<OperatorRolesTable>,
): Promise<void> {
  await db.updateTable('operator_roles').set(changes).where('company_id', '=', companyId).where('id', '=', id).execute()
}

export async function deleteRole(db: Kysely<Database>, companyId: number, id: number): Promise<void> {
  await db.deleteFrom('operator_roles').where('company_id', '=', companyId).where('id', '=', id).execute()
}
