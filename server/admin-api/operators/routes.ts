import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf } from '../../designer-api/operator-guard.ts'
import {
  operatorCreateSchema,
  operatorListSchema,
  operatorPasswordSchema,
  operatorUpdateSchema,
  roleCreateSchema,
  roleDeleteSchema,
  roleListSchema,
  roleUpdateSchema,
} from '../../../schemas/api/admin/operators.ts'
import { ADMIN_AREAS } from '../../../schemas/api/admin/areas.ts'
import { changedFields, recordAudit } from '../audit.ts'
import * as repo from './repo.ts'
import { createRole, deleteRole, listRoleViews, updateRole } from './roles.ts'
import { createOperator, resetOperatorPassword, toOperatorView, updateOperator } from './service.ts'

const STATUS_TEXT = { active: '启用', disabled: '停用' } as const
const areaNames = (areas: readonly (keyof typeof ADMIN_AREAS)[]) => areas.map((area) => ADMIN_AREAS[area]).join('、')

/** 设置 › 账号与角色: operator accounts and the roles that say which console areas each may use. */
export const operatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { access: ['settings'] as const }

  app.get('/operators', { schema: operatorListSchema, config }, async (request) => {
    const rows = await repo.listOperators(app.db, operatorOf(request).companyId)
    return { data: rows.map(toOperatorView) }
  })

  app.post('/operators', { schema: operatorCreateSchema, config }, async (request) => {
    const created = await createOperator(app.db, operatorOf(request).companyId, request.body)
    await recordAudit(app.db, request, {
      area: 'settings',
      action: '新增账号',
      target: created.username,
      summary: `${created.name}（${created.role_name}）${created.mobile ? `，手机号 ${created.mobile}` : ''}`,
    })
    return { data: created }
  })

  app.patch('/operators/:id', { schema: operatorUpdateSchema, config }, async (request) => {
    const { before, after } = await updateOperator(app.db, operatorOf(request), request.params.id, request.body)
    await recordAudit(app.db, request, {
      area: 'settings',
      action: '修改账号',
      target: after.username,
      changes: changedFields(
        { ...before, status: STATUS_TEXT[before.status] },
        { ...after, status: STATUS_TEXT[after.status] },
        { name: '姓名', role_name: '角色', mobile: '手机号', status: '状态' },
      ),
    })
    return { data: after }
  })

  app.post('/operators/:id/password', { schema: operatorPasswordSchema, config }, async (request) => {
    const { companyId } = operatorOf(request)
    const row = await resetOperatorPassword(app.db, companyId, request.params.id, request.body.password)
    await recordAudit(app.db, request, { area: 'settings', action: '重置密码', target: row.username })
    return { data: row }
  })

  app.get('/roles', { schema: roleListSchema, config }, async (request) => ({
    data: await listRoleViews(app.db, operatorOf(request).companyId),
  }))

  app.post('/roles', { schema: roleCreateSchema, config }, async (request) => {
    const role = await createRole(app.db, operatorOf(request).companyId, request.body)
    await recordAudit(app.db, request, {
      area: 'settings',
      action: '新增角色',
      target: role.name,
      summary: areaNames(role.areas),
    })
    return { data: role }
  })

  app.put('/roles/:id', { schema: roleUpdateSchema, config }, async (request) => {
    const { before, after } = await updateRole(app.db, operatorOf(request).companyId, request.params.id, request.body)
    await recordAudit(app.db, request, {
      area: 'settings',
      action: '修改角色',
      target: after.name,
      changes: changedFields(
        { ...before, areas: areaNames(before.areas) },
        { ...after, areas: areaNames(after.areas) },
        { name: '名称', description: '说明', areas: '权限' },
      ),
    })
    return { data: after }
  })

  app.delete('/roles/:id', { schema: roleDeleteSchema, config }, async (request) => {
    const role = await deleteRole(app.db, operatorOf(request).companyId, request.params.id)
    await recordAudit(app.db, request, { area: 'settings', action: '删除角色', target: role.name })
    return { data: role }
  })
}
