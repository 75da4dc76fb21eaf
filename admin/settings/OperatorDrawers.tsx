import { useId, useRef, useState, type FormEvent } from 'react'
import { OPERATOR_PASSWORD_RULE, strongOperatorPassword } from '../../schemas/api/admin/operator-password.ts'
import type { OperatorView, RoleView } from '../../schemas/api/admin/operators.ts'
import { isMobile } from '../../schemas/form-rules.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { adminApi } from '../api.ts'
import { Drawer } from '../kit/Drawer.tsx'
import { FormError, FormField, SelectField } from '../kit/FormField.tsx'
import {
  CONFIRM_MESSAGE,
  hasErrors,
  NAME_MESSAGE,
  refusal,
  ROLE_MESSAGE,
  USERNAME_MESSAGE,
  USERNAME_PATTERN,
  useFocusFirst,
  useFocusInvalid,
  type Errors,
} from './forms.ts'

/** Which field each refusal of /api/admin/operators is about. */
const OPERATOR_FIELDS = {
  OPERATOR_USERNAME_INVALID: 'username',
  OPERATOR_USERNAME_TAKEN: 'username',
  OPERATOR_NAME_REQUIRED: 'name',
  OPERATOR_NAME_INVALID: 'name',
  OPERATOR_PASSWORD_WEAK: 'password',
  OPERATOR_SELF_ROLE: 'role',
  ROLE_NOT_FOUND: 'role',
  MOBILE_INVALID: 'mobile',
} as const

const EDIT_FIELDS = {
  OPERATOR_NAME_REQUIRED: 'name',
  OPERATOR_NAME_INVALID: 'name',
  MOBILE_INVALID: 'mobile',
  OPERATOR_SELF_ROLE: 'role',
  ROLE_NOT_FOUND: 'role',
} as const

/** 取消 and the submit button of a drawer's form (the form sits in the body, the buttons in the footer). */
function Footer({
  formId,
  busy,
  label,
  onClose,
}: {
  formId: string
  busy: boolean
  label: string
  onClose: () => void
}) {
  return (
    <>
      <button type="button" className="dz-btn" onClick={onClose}>
        取消
      </button>
      <button type="submit" form={formId} className="dz-btn dz-btn--primary" disabled={busy}>
        {busy ? '保存中…' : label}
      </button>
    </>
  )
}

function RoleOptions({ roles }: { roles: RoleView[] }) {
  return roles.map((role) => (
    <option key={role.id} value={role.id}>
      {role.name}
    </option>
  ))
}

const rolesHelp = (error?: string) => (error ? `角色列表加载失败：${error}` : undefined)

const MOBILE_MESSAGE = '请输入正确的手机号'
const MOBILE_HELP = '选填；账号近期登录失败过多时，在新网络登录需输入发到此手机的短信验证码'
/** 手机号 is optional: blank is fine, anything typed must be a mainland mobile. */
const mobileProblem = (mobile: string) => (!mobile || isMobile(mobile) ? undefined : MOBILE_MESSAGE)

function MobileField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <FormField
      label="手机号"
      type="tel"
      value={value}
      onChange={onChange}
      error={error}
      help={MOBILE_HELP}
      maxLength={11}
      autoComplete="off"
    />
  )
}

type CreateField = 'username' | 'name' | 'password' | 'role' | 'mobile'

