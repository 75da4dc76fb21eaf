// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { OPERATOR_PASSWORD_RULE } from '../../schemas/api/admin/operator-password.ts'
import type { AuditEntryView } from '../../schemas/api/admin/audit-log.ts'
import type { OperatorView, RoleView } from '../../schemas/api/admin/operators.ts'
import type { OperatorInfo } from '../../schemas/api/designer.ts'
import { toastStore } from '../../runtime/components/toast/toast.ts'
import { fail, ok, stubFetch } from '../../designer/shell/test-fetch.ts'
import { dayEnd, dayStart } from '../kit/format.ts'
import { AuditLogPage } from './AuditLogPage.tsx'
import { DISABLE_CONFIRM, OperatorsPage } from './OperatorsPage.tsx'
import { RolesPage } from './RolesPage.tsx'
import { allowModalDialogs } from '../kit/test-dialogs.ts'

const me: OperatorInfo = { id: 1, username: 'admin', name: '店长', role_name: '超级管理员', areas: ['settings'] }

const roles: RoleView[] = [
  {
    id: 1,
    name: '超级管理员',
    description: '全部权限',
    areas: ['dashboard', 'settings'],
    is_builtin: true,
    locked: true,
    operator_count: 1,
  },
  {
    id: 2,
    name: '运营',
    description: '商品与订单',
    areas: ['goods', 'orders'],
    is_builtin: true,
    locked: false,
    operator_count: 0,
  },
  {
    id: 3,
    name: '客服',
    description: '',
    areas: ['aftersales', 'orders'],
    is_builtin: false,
    locked: false,
    operator_count: 1,
  },
]

const operators: OperatorView[] = [
  {
    id: 1,
    username: 'admin',
    name: '店长',
    status: 'active',
    role_id: 1,
    role_name: '超级管理员',
    mobile: '13800000001',
    created_at: 1_700_000_000,
    last_login_at: 1_760_000_000,
  },
  {
    id: 2,
    username: 'kefu01',
    name: '小李',
    status: 'active',
    role_id: 3,
    role_name: '客服',
    mobile: '',
    created_at: 1_700_000_000,
    last_login_at: null,
  },
  {
    id: 3,
    username: 'old',
    name: '老王',
    status: 'disabled',
    role_id: 2,
    role_name: '运营',
    mobile: '',
    created_at: 1_700_000_000,
    last_login_at: null,
  },
]

const toasts = () => toastStore.getState().toasts.map((t) => `${t.kind}:${t.message}`)

function renderAt(path: string, element: ReactElement, url = path) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return router
}

/** The message an input points to with aria-describedby. */
function describedBy(input: HTMLElement) {
  const id = input.getAttribute('aria-describedby')
  return id ? document.getElementById(id) : null
}

beforeAll(() => {
  allowModalDialogs()
})

