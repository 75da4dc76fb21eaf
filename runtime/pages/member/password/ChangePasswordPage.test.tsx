// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { toastStore } from '../../../components/toast/toast.ts'
import { UserStoreProvider, createUserStore } from '../../../stores/user.ts'
import ChangePasswordPage from './ChangePasswordPage.tsx'
import { json, stubShopperApi } from '../../../api/test-fetch.ts'

let answer: () => Response
const calls = stubShopperApi(() => answer())
afterEach(() => {
  toastStore.setState({ toasts: [] })
})

async function renderPage() {
  const store = createUserStore({ signedIn: true, sessionId: 's' })
  const router = createMemoryRouter(
    [
      {
        path: '/member/change-password',
        loader: () => null,
        Component: ChangePasswordPage,
        HydrateFallback: () => null,
      },
    ],
    {
      initialEntries: ['/member/change-password'],
    },
  )
  render(
    <UserStoreProvider store={store}>
      <RouterProvider router={router} />
    </UserStoreProvider>,
  )
  await screen.findByRole('heading', { name: '修改密码' })
  return { store, router }
}

/** The label reads "*当前密码": the asterisk marks a required field. */
const field = (name: string) => screen.getByLabelText(new RegExp(`^\\*?${name}$`)) as HTMLInputElement
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent)

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(field('当前密码'), { target: { value: current } })
  fireEvent.change(field('新密码'), { target: { value: next } })
  fireEvent.change(field('确认新密码'), { target: { value: confirm } })
}

describe('the 修改密码 page', () => {
  it('names every missing field on 确认修改 and focuses the first', async () => {
    await renderPage()
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }))
    expect(alerts()).toEqual(['请输入当前密码', '请输入密码', '请再次输入新密码'])
    expect(document.activeElement).toBe(field('当前密码'))
    expect(calls).toHaveLength(0)
  })

  it('checks each field on blur with the spec’s messages', async () => {
    await renderPage()
    const next = field('新密码')
    fireEvent.change(next, { target: { value: 'abc123' } })
    fireEvent.blur(next)
    expect(alerts()).toEqual(['8-20位密码，必须为数字和字母混合'])
    expect(next.getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(next, { target: { value: 'abcd_1234' } })
    expect(alerts()).toEqual(['密码不能包括特殊字符'])
    fireEvent.change(next, { target: { value: 'abcd1234' } })
    expect(alerts()).toEqual([])

    const confirm = field('确认新密码')
    fireEvent.change(confirm, { target: { value: 'abcd12345' } })
    fireEvent.blur(confirm)
    expect(alerts()).toEqual(['输入的密码不一致'])
    // The confirmation follows the new password as it changes.
    fireEvent.change(next, { target: { value: 'abcd12345' } })
    expect(alerts()).toEqual([])
  })

  it('changes the password, says 密码修改成功, empties the form and stays signed in', async () => {
    answer = () => json({ data: { status: true } })
    const { store, router } = await renderPage()
    fill('demo1234', 'newpass99', 'newpass99')
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }))
    await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['密码修改成功']))
    expect(calls).toHaveLength(1)
    expect(calls[0]!.method).toBe('POST')
    expect(calls[0]!.path).toBe('member/password')
    expect(Object.fromEntries(calls[0]!.fields)).toMatchObject({
      old_password: 'demo1234',
      new_password: 'newpass99',
      password_confirm: 'newpass99',
    })
    expect([field('当前密码').value, field('新密码').value, field('确认新密码').value]).toEqual(['', '', ''])
    expect(store.getState().signedIn).toBe(true)
    expect(router.state.location.pathname).toBe('/member/change-password')
  })

  it('puts the server’s 原密码错误 under 当前密码', async () => {
    answer = () => json({ message: '原密码错误', status_code: 400, code: 'OLD_PASSWORD_WRONG' }, 400)
    await renderPage()
    fill('wrong9999', 'newpass99', 'newpass99')
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }))
    await waitFor(() => expect(alerts()).toEqual(['原密码错误']))
    expect(field('当前密码').getAttribute('aria-invalid')).toBe('true')
    expect(toastStore.getState().toasts).toEqual([])
  })
})
