import { useState } from 'react'
import { sendSmsCode, type SmsCodeType } from '../../api/auth.ts'
import { getApi } from '../../api/index.ts'
import { maskMobile } from '../../lib/validators.ts'
import { serverProblem } from './server-errors.ts'
import type { Captcha } from './use-captcha.ts'
import type { FormFields } from '../../components/form/use-form-fields.ts'

export interface SmsCodeOptions<F extends string> {
  type: SmsCodeType
  /** The form holding the `mobile` and `vcode` fields. */
  form: FormFields<F | 'mobile' | 'vcode'>
  /** The image captcha the request must answer, and the field its answer is typed in, when this kind of code needs one. */
  captcha?: { captcha: Captcha; field: F }
  /** Moves focus to a field that needs fixing. */
  focus: (name: string) => void
  /** Shows (or clears) a message at the top of the form. */
  setProblem: (message: string | null) => void
}

/**
 * Requests an SMS code for the form's mobile. The mobile (and the captcha answer, when one is
 * needed) is checked first; the captcha is redrawn after every request, since the server uses an
 * answer up whether it was right or not.
 */
export function useSmsCode<F extends string>({
  type,
  form,
  captcha,
  focus,
  setProblem,
}: SmsCodeOptions<F>): { send: () => Promise<boolean>; notice: string } {
  const [notice, setNotice] = useState('')

  async function send(): Promise<boolean> {
    const invalid = form.validate(captcha ? ['mobile', captcha.field] : ['mobile'])
    if (invalid) {
      focus(invalid)
      return false
    }
    const mobile = form.values.mobile.trim()
    setProblem(null)
    setNotice('')
    try {
      const answer = captcha
        ? { token: captcha.captcha.image?.imageToken ?? '', yzm: form.values[captcha.field].trim() }
        : {}
      await sendSmsCode(getApi(), { mobile, type, ...answer }, { silent: true })
      setNotice(`验证码已发送至 ${maskMobile(mobile)}，5分钟内有效`)
      focus('vcode')
      return true
    } catch (error) {
      const problem = serverProblem(error)
      const field =
        problem.target === 'captcha'
          ? captcha?.field
          : problem.target === 'mobile' || problem.target === 'vcode'
            ? problem.target
            : undefined
      if (field) {
        form.setError(field, problem.message)
        focus(field)
      } else {
        setProblem(problem.message)
      }
      return false
    } finally {
      if (captcha) {
        form.change(captcha.field, '')
        captcha.captcha.refresh()
      }
    }
  }

  return { send, notice }
}