beforeEach(() => toastStore.setState({ toasts: [] }))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('账号管理', () => {
  const routes = () => ({
    'GET /api/admin/operators': ok(operators),
    'GET /api/admin/roles': ok(roles),
  })

  async function openCreate() {
    renderAt('/settings/operators', <OperatorsPage operator={me} />)
    await screen.findByText('kefu01')
    fireEvent.click(screen.getByRole('button', { name: '新增账号' }))
    const dialog = await screen.findByRole('dialog', { name: '新增账号' })
    await within(dialog).findByRole('option', { name: '客服' })
    return dialog
  }

  function fill(dialog: HTMLElement, values: Record<string, string>) {
    for (const [label, value] of Object.entries(values))
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } })
  }

  it('lists the accounts, and offers no 停用 on the signed-in operator’s own row', async () => {
    stubFetch(routes())
    renderAt('/settings/operators', <OperatorsPage operator={me} />)
    const own = (await screen.findByText('admin')).closest('tr')!
    expect(within(own).getByText('启用')).toBeTruthy()
    expect(within(own).queryByRole('button', { name: /停用/ })).toBeNull()
    expect(within(own).getByRole('button', { name: '编辑 admin' })).toBeTruthy()
    expect(within(own).getByRole('button', { name: '重置密码 admin' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '停用 kefu01' })).toBeTruthy()
    expect(within(screen.getByText('old').closest('tr')!).getByText('停用')).toBeTruthy()
    expect(screen.getByRole('button', { name: '启用 old' })).toBeTruthy()
  })

  it('refuses a weak initial password under the field and sends nothing', async () => {
    const { calls } = stubFetch(routes())
    const dialog = await openCreate()
    fill(dialog, { 账号: 'zhangsan', 姓名: '张三', 初始密码: 'abc12345', 角色: '3' })
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))

    const password = within(dialog).getByLabelText('初始密码')
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'))
    const message = describedBy(password)!
    expect(message.textContent).toBe(OPERATOR_PASSWORD_RULE)
    expect(message.className).toContain('dz-field__error')
    expect(document.activeElement).toBe(password)
    expect(within(dialog).getByLabelText('账号').getAttribute('aria-invalid')).toBeNull()
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  it('checks 账号 and 姓名 as the server does', async () => {
    const { calls } = stubFetch(routes())
    const dialog = await openCreate()
    fill(dialog, { 账号: 'a b', 姓名: '  ', 初始密码: 'Secret2026x' })
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await within(dialog).findByText('账号须为3-50位字母、数字或 _ . @ -')
    expect(within(dialog).getByText('请输入姓名')).toBeTruthy()
    expect(within(dialog).getByText('请选择角色')).toBeTruthy()
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  it('posts a valid account, toasts 已新增账号 and reloads the list', async () => {
    const created = { ...operators[1], id: 9, username: 'zhangsan', name: '张三' }
    const { calls } = stubFetch({ ...routes(), 'POST /api/admin/operators': ok(created) })
    const dialog = await openCreate()
    fill(dialog, { 账号: ' zhangsan ', 姓名: '张三', 初始密码: 'Secret2026x', 角色: '3' })
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))

    await waitFor(() => expect(toasts()).toEqual(['success:已新增账号']))
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/admin/operators',
      body: { username: 'zhangsan', name: '张三', password: 'Secret2026x', role_id: 3 },
    })
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/admin/operators').length).toBe(3))
    expect(screen.queryByRole('dialog', { name: '新增账号' })).toBeNull()
  })

  it('shows the server’s refusal in the form, under the field it is about', async () => {
    stubFetch({
      ...routes(),
      'POST /api/admin/operators': fail(409, '该账号已存在', { code: 'OPERATOR_USERNAME_TAKEN' }),
    })
    const dialog = await openCreate()
    fill(dialog, { 账号: 'kefu01', 姓名: '张三', 初始密码: 'Secret2026x', 角色: '3' })
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    const username = within(dialog).getByLabelText('账号')
    await waitFor(() => expect(describedBy(username)?.textContent).toBe('该账号已存在'))
    expect(toasts()).toEqual([])
  })

  it('resets a password only when both entries match', async () => {
    const { calls } = stubFetch({ ...routes(), 'POST /api/admin/operators/2/password': ok(operators[1]) })
    renderAt('/settings/operators', <OperatorsPage operator={me} />)
    fireEvent.click(await screen.findByRole('button', { name: '重置密码 kefu01' }))
    const dialog = await screen.findByRole('dialog', { name: '重置密码 kefu01' })
    fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: 'Secret2026x' } })
    fireEvent.change(within(dialog).getByLabelText('确认密码'), { target: { value: 'Secret2026y' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await within(dialog).findByText('两次输入的密码不一致')
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])

    fireEvent.change(within(dialog).getByLabelText('确认密码'), { target: { value: 'Secret2026x' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(toasts()).toEqual(['success:已重置密码']))
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ password: 'Secret2026x' })
  })

  it('keeps one’s own role unchangeable in 编辑 and saves the name', async () => {
    const { calls } = stubFetch({ ...routes(), 'PATCH /api/admin/operators/1': ok(operators[0]) })
    renderAt('/settings/operators', <OperatorsPage operator={me} />)
    fireEvent.click(await screen.findByRole('button', { name: '编辑 admin' }))
    const dialog = await screen.findByRole('dialog', { name: '编辑账号 admin' })
    await within(dialog).findByRole('option', { name: '超级管理员' })
    expect((within(dialog).getByLabelText('角色') as HTMLSelectElement).disabled).toBe(true)
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '店长老张' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(toasts()).toEqual(['success:已保存']))
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: '店长老张' })
  })

  it('takes an optional 手机号: checks it as the server does, shows it in the list and sends a change', async () => {
    const { calls } = stubFetch({ ...routes(), 'PATCH /api/admin/operators/2': ok(operators[1]) })
    renderAt('/settings/operators', <OperatorsPage operator={me} />)
    expect(await screen.findByRole('cell', { name: '13800000001' })).toBeTruthy()
    expect(screen.getAllByRole('cell', { name: '未绑定' })).toHaveLength(2)

    fireEvent.click(await screen.findByRole('button', { name: '编辑 kefu01' }))
    const dialog = await screen.findByRole('dialog', { name: '编辑账号 kefu01' })
    const mobile = within(dialog).getByLabelText('手机号')
    fireEvent.change(mobile, { target: { value: '1380000' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(describedBy(mobile)?.textContent).toBe('请输入正确的手机号'))
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([])

    fireEvent.change(mobile, { target: { value: '13800000002' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(toasts()).toEqual(['success:已保存']))
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: '小李', mobile: '13800000002' })
  })

  it('asks before 停用 and sends nothing when the operator declines', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    const { calls } = stubFetch({
      ...routes(),
      'PATCH /api/admin/operators/2': ok({ ...operators[1], status: 'disabled' }),
    })
    renderAt('/settings/operators', <OperatorsPage operator={me} />)
    fireEvent.click(await screen.findByRole('button', { name: '停用 kefu01' }))
    expect(confirm).toHaveBeenCalledWith(DISABLE_CONFIRM)
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([])

    fireEvent.click(screen.getByRole('button', { name: '停用 kefu01' }))
    await waitFor(() => expect(toasts()).toEqual(['success:已停用']))
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'disabled' })
  })
})

