// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { memberFixture } from '../../../api/test-member.ts'
import { toastStore } from '../../../components/toast/toast.ts'
import { UserStoreProvider, createUserStore, type UserStore } from '../../../stores/user.ts'
import ProfilePage from './ProfilePage.tsx'
import type { ProfileData } from './load-profile.ts'
import { json, stubShopperApi } from '../../../api/test-fetch.ts'

let answer: () => Response
const calls = stubShopperApi(() => answer())
afterEach(() => {
  toastStore.setState({ toasts: [] })
})

function renderProfile(data: ProfileData): UserStore {
  const store = createUserStore({
    signedIn: true,
    sessionId: 's',
    userInfo: { userId: 1, login_type: 'local', memberInfo: { mobile: '13800000000' } },
  })
  const router = createMemoryRouter(
    [{ path: '/member/profile', loader: () => data, Component: ProfilePage, HydrateFallback: () => null }],
    {
      initialEntries: ['/member/profile'],
    },
  )
  render(
    <UserStoreProvider store={store}>
      <RouterProvider router={router} />
    </UserStoreProvider>,
  )
  return store
}

const form = () => screen.getByRole('form', { name: '个人信息' })
const select = (name: string) => within(form()).getByRole('combobox', { name }) as HTMLSelectElement

describe('the 个人信息 page', () => {
  it('shows the member as stored: initial avatar, masked mobile, nickname, sex and birthday', async () => {
    renderProfile({ account: memberFixture() })
    await screen.findByRole('heading', { name: '个人信息' })
    expect(screen.getByText('演', { selector: '.mf-profile__avatar--initial' })).toBeTruthy()
    expect(within(form()).getByText('138****0000')).toBeTruthy()
    expect((within(form()).getByRole('textbox', { name: /昵称/ }) as HTMLInputElement).value).toBe('演示会员')
    expect((within(form()).getByRole('radio', { name: '女' }) as HTMLInputElement).checked).toBe(true)
    expect([select('出生年份').value, select('出生月份').value, select('出生日').value]).toEqual(['1990', '5', '8'])
  })

  it('shows the member’s own avatar picture when there is one', async () => {
    renderProfile({ account: memberFixture({ avatar: 'https://img.example.com/a.png' }) })
    const avatar = await screen.findByRole('img', { name: '头像' })
    expect(avatar.getAttribute('width')).toBe('96')
  })

  it('checks the nickname on blur and refuses a half-chosen birthday on 保存 without calling the server', async () => {
    renderProfile({ account: memberFixture({ birthday: '' }) })
    const nickname = await within(await screen.findByRole('form', { name: '个人信息' })).findByRole('textbox', {
      name: /昵称/,
    })
    fireEvent.change(nickname, { target: { value: '  ' } })
    fireEvent.blur(nickname)
    expect(screen.getByRole('alert').textContent).toBe('请输入昵称')
    expect(nickname.getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(nickname, { target: { value: '新昵称' } })
    expect(screen.queryByRole('alert')).toBeNull()

    fireEvent.change(select('出生年份'), { target: { value: '1995' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect((await screen.findByRole('alert')).textContent).toBe('请选择完整的出生日期')
    expect(calls).toHaveLength(0)
  })

  it('limits the days to the chosen month and clears a day the month lacks', async () => {
    renderProfile({ account: memberFixture({ birthday: '1991-01-31' }) })
    await screen.findByRole('heading', { name: '个人信息' })
    fireEvent.change(select('出生月份'), { target: { value: '2' } })
    expect(select('出生日').value).toBe('')
    expect(within(select('出生日')).getAllByRole('option')).toHaveLength(29) // 日 + 28 days
    expect(select('出生年份').options[1]!.value).toBe(String(new Date(Date.now() + 8 * 3600 * 1000).getUTCFullYear()))
    expect(select('出生年份').options).toHaveLength(101)
  })

  it('saves nickname, sex and birthday, says 保存成功 and refreshes the stored user info', async () => {
    const saved = memberFixture({ nickname: '新昵称', sex: 1, birthday: '1988-02-29' })
    answer = () => json({ data: saved })
    const store = renderProfile({ account: memberFixture({ birthday: '' }) })
    const nickname = await within(await screen.findByRole('form', { name: '个人信息' })).findByRole('textbox', {
      name: /昵称/,
    })
    fireEvent.change(nickname, { target: { value: ' 新昵称 ' } })
    fireEvent.click(within(form()).getByRole('radio', { name: '男' }))
    fireEvent.change(select('出生年份'), { target: { value: '1988' } })
    fireEvent.change(select('出生月份'), { target: { value: '2' } })
    fireEvent.change(select('出生日'), { target: { value: '29' } })
    const userInfoBefore = store.getState().userInfo
    fireEvent.click(screen.getByRole('button', { name: '保存' }))

    await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(['保存成功']))
    expect(calls).toHaveLength(1)
    const [call] = calls
    expect(call!.method).toBe('PUT')
    expect(call!.path).toBe('member')
    expect(Object.fromEntries(call!.fields)).toMatchObject({ nickname: '新昵称', sex: '1', birthday: '1988-02-29' })
    expect(store.getState().userInfo).not.toBe(userInfoBefore)
    expect(store.getState().userInfo).toMatchObject({
      userId: 1,
      login_type: 'local',
      memberInfo: { mobile: '13800000000' },
    })
    expect(screen.getByText('新昵称', { selector: '.mf-profile__name' })).toBeTruthy()
  })

  it('shows the server’s refusal in the form', async () => {
    answer = () => json({ message: '昵称包含不支持的字符', status_code: 400 }, 400)
    renderProfile({ account: memberFixture() })
    fireEvent.click(await screen.findByRole('button', { name: '保存' }))
    expect((await screen.findByRole('alert')).textContent).toBe('昵称包含不支持的字符')
    expect(toastStore.getState().toasts).toEqual([])
  })
})
