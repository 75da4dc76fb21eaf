import { useState } from 'react'
import type { OperatorView } from '../../schemas/api/admin/operators.ts'
import type { OperatorInfo } from '../../schemas/api/designer.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { adminApi } from '../api.ts'
import { DataTable, type Column } from '../kit/DataTable.tsx'
import { formatTime } from '../kit/format.ts'
import { PageHeader } from '../kit/PageHeader.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { sessionEnded } from '../shell/access.ts'
import { failureText } from './forms.ts'
import { CreateOperatorDrawer, EditOperatorDrawer, ResetPasswordDrawer } from './OperatorDrawers.tsx'
import './settings.css'

export const DISABLE_CONFIRM = '停用后该账号将立即退出登录，确定停用？'

type Dialog = { kind: 'create' } | { kind: 'edit'; target: OperatorView } | { kind: 'password'; target: OperatorView }

/**
 * 账号管理: every operator account with its role, state and last sign-in; add, edit, reset a
 * password, disable or enable. Nobody disables themselves or changes their own role.
 */
export function OperatorsPage({ operator }: { operator: OperatorInfo }) {
  const operators = useRemote(() => adminApi.operators(), 'operators')
  const roles = useRemote(() => adminApi.roles(), 'roles')
  const [dialog, setDialog] = useState<Dialog | null>(null)
  // A fresh form every time a drawer opens.
  const [round, setRound] = useState(0)
  const [busy, setBusy] = useState<number | null>(null)

  function open(next: Dialog) {
    setRound((n) => n + 1)
    setDialog(next)
    // Roles added or removed meanwhile show up in the form's choice.
    if (next.kind !== 'password') roles.reload()
  }

  function done() {
    setDialog(null)
    operators.reload()
  }

  async function setStatus(row: OperatorView, status: 'active' | 'disabled') {
    if (busy !== null) return
    if (status === 'disabled' && !window.confirm(DISABLE_CONFIRM)) return
    setBusy(row.id)
    try {
      await adminApi.updateOperator(row.id, { status })
      toast.success(status === 'disabled' ? '已停用' : '已启用')
      operators.reload()
    } catch (failure) {
      if (!sessionEnded(failure)) toast.error(failureText(failure))
    } finally {
      setBusy(null)
    }
  }

  const columns: Column<OperatorView>[] = [
    {
      key: 'username',
      header: '账号',
      cell: (row) => (
        <span>
          {row.username}
          {row.id === operator.id && <span className="dz-muted">（当前登录）</span>}
        </span>
      ),
    },
    { key: 'name', header: '姓名', cell: (row) => row.name },
    { key: 'role', header: '角色', cell: (row) => row.role_name || <span className="dz-muted">未分配</span> },
    { key: 'mobile', header: '手机号', cell: (row) => row.mobile || <span className="dz-muted">未绑定</span> },
    {
      key: 'status',
      header: '状态',
      cell: (row) =>
        row.status === 'active' ? (
          <span className="ac-status ac-status--ok">启用</span>
        ) : (
          <span className="ac-status ac-status--off">停用</span>
        ),
    },
    { key: 'login', header: '最近登录', cell: (row) => formatTime(row.last_login_at) },
    { key: 'created', header: '创建时间', cell: (row) => formatTime(row.created_at) },
    {
      key: 'actions',
      header: '操作',
      cell: (row) => (
        <span className="ac-actions">
          <button
            type="button"
            className="dz-link"
            aria-label={`编辑 ${row.username}`}
            onClick={() => open({ kind: 'edit', target: row })}
          >
            编辑
          </button>
          <button
            type="button"
            className="dz-link"
            aria-label={`重置密码 ${row.username}`}
            onClick={() => open({ kind: 'password', target: row })}
          >
            重置密码
          </button>
          {row.id !== operator.id &&
            (row.status === 'active' ? (
              <button
                type="button"
                className="dz-link dz-link--danger"
                aria-label={`停用 ${row.username}`}
                disabled={busy === row.id}
                onClick={() => void setStatus(row, 'disabled')}
              >
                停用
              </button>
            ) : (
              <button
                type="button"
                className="dz-link"
                aria-label={`启用 ${row.username}`}
                disabled={busy === row.id}
                onClick={() => void setStatus(row, 'active')}
              >
                启用
              </button>
            ))}
        </span>
      ),
    },
  ]

  const roleList = roles.data ?? []
  const target = (kind: Dialog['kind']) => (dialog?.kind === kind && 'target' in dialog ? dialog.target : null)
  const editing = target('edit')
  const resetting = target('password')
  return (
    <>
      <PageHeader
        crumbs={[{ label: '设置' }, { label: '账号管理' }]}
        title="账号管理"
        actions={
          <button type="button" className="dz-btn dz-btn--primary" onClick={() => open({ kind: 'create' })}>
            新增账号
          </button>
        }
      />
      <section className="ac-card" aria-label="账号">
        <DataTable
          caption="运营账号"
          columns={columns}
          rows={operators.data}
          rowKey={(row) => row.id}
          loading={operators.loading}
          error={operators.error}
          onRetry={operators.reload}
          empty="还没有运营账号"
        />
      </section>
      <CreateOperatorDrawer
        key={`create-${round}`}
        open={dialog?.kind === 'create'}
        roles={roleList}
        rolesError={roles.error}
        onClose={() => setDialog(null)}
        onDone={done}
      />
      <EditOperatorDrawer
        key={`edit-${round}`}
        target={editing}
        self={editing?.id === operator.id}
        roles={roleList}
        rolesError={roles.error}
        onClose={() => setDialog(null)}
        onDone={done}
      />
      <ResetPasswordDrawer
        key={`password-${round}`}
        target={resetting}
        self={resetting?.id === operator.id}
        onClose={() => setDialog(null)}
        onDone={done}
      />
    </>
  )
}