describe('角色权限', () => {
  const routes = () => ({ 'GET /api/admin/roles': ok(roles) })

  it('lists each role’s areas and offers only the actions that apply', async () => {
    stubFetch(routes())
    renderAt('/settings/roles', <RolesPage />)
    const support = (await screen.findByText('客服')).closest('tr')!
    expect(within(support).getByText('订单、售后')).toBeTruthy()
    expect(within(support).getByRole('button', { name: '编辑 客服' })).toBeTruthy()
    expect(within(support).getByRole('button', { name: '删除 客服' })).toBeTruthy()
    const ops = screen.getByText('运营').closest('tr')!
    expect(within(ops).getByRole('button', { name: '编辑 运营' })).toBeTruthy()
    expect(within(ops).queryByRole('button', { name: /删除/ })).toBeNull()
    const superAdmin = screen.getByText('超级管理员').closest('tr')!
    expect(within(superAdmin).queryByRole('button')).toBeNull()
  })

  it('asks for at least one area and sends nothing without one', async () => {
    const { calls } = stubFetch(routes())
    renderAt('/settings/roles', <RolesPage />)
    fireEvent.click(await screen.findByRole('button', { name: '新增角色' }))
    const dialog = await screen.findByRole('dialog', { name: '新增角色' })
    fireEvent.change(within(dialog).getByLabelText('角色名称'), { target: { value: '财务' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await within(dialog).findByText('请至少选择一项权限')
    expect(within(dialog).getByRole('group', { name: '权限' })).toBeTruthy()
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  it('creates a role with the checked areas in the console’s order', async () => {
    const { calls } = stubFetch({ ...routes(), 'POST /api/admin/roles': ok({ ...roles[2], id: 7, name: '财务' }) })
    renderAt('/settings/roles', <RolesPage />)
    fireEvent.click(await screen.findByRole('button', { name: '新增角色' }))
    const dialog = await screen.findByRole('dialog', { name: '新增角色' })
    fireEvent.change(within(dialog).getByLabelText('角色名称'), { target: { value: '财务' } })
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '售后' }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '订单' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(toasts()).toEqual(['success:已新增角色']))
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: '财务',
      description: '',
      areas: ['orders', 'aftersales'],
    })
  })

  it('shows the server’s refusal to remove a role still in use', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true)
    stubFetch({
      ...routes(),
      'DELETE /api/admin/roles/3': fail(409, '该角色下还有1个账号，请先为他们更换角色', { code: 'ROLE_IN_USE' }),
    })
    renderAt('/settings/roles', <RolesPage />)
    fireEvent.click(await screen.findByRole('button', { name: '删除 客服' }))
    await waitFor(() => expect(toasts()).toEqual(['error:该角色下还有1个账号，请先为他们更换角色']))
  })
})

