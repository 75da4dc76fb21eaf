import { useState, type FormEvent } from 'react'
import { Logo } from '../../designer/shell/Logo.tsx'
import { OPERATOR_PASSWORD_RULE, strongOperatorPassword } from '../../schemas/api/admin/operator-password.ts'
import { isMobile } from '../../schemas/form-rules.ts'
import { adminApi } from '../api.ts'
import { FormField } from '../kit/FormField.tsx'
import { signedInAs } from './access.ts'
import '../../designer/shell/access/access.css'

type Fields = 'shop_name' | 'username' | 'name' | 'mobile' | 'password' | 'confirm'
type Errors = Partial<Record<Fields, string>>

function check(values: Record<Fields, string>): Errors {
  const errors: Errors = {}
  if (!values.shop_name.trim()) errors.shop_name = '请输入商城名称'
  if (!/^[A-Za-z0-9_.@-]{3,50}$/.test(values.username.trim())) errors.username = '账号须为3-50位字母、数字或 _ . @ -'
  const mobile = values.mobile.trim()
  if (mobile && !isMobile(mobile)) errors.mobile = '请输入正确的手机号'
  if (!strongOperatorPassword(values.password)) errors.password = OPERATOR_PASSWORD_RULE
  if (values.confirm !== values.password) errors.confirm = '两次输入的密码不一致'
  return errors
}

/** 初始化: the first visit of a shop without operators names the shop and creates its 超级管理员. */
export function SetupPage() {
  const [values, setValues] = useState<Record<Fields, string>>({
    shop_name: '',
    username: '',
    name: '',
    mobile: '',
    password: '',
    confirm: '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)
  const field = (name: Fields) => ({
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = check(values)
    setErrors(found)
    if (Object.keys(found).length > 0 || busy) return
    setBusy(true)
    setFailure('')
    try {
      const session = await adminApi.setUp({
        shop_name: values.shop_name.trim(),
        username: values.username.trim(),
        name: values.name.trim(),
        mobile: values.mobile.trim(),
        password: values.password,
      })
      signedInAs(session.operator)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '初始化失败，请重试')
      setBusy(false)
    }
  }

  return (
    <main className="dz-access">
      <form className="dz-access__card ac-setup" onSubmit={submit} noValidate aria-labelledby="ac-setup-title">
        <div className="dz-access__brand">
          <Logo />
        </div>
        <h1 id="ac-setup-title" className="dz-access__title">
          初始化商城
        </h1>
        <p className="dz-access__lead">商城还没有运营账号。填写商城名称并创建第一个超级管理员，完成后此页面将关闭。</p>
        <FormField label="商城名称" maxLength={30} {...field('shop_name')} />
        <FormField label="管理员账号" autoComplete="username" maxLength={50} {...field('username')} />
        <FormField label="姓名（选填）" maxLength={50} {...field('name')} />
        <FormField
          label="手机号（选填）"
          type="tel"
          maxLength={11}
          help="账号近期登录失败过多时，在新网络登录需输入发到此手机的短信验证码"
          {...field('mobile')}
        />
        <FormField
          label="密码"
          type="password"
          autoComplete="new-password"
          maxLength={64}
          help={OPERATOR_PASSWORD_RULE}
          {...field('password')}
        />
        <FormField label="确认密码" type="password" autoComplete="new-password" maxLength={64} {...field('confirm')} />
        {failure && (
          <p className="dz-access__error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="dz-btn dz-btn--primary dz-btn--block" disabled={busy}>
          {busy ? '正在初始化…' : '完成初始化'}
        </button>
      </form>
    </main>
  )
}
