import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { BUILTIN_ROLES, SUPER_ADMIN_ROLE } from '../../../schemas/api/admin/areas.ts'
import { insertRole, listRoles } from './repo.ts'

/** Gives a company the built-in roles it lacks; answers the id of its 超级管理员 role. */
export async function ensureBuiltinRoles(db: Kysely<Database>, companyId: number): Promise<number> {
  const existing = new Map((await listRoles(db, companyId)).map((role) => [role.name, role.id]))
  for (const role of BUILTIN_ROLES) {
    if (existing.has(role.name)) continue
    const id = await insertRole(db, {
      company_id: companyId,
      name: role.name,
      description: role.description,
      areas: JSON.stringify(role.areas),
      is_builtin: 1,
    })
    existing.set(role.name, id)
  }
  return existing.get(SUPER_ADMIN_ROLE)!
}