describe('操作日志', () => {
  const entry: AuditEntryView = {
    id: 1,
    operator_id: 1,
    operator_name: '店长',
    area: 'settings',
    action: '修改账号',
    target: 'kefu01',
    summary: '',
    changes: [
      { field: '状态', before: '启用', after: '停用' },
      { field: '权限', before: ['订单'], after: null },
    ],
    created_at: 1_760_000_000,
  }

  it('shows each change as “字段：before → after” and sends the address’s filters', async () => {
    const queries: URLSearchParams[] = []
    stubFetch({
      'GET /api/admin/audit-log': ({ url }) => {
        queries.push(url.searchParams)
        return ok({ list: [entry], total_count: 1 })
      },
    })
    renderAt('/settings/audit-log', <AuditLogPage />, '/settings/audit-log?area=settings&keywords=kefu01')
    expect(await screen.findByText('状态：启用 → 停用')).toBeTruthy()
    expect(screen.getByText('权限：订单 → —')).toBeTruthy()
    const row = screen.getByText('修改账号').closest('tr')!
    expect(within(row).getByText('设置')).toBeTruthy()
    expect(queries[0].get('area')).toBe('settings')
    expect(queries[0].get('keywords')).toBe('kefu01')
    expect((screen.getByLabelText('模块') as HTMLSelectElement).value).toBe('settings')
  })

  it('puts the chosen filters in the address and the query', async () => {
    const queries: URLSearchParams[] = []
    stubFetch({
      'GET /api/admin/audit-log': ({ url }) => {
        queries.push(url.searchParams)
        return ok({ list: [], total_count: 0 })
      },
    })
    const router = renderAt('/settings/audit-log', <AuditLogPage />)
    await screen.findByText('没有符合条件的操作记录')
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ' 停用 ' } })
    fireEvent.change(screen.getByLabelText('模块'), { target: { value: 'orders' } })
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-01' } })
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-28' } })
    fireEvent.click(screen.getByRole('button', { name: '查询' }))

    await waitFor(() => expect(queries.length).toBe(2))
    const sent = queries[1]
    expect(sent.get('keywords')).toBe('停用')
    expect(sent.get('area')).toBe('orders')
    expect(sent.get('from')).toBe(String(dayStart('2026-11-01')))
    expect(sent.get('to')).toBe(String(dayEnd('2026-11-28')))
    const address = new URLSearchParams(router.state.location.search)
    expect(Object.fromEntries(address)).toEqual({
      keywords: '停用',
      area: 'orders',
      from: '2026-11-01',
      to: '2026-11-28',
    })

    fireEvent.click(screen.getByRole('button', { name: '重置' }))
    await waitFor(() => expect(queries.length).toBe(3))
    expect(queries[2].toString()).toBe('page=1&pageSize=20')
  })
})
