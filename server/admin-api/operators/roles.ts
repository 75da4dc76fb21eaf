import type { Kysely } from 'kysely'
import type { Database, OperatorRole } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { SUPER_ADMIN_ROLE, type AdminArea } from '../../../schemas/api/admin/areas.ts'
import type { RoleBody, RoleView } from '../../../schemas/api/admin/operators.ts'
import { now } from '../../../schemas/time.ts'
import * as repo from './repo.ts'

const CONTROL = /[\u0000-\u001f\u007f]/

export const roleAreas = (role: Pick<OperatorRole, 'areas'>): AdminArea[] => JSON.parse(role.areas) as AdminArea[]

/** The built-in 超级管理员 keeps every area: nobody can lock the shop out of its own settings. */
const isLocked = (role: Pick<OperatorRole, 'name' | 'is_builtin'>) =>
  role.is_builtin === 1 && role.name === SUPER_ADMIN_ROLE

async function toRoleView(db: Kysely<Database>, companyId: number, role: OperatorRole): Promise<RoleView> {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    areas: roleAreas(role),
    is_builtin: role.is_builtin === 1,
    locked: isLocked(role),
    operator_count: await repo.countWithRole(db, companyId, role.id),
  }
}

export async function listRoleViews(db: Kysely<Database>, companyId: number): Promise<RoleView[]> {
  const roles = await repo.listRoles(db, companyId)
  return Promise.all(roles.map((role) => toRoleView(db, companyId, role)))
}

async function checkedBody(db: Kysely<Database>, companyId: number, body: RoleBody, exceptId = 0) {
  const name = body.name.trim()
  if (!name) throw fail('ROLE_NAME_REQUIRED')
  if (CONTROL.test(name)) throw fail('ROLE_NAME_INVALID')
  if (body.areas.length === 0) throw fail('ROLE_AREAS_REQUIRED')
  if (await repo.roleNameTaken(db, companyId, name, exceptId)) throw fail('ROLE_NAME_TAKEN')
  return { name, description: (body.description ?? '').trim(), areas: JSON.stringify(body.areas) }
}

async function requireEditableRole(db: Kysely<Database>, companyId: number, id: number) {
  const role = await repo.findRole(db, companyId, id)
  if (!role) throw fail('ROLE_NOT_FOUND')
  if (isLocked(role)) throw fail('ROLE_LOCKED')
  return role
}

export async function createRole(db: Kysely<Database>, companyId: number, body: RoleBody): Promise<RoleView> {
  const id = await repo.insertRole(db, { company_id: companyId, ...(await checkedBody(db, companyId, body)) })
  return toRoleView(db, companyId, (await repo.findRole(db, companyId, id))!)
}

export async function updateRole(db: Kysely<Database>, companyId: number, id: number, body: RoleBody) {
  const before = await requireEditableRole(db, companyId, id)
  await repo.updateRole(db, companyId, id, { ...(await checkedBody(db, companyId, body, id)), updated_at: now() })
  return {
    before: await toRoleView(db, companyId, before),
    after: await toRoleView(db, companyId, (await repo.findRole(db, companyId, id))!),
  }
}

/** Removes a role nobody holds; built-in roles stay. */
export async function deleteRole(db: Kysely<Database>, companyId: number, id: number): Promise<RoleView> {
  const role = await requireEditableRole(db, companyId, id)
  if (role.is_builtin === 1) throw fail('ROLE_BUILTIN')
  const view = await toRoleView(db, companyId, role)
  if (view.operator_count > 0) throw fail('ROLE_IN_USE', { count: view.operator_count })
  await repo.deleteRole(db, companyId, id)
  return view
}
