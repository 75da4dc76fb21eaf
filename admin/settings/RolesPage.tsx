import { useState } from 'react'
import { ADMIN_AREAS, AREA_CODES } from '../../schemas/api/admin/areas.ts'
import type { RoleView } from '../../schemas/api/admin/operators.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { adminApi } from '../api.ts'
import { DataTable, type Column } from '../kit/DataTable.tsx'
import { PageHeader } from '../kit/PageHeader.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { sessionEnded } from '../shell/access.ts'
import { failureText } from './forms.ts'
import { RoleDrawer } from './RoleDrawer.tsx'
import './settings.css'

/** The labels of a role's areas in the console's order: 订单、售后. */
export const areaLabels = (areas: readonly string[]) =>
  AREA_CODES.filter((code) => areas.includes(code))
    .map((code) => ADMIN_AREAS[code])
    .join('、')

type Dialog = { role: RoleView | null }

/**
 * 角色权限: each role with what it may touch and how many accounts hold it. 超级管理员 cannot be
 * changed; built-in roles cannot be removed; the server refuses removing a role still in use.
 */
export function RolesPage() {
  const roles = useRemote(() => adminApi.roles(), 'roles')
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [round, setRound] = useState(0)
  const [busy, setBusy] = useState<number | null>(null)

  function open(role: RoleView | null) {
    setRound((n) => n + 1)
    setDialog({ role })
  }

  async function remove(role: RoleView) {
    if (busy !== null || !window.confirm(`确定删除角色“${role.name}”？`)) return
    setBusy(role.id)
    try {
      await adminApi.deleteRole(role.id)
      toast.success('已删除角色')
      roles.reload()
    } catch (failure) {
      if (!sessionEnded(failure)) toast.error(failureText(failure))
    } finally {
      setBusy(null)
    }
  }

  const columns: Column<RoleView>[] = [
    {
      key: 'name',
      header: '角色名称',
      cell: (role) => (
        <span>
          {role.name}
          {role.is_builtin && <span className="ac-status st-tag">内置</span>}
        </span>
      ),
    },
    { key: 'description', header: '说明', cell: (role) => role.description || <span className="dz-muted">—</span> },
    { key: 'areas', header: '权限', cell: (role) => areaLabels(role.areas) },
    { key: 'count', header: '账号数', numeric: true, cell: (role) => role.operator_count },
    {
      key: 'actions',
      header: '操作',
      cell: (role) =>
        role.locked ? (
          <span className="dz-muted">不可修改</span>
        ) : (
          <span className="ac-actions">
            <button type="button" className="dz-link" aria-label={`编辑 ${role.name}`} onClick={() => open(role)}>
              编辑
            </button>
            {!role.is_builtin && (
              <button
                type="button"
                className="dz-link dz-link--danger"
                aria-label={`删除 ${role.name}`}
                disabled={busy === role.id}
                onClick={() => void remove(role)}
              >
                删除
              </button>
            )}
          </span>
        ),
    },
  ]

  return (
    <>
      <PageHeader
        crumbs={[{ label: '设置' }, { label: '角色权限' }]}
        title="角色权限"
        actions={
          <button type="button" className="dz-btn dz-btn--primary" onClick={() => open(null)}>
            新增角色
          </button>
        }
      />
      <section className="ac-card" aria-label="角色">
        <DataTable
          caption="角色"
          columns={columns}
          rows={roles.data}
          rowKey={(role) => role.id}
          loading={roles.loading}
          error={roles.error}
          onRetry={roles.reload}
          empty="还没有角色"
        />
      </section>
      <RoleDrawer
        key={round}
        open={dialog !== null}
        role={dialog?.role ?? null}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null)
          roles.reload()
        }}
      />
    </>
  )
}
