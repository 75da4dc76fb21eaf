import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { journeyBrowser } from './browser.ts'
import { STAFF, apiCall, demoToken, signIn, signedInShopper } from './api.ts'

const TEMPORARY_PASSWORD = 'journey2024'

const browser = journeyBrowser()
let token: string
/** The password journey runs as the staff member: changing the demo member's would end the session the other journeys share. */
let staffToken: string
/** Set while the staff member's password is not staff1234, so a failed journey still puts it back. */
let passwordChanged = false

const call = <T>(method: string, path: string, body?: unknown) => apiCall<T>(token, method, path, body)
const loggedInShopper = () => signedInShopper(browser(), token)

interface MemberAddress {
  address_id: number
  addr: string
  is_def: 0 | 1
}

/** The saved addresses as the server lists them (the default first). */
async function savedAddresses(): Promise<{ id: number; addr: string; default: boolean }[]> {
  const page = await call<{ list: MemberAddress[] }>('GET', 'member/addresslist?page_size=20')
  return page.list.map((address) => ({ id: address.address_id, addr: address.addr, default: address.is_def === 1 }))
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const toastText = (page: Page, text: string) => page.locator('.mf-toaster').getByText(text, { exact: true })
const passwordInput = (page: Page, label: string) => page.getByLabel(new RegExp(`^\\*?${label}$`))

async function changePassword(page: Page, current: string, next: string) {
  await passwordInput(page, '当前密码').fill(current)
  await passwordInput(page, '新密码').fill(next)
  await passwordInput(page, '确认新密码').fill(next)
  await page.getByRole('button', { name: '确认修改' }).click()
}

beforeAll(async () => {
  token = demoToken()
  staffToken = await signIn(STAFF.mobile, STAFF.password)
})
afterAll(async () => {
  // This session survives its own password changes, so it can always put staff1234 back.
  if (passwordChanged) {
    await apiCall(staffToken, 'POST', 'member/password', {
      old_password: TEMPORARY_PASSWORD,
      new_password: STAFF.password,
      password_confirm: STAFF.password,
    })
  }
})

describe('the member’s account settings', () => {
  it('adds an address with the region boxes, makes it the default, edits and deletes it', async () => {
    const before = await savedAddresses()
    const originalDefault = before.find((address) => address.default)!
    const shopper = await loggedInShopper()
    const { page } = shopper
    await shopper.goto('/member/address-add')
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/member/address?add=1')
    expect(await page.title()).toMatch(/^收货地址/)
    await expect(page.getByText(`已保存${before.length}个地址，最多可保存20个`).isVisible()).resolves.toBe(true)

    const dialog = page.getByRole('dialog', { name: '新增收货地址' })
    await dialog.waitFor()
    await dialog.getByRole('textbox', { name: /收货人/ }).fill('旅程测试')
    await dialog.getByRole('textbox', { name: /手机号码/ }).fill('13712345678')
    await dialog.getByRole('combobox', { name: '省份' }).selectOption({ label: '河北省' })
    await dialog.getByRole('combobox', { name: '城市' }).selectOption({ label: '石家庄市' })
    const county = dialog.getByRole('combobox', { name: '区县' })
    await county.selectOption({ index: 1 })
    const countyName = (await county.locator('option:checked').textContent())!.trim()
    await dialog.getByRole('textbox', { name: /详细地址/ }).fill('中山西路 100 号 2 单元')
    await shopper.screenshot('member-address-form')
    await dialog.getByRole('button', { name: '保存收货地址' }).click()

    const card = page.getByRole('article', { name: /旅程测试/ })
    await card.waitFor()
    await expect(card.textContent()).resolves.toContain(`河北省 石家庄市 ${countyName}`)
    await expect(card.textContent()).resolves.toContain('137****5678')
    expect(new URL(page.url()).search).toBe('')

    await card.getByRole('button', { name: /^设为默认/ }).click()
    await toastText(page, '已设为默认地址').waitFor()
    const firstCard = () => page.getByRole('article').first().getAttribute('aria-label')
    await expect.poll(firstCard).toMatch(/旅程测试/)
    await card.getByText('默认', { exact: true }).waitFor()

    await card.getByRole('button', { name: /^编辑/ }).click()
    const editor = page.getByRole('dialog', { name: '编辑收货地址' })
    await editor.waitFor()
    await expect(editor.getByRole('textbox', { name: /收货人/ }).inputValue()).resolves.toBe('旅程测试')
    await editor.getByRole('textbox', { name: /详细地址/ }).fill('中山西路 200 号 5 单元')
    await editor.getByRole('button', { name: '保存收货地址' }).click()
    await page.getByRole('article', { name: /中山西路 200 号 5 单元/ }).waitFor()
    await shopper.screenshot('member-address-list')

    // The seeded default gets its place back before the new address goes.
    await page
      .getByRole('article', { name: new RegExp(escapeRegExp(originalDefault.addr)) })
      .getByRole('button', { name: /^设为默认/ })
      .click()
    await expect.poll(firstCard).toContain(originalDefault.addr)

    await page
      .getByRole('article', { name: /旅程测试/ })
      .getByRole('button', { name: /^删除/ })
      .click()
    const confirm = page.getByRole('dialog', { name: '删除收货地址' })
    await confirm.getByRole('button', { name: '确定' }).click()
    await toastText(page, '删除成功！').waitFor()
    await page.getByRole('article', { name: /旅程测试/ }).waitFor({ state: 'detached' })
    await expect(page.getByText(`已保存${before.length}个地址，最多可保存20个`).isVisible()).resolves.toBe(true)

    const after = await savedAddresses()
    expect(after).toEqual(before)
    expect(after.find((address) => address.default)).toEqual(originalDefault)
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('saves a new nickname that is still there after a reload, then restores it', async () => {
    const shopper = await loggedInShopper()
    const { page } = shopper
    await shopper.goto('/auth/profile')
    expect(new URL(page.url()).pathname).toBe('/member/profile')
    expect(await page.title()).toMatch(/^个人信息/)
    const nickname = page.getByRole('textbox', { name: /昵称/ })
    const original = await nickname.inputValue()
    expect(original).not.toBe('')

    await nickname.fill('旅程昵称')
    await page.getByRole('button', { name: '保存', exact: true }).click()
    await toastText(page, '保存成功').waitFor()
    await shopper.screenshot('member-profile-saved')
    await shopper.goto('/member/profile')
    await expect(page.getByRole('textbox', { name: /昵称/ }).inputValue()).resolves.toBe('旅程昵称')
    await expect(page.locator('.mf-profile__name').textContent()).resolves.toBe('旅程昵称')

    await page.getByRole('textbox', { name: /昵称/ }).fill(original)
    await page.getByRole('button', { name: '保存', exact: true }).click()
    await toastText(page, '保存成功').waitFor()
    const profile = await call<{ memberInfo: { nickname: string } }>('GET', 'member')
    expect(profile.memberInfo.nickname).toBe(original)
    expect(shopper.problems).toEqual([])
    await shopper.close()
  })

  it('refuses a wrong current password, then changes the password and back while staying signed in', async () => {
    const shopper = await signedInShopper(browser(), staffToken)
    const { page } = shopper
    await shopper.goto('/member/change-password')
    expect(await page.title()).toMatch(/^更改密码/)

    await changePassword(page, 'wrong1234', TEMPORARY_PASSWORD)
    await page.getByRole('alert').filter({ hasText: '原密码错误' }).waitFor()
    await expect(passwordInput(page, '当前密码').getAttribute('aria-invalid')).resolves.toBe('true')
    await shopper.screenshot('member-password-wrong')

    await changePassword(page, STAFF.password, TEMPORARY_PASSWORD)
    passwordChanged = true
    await toastText(page, '密码修改成功').waitFor()
    await expect(passwordInput(page, '当前密码').inputValue()).resolves.toBe('')
    expect(new URL(page.url()).pathname).toBe('/member/change-password')

    // The server keeps this session signed in: the second change needs no new login.
    await changePassword(page, TEMPORARY_PASSWORD, STAFF.password)
    await page.locator('.mf-toaster').getByText('密码修改成功').nth(1).waitFor()
    passwordChanged = false
    expect(new URL(page.url()).pathname).toBe('/member/change-password')
    // The browser logs the refused first attempt's 400; nothing else may go wrong.
    expect(shopper.problems.filter((problem) => !problem.includes('status of 400'))).toEqual([])
    await shopper.close()
  })
})
