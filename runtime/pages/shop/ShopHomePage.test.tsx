// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { hasSession, rememberSession } from '../../lib/auth-storage.ts'
import ShopHomePage, { type ShopHomeData } from './ShopHomePage.tsx'
import { ok, refused, renderShopPage, serveFakeApi } from './test-frame.tsx'

const server = serveFakeApi()
afterEach(() => {
  rememberSession('shop', false)
})

const signedOut: ShopHomeData = { status: null, signUp: false }
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' })

describe('/shop signed out', () => {
  it('offers 密码登录, 短信登录 and 商家注册, and signs in with account and password', async () => {
    let data: ShopHomeData = signedOut
    server.answer({ 'POST merchant/login': () => ok({ token: 'shop-token' }) })
    renderShopPage(ShopHomePage, '/shop', () => data)
    expect((await screen.findByRole('tab', { name: '密码登录' })).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tab', { name: '短信登录' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: '商家注册' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByText('请输入商家账号或手机号')).toBeTruthy()
    expect(server.callsTo('POST', 'merchant/login')).toHaveLength(0)

    fireEvent.change(input('商家账号'), { target: { value: 'shop001' } })
    fireEvent.change(input('密码'), { target: { value: 'shop1234' } })
    data = { status: { audit_status: 'none', audit_status_text: '未申请', audit_msg: '', step: 0 }, signUp: false }
    fireEvent.click(screen.getByRole('button', { name: '登录' }))
    expect(await screen.findByText('申请状态：')).toBeTruthy()
    const [call] = server.callsTo('POST', 'merchant/login')
    expect(call?.params.get('username')).toBe('shop001')
    expect(call?.params.get('password')).toBe('shop1234')
    expect(hasSession('shop')).toBe(true)
    expect(screen.getByRole('link', { name: '立即入驻' }).getAttribute('href')).toBe('/shop/settleForm')
  })

  it('shows a refused sign-in above the form', async () => {
    server.answer({ 'POST merchant/login': () => refused(400, 'ACCOUNT_WRONG_CREDENTIALS', '账号或密码错误') })
    renderShopPage(ShopHomePage, '/shop', () => signedOut)
    fireEvent.change(await screen.findByLabelText('商家账号', { selector: 'input' }), { target: { value: 'shop001' } })
    fireEvent.change(input('密码'), { target: { value: 'wrong' } })
    fireEvent.click(screen.getByRole('button', { name: '登录' }))
    await waitFor(() => expect(screen.getByText('账号或密码错误')).toBeTruthy())
    expect(hasSession('shop')).toBe(false)
  })

  it('opens at 商家注册 from the settlement entry (?mode=register)', async () => {
    server.answer({
      'GET member/image/code': () => ok({ imageToken: 't', imageData: 'data:image/svg+xml;base64,PHN2Zy8+' }),
    })
    renderShopPage(ShopHomePage, '/shop?mode=register', () => ({ status: null, signUp: true }))
    expect((await screen.findByRole('tab', { name: '商家注册' })).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('button', { name: '注册并登录' })).toBeTruthy()
  })
})

describe('/shop signed in', () => {
  it('shows a rejected application with its reason and the way to correct it', async () => {
    renderShopPage(ShopHomePage, '/shop', () => ({
      status: { audit_status: 'rejected', audit_status_text: '审核驳回', audit_msg: '营业执照照片不清晰', step: 3 },
      signUp: false,
    }))
    expect(await screen.findByText('审核驳回')).toBeTruthy()
    expect(screen.getByText('驳回原因：营业执照照片不清晰')).toBeTruthy()
    expect(screen.getByRole('link', { name: '修改资料' }).getAttribute('href')).toBe('/shop/settleForm')
  })

  it('resumes an application being filled in', async () => {
    renderShopPage(ShopHomePage, '/shop', () => ({
      status: { audit_status: 'editing', audit_status_text: '资料填写中', audit_msg: '', step: 2 },
      signUp: false,
    }))
    expect(await screen.findByText(/已完成 2\/3 步/)).toBeTruthy()
    expect(screen.getByRole('link', { name: '继续填写' }).getAttribute('href')).toBe('/shop/settleForm')
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toContain('结算账户')
  })
})
