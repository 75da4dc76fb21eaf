import { useFormFields, type FieldRules } from '../../components/form/use-form-fields.ts'
import { serverProblem } from './server-errors.ts'
import { captchaError, confirmPasswordError, mobileError, newPasswordError, smsCodeError } from './form-rules.ts'

/** A sign-up form's fields: 手机号, 图片验证码, 短信验证码, 设置密码, 确认密码. */
export type SignUpField = 'mobile' | 'captcha' | 'vcode' | 'password' | 'confirm'

/** The captcha is answered when the code is requested, so submitting does not check it again. */
export const SIGN_UP_SUBMITTED: readonly SignUpField[] = ['mobile', 'vcode', 'password', 'confirm']

const rules: FieldRules<SignUpField> = {
  mobile: (values) => mobileError(values.mobile),
  captcha: (values) => captchaError(values.captcha),
  vcode: (values) => smsCodeError(values.vcode),
  password: (values) => newPasswordError(values.password),
  confirm: (values) => confirmPasswordError(values.password, values.confirm),
}

/** The fields of a member's or a merchant's sign-up form, empty, with their rules. */
export function useSignUpFields() {
  return useFormFields<SignUpField>({ mobile: '', captcha: '', vcode: '', password: '', confirm: '' }, rules, [
    'mobile',
    'captcha',
    'vcode',
  ])
}

/**
 * Shows why the server refused a sign-up: beside the field it is about, focused (该手机号已注册), or at the top
 * of the form, as is a captcha's problem (the captcha was answered with the code request).
 */
export function showSignUpProblem(
  error: unknown,
  form: ReturnType<typeof useSignUpFields>,
  focus: (name: SignUpField) => void,
  setProblem: (message: string) => void,
) {
  const found = serverProblem(error)
  if (found.target === 'form' || found.target === 'captcha') setProblem(found.message)
  else {
    form.setError(found.target, found.message)
    focus(found.target)
  }
}
