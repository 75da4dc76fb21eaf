import type { Browser, Page } from 'playwright-core'
import { ShopperPage } from './browser.ts'

/** The operator console at /admin, signed in through its form as `username`. */
export async function consoleAs(browser: Browser, username: string, password: string): Promise<ShopperPage> {
  const operator = await ShopperPage.open(browser)
  await operator.goto('/admin/')
  const form = operator.page.getByRole('form', { name: '运营后台 · 登录' })
  await form.getByRole('textbox', { name: '账号' }).fill(username)
  await form.getByLabel('密码').fill(password)
  await form.getByRole('button', { name: '登录' }).click()
  await operator.page.getByRole('navigation', { name: '后台导航' }).waitFor()
  return operator
}

/** The toast saying `text` (a status, or an alert for errors). */
export const toastSaying = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first()

/** Problems of a console page, less the one 401 of asking who is signed in before the sign-in form. */
export const consoleProblems = (operator: ShopperPage) =>
  operator.problems.filter((problem) => !problem.includes('401 (Unauthorized)'))
