import { useId, useRef, useState, type FormEvent } from 'react'
import { toast } from '../../runtime/components/toast/toast.ts'
import { passwordProblem } from '../../schemas/form-rules.ts'
import type { MerchantAccountView } from '../../schemas/api/admin/merchants.ts'
import { Drawer } from '../kit/Drawer.tsx'
import { FormError, FormField } from '../kit/FormField.tsx'
import { refusal, type Errors } from '../settings/forms.ts'
import { merchantsApi } from './api.ts'

const PASSWORD_MESSAGES = {
  required: '请输入新密码',
  shape: '密码须为8-20位，同时包含字母和数字',
  characters: '密码只能使用字母和数字',
} as const

const FIELDS = {
  INVALID_PASSWORD: 'password',
  PASSWORD_CHARACTERS: 'password',
  PASSWORD_REQUIRED: 'password',
} as const

/**
 * 重置密码 of a merchant account: a generated password (shown here once, only its hash is kept)
 * or one the operator types. Either way the merchant's open sessions end.
 */
export function PasswordDrawer({ account, onClose }: { account: MerchantAccountView | null; onClose: () => void }) {
  const [mode, setMode] = useState<'generate' | 'typed'>('generate')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Errors<'password'>>({})
  const [busy, setBusy] = useState(false)
  const [shown, setShown] = useState<string | null>(null)
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const name = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!account || busy) return
    if (mode === 'typed') {
      const problem = passwordProblem(password)
      if (problem) {
        setErrors({ password: PASSWORD_MESSAGES[problem] })
        formRef.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus()
        return
      }
    }
    setBusy(true)
    try {
      const result = await merchantsApi.resetPassword(account.id, mode === 'typed' ? password : '')
      toast.success(`已重置「${account.username}」的密码`)
      if (result.generated_password) setShown(result.generated_password)
      else onClose()
    } catch (failure) {
      const refused = refusal<'password'>(failure, FIELDS)
      if (refused) setErrors(refused)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Drawer
      title={account ? `重置密码 ${account.username}` : '重置密码'}
      open={account !== null}
      onClose={onClose}
      footer={
        shown ? (
          <button type="button" className="dz-btn dz-btn--primary" onClick={onClose}>
            我已记下
          </button>
        ) : (
          <>
            <button type="button" className="dz-btn" onClick={onClose}>
              取消
            </button>
            <button type="submit" form={formId} className="dz-btn dz-btn--primary" disabled={busy}>
              {busy ? '重置中…' : '重置密码'}
            </button>
          </>
        )
      }
    >
      {shown ? (
        <div className="mc-password" role="status">
          <p>新密码只显示这一次，请复制后转告商户：</p>
          <p className="mc-password__value">
            <code>{shown}</code>
            <button
              type="button"
              className="dz-btn"
              onClick={() => void navigator.clipboard?.writeText(shown).then(() => toast.success('已复制'))}
            >
              复制
            </button>
          </p>
          <p className="dz-muted">商户已登录的会话已失效，需用新密码重新登录。</p>
        </div>
      ) : (
        <form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
          <FormError message={errors.form} />
          <fieldset className="mc-choice">
            <legend className="dz-field__label">新密码</legend>
            <label>
              <input
                type="radio"
                name={name}
                checked={mode === 'generate'}
                onChange={() => {
                  setMode('generate')
                  setErrors({})
                }}
              />{' '}
              自动生成随机密码（只显示一次）
            </label>
            <label>
              <input type="radio" name={name} checked={mode === 'typed'} onChange={() => setMode('typed')} /> 手动设置
            </label>
          </fieldset>
          {mode === 'typed' && (
            <FormField
              label="设置新密码"
              type="password"
              autoComplete="new-password"
              value={password}
              maxLength={20}
              onChange={(value) => {
                setPassword(value)
                setErrors({})
              }}
              error={errors.password}
              help="8-20位，同时包含字母和数字"
            />
          )}
          <p className="dz-muted">重置后商户已登录的会话立即失效。</p>
        </form>
      )}
    </Drawer>
  )
}