/** 新增账号: 账号, 姓名, 初始密码, 角色 and the optional 手机号, checked as the server checks them. */
export function CreateOperatorDrawer({
  open,
  roles,
  rolesError,
  onClose,
  onDone,
}: {
  open: boolean
  roles: RoleView[]
  /** Why the roles could not be loaded, if they could not. */
  rolesError?: string
  onClose: () => void
  onDone: () => void
}) {
  const [form, setForm] = useState({ username: '', name: '', password: '', role: '', mobile: '' })
  const [errors, setErrors] = useState<Errors<CreateField>>({})
  const [busy, setBusy] = useState(false)
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)
  useFocusFirst(formRef, open)

  const change = (field: CreateField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const username = form.username.trim()
    const name = form.name.trim()
    const mobile = form.mobile.trim()
    const found: Errors<CreateField> = {
      username: USERNAME_PATTERN.test(username) ? undefined : USERNAME_MESSAGE,
      name: name ? undefined : NAME_MESSAGE,
      password: strongOperatorPassword(form.password) ? undefined : OPERATOR_PASSWORD_RULE,
      role: form.role ? undefined : ROLE_MESSAGE,
      mobile: mobileProblem(mobile),
    }
    setErrors(found)
    if (hasErrors(found)) return focusInvalid()
    setBusy(true)
    try {
      await adminApi.createOperator({
        username,
        name,
        password: form.password,
        role_id: Number(form.role),
        ...(mobile && { mobile }),
      })
      toast.success('已新增账号')
      onDone()
    } catch (failure) {
      const refused = refusal<CreateField>(failure, OPERATOR_FIELDS)
      if (refused) {
        setErrors(refused)
        focusInvalid()
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <Drawer
      title="新增账号"
      open={open}
      onClose={onClose}
      footer={<Footer formId={formId} busy={busy} label="确定" onClose={onClose} />}
    >
      <form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <FormError message={errors.form} />
        <FormField
          label="账号"
          value={form.username}
          onChange={change('username')}
          error={errors.username}
          help="登录用，3-50位字母、数字或 _ . @ -"
          maxLength={50}
          autoComplete="off"
        />
        <FormField label="姓名" value={form.name} onChange={change('name')} error={errors.name} maxLength={50} />
        <FormField
          label="初始密码"
          type="password"
          value={form.password}
          onChange={change('password')}
          error={errors.password}
          help={OPERATOR_PASSWORD_RULE}
          maxLength={64}
          autoComplete="new-password"
        />
        <SelectField
          label="角色"
          value={form.role}
          onChange={change('role')}
          error={errors.role}
          help={rolesHelp(rolesError)}
        >
          <option value="">请选择</option>
          <RoleOptions roles={roles} />
        </SelectField>
        <MobileField value={form.mobile} onChange={change('mobile')} error={errors.mobile} />
      </form>
    </Drawer>
  )
}

type EditField = 'name' | 'role' | 'mobile'

/** 编辑: 姓名, 角色 and 手机号; one's own role stays as it is (the server refuses it too). */
export function EditOperatorDrawer({
  target,
  self,
  roles,
  rolesError,
  onClose,
  onDone,
}: {
  target: OperatorView | null
  self: boolean
  roles: RoleView[]
  /** Why the roles could not be loaded, if they could not. */
  rolesError?: string
  onClose: () => void
  onDone: () => void
}) {
  const [form, setForm] = useState({
    name: target?.name ?? '',
    role: String(target?.role_id ?? ''),
    mobile: target?.mobile ?? '',
  })
  const [errors, setErrors] = useState<Errors<EditField>>({})
  const [busy, setBusy] = useState(false)
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)
  useFocusFirst(formRef, target !== null)

  const change = (field: EditField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!target || busy) return
    const name = form.name.trim()
    const mobile = form.mobile.trim()
    const found: Errors<EditField> = {
      name: name ? undefined : NAME_MESSAGE,
      role: self || form.role ? undefined : ROLE_MESSAGE,
      mobile: mobileProblem(mobile),
    }
    setErrors(found)
    if (hasErrors(found)) return focusInvalid()
    setBusy(true)
    try {
      const roleId = Number(form.role)
      await adminApi.updateOperator(target.id, {
        name,
        ...(mobile !== target.mobile && { mobile }),
        ...(!self && roleId !== target.role_id && { role_id: roleId }),
      })
      toast.success('已保存')
      onDone()
    } catch (failure) {
      const refused = refusal<EditField>(failure, EDIT_FIELDS)
      if (refused) {
        setErrors(refused)
        focusInvalid()
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <Drawer
      title={`编辑账号 ${target?.username ?? ''}`}
      open={target !== null}
      onClose={onClose}
      footer={<Footer formId={formId} busy={busy} label="保存" onClose={onClose} />}
    >
      <form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <FormError message={errors.form} />
        <FormField label="姓名" value={form.name} onChange={change('name')} error={errors.name} maxLength={50} />
        <SelectField
          label="角色"
          value={form.role}
          onChange={change('role')}
          error={errors.role}
          disabled={self}
          help={self ? '不能修改自己的角色' : rolesHelp(rolesError)}
        >
          {!form.role && <option value="">请选择</option>}
          <RoleOptions roles={roles} />
        </SelectField>
        <MobileField value={form.mobile} onChange={change('mobile')} error={errors.mobile} />
      </form>
    </Drawer>
  )
}

type PasswordField = 'password' | 'confirm'

/** 重置密码: a new password typed twice; the account is signed out everywhere. */
export function ResetPasswordDrawer({
  target,
  self,
  onClose,
  onDone,
}: {
  target: OperatorView | null
  self: boolean
  onClose: () => void
  onDone: () => void
}) {
  const [form, setForm] = useState({ password: '', confirm: '' })
  const [errors, setErrors] = useState<Errors<PasswordField>>({})
  const [busy, setBusy] = useState(false)
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)
  useFocusFirst(formRef, target !== null)

  const change = (field: PasswordField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!target || busy) return
    const found: Errors<PasswordField> = {
      password: strongOperatorPassword(form.password) ? undefined : OPERATOR_PASSWORD_RULE,
      confirm: form.confirm === form.password ? undefined : CONFIRM_MESSAGE,
    }
    setErrors(found)
    if (hasErrors(found)) return focusInvalid()
    setBusy(true)
    try {
      await adminApi.resetPassword(target.id, form.password)
      toast.success('已重置密码')
      onDone()
    } catch (failure) {
      const refused = refusal<PasswordField>(failure, { OPERATOR_PASSWORD_WEAK: 'password' })
      if (refused) {
        setErrors(refused)
        focusInvalid()
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <Drawer
      title={`重置密码 ${target?.username ?? ''}`}
      open={target !== null}
      onClose={onClose}
      footer={<Footer formId={formId} busy={busy} label="确定" onClose={onClose} />}
    >
      <form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
        <p className="dz-muted st-note">
          {self ? '重置后您将退出登录，需用新密码重新登录。' : '重置后该账号将立即退出登录，需用新密码重新登录。'}
        </p>
        <FormError message={errors.form} />
        <FormField
          label="新密码"
          type="password"
          value={form.password}
          onChange={change('password')}
          error={errors.password}
          help={OPERATOR_PASSWORD_RULE}
          maxLength={64}
          autoComplete="new-password"
        />
        <FormField
          label="确认密码"
          type="password"
          value={form.confirm}
          onChange={change('confirm')}
          error={errors.confirm}
          maxLength={64}
          autoComplete="new-password"
        />
      </form>
    </Drawer>
  )
}
