/** The published passwords of the demo accounts (README); a live shop refuses them. */
export const DEMO_PASSWORDS: readonly string[] = ['admin1234', 'demo1234', 'staff1234', 'shop1234']

export const OPERATOR_PASSWORD_RULE = '密码须为10-64位，同时包含字母和数字，且不能使用演示密码'

/** An operator's password: 10–64 characters with letters and digits, never a demo password. */
export function strongOperatorPassword(password: string): boolean {
  return (
    password.length >= 10 &&
    password.length <= 64 &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password) &&
    !DEMO_PASSWORDS.includes(password)
  )
}
