// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import type { SiteSettingsBody } from '../../schemas/api/admin/site.ts'
import { toastStore } from '../../runtime/components/toast/toast.ts'
import { fail, ok, stubFetch } from '../../designer/shell/test-fetch.ts'
import { SiteSettingsPage } from './SiteSettingsPage.tsx'

const stored: SiteSettingsBody = {
  seo: { title: '优选商城', keywords: '数码', description: '', pages: {} },
  base: { display_on_pc: true, shop_name: '优选商城', logo: '', service_phone: '', icp: '' },
  hot_keywords: ['手机'],
  order: { unpaid_minutes: 30, auto_confirm_days: 10, aftersales_days: 15 },
}

const toasts = () => toastStore.getState().toasts.map((t) => `${t.kind}:${t.message}`)

function renderPage() {
  const router = createMemoryRouter([{ path: '/settings/site', element: <SiteSettingsPage /> }], {
    initialEntries: ['/settings/site'],
  })
  render(<RouterProvider router={router} />)
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toastStore.setState({ toasts: [] })
})

describe('站点设置', () => {
  it('shows the rules’ messages under the fields and sends nothing while any is wrong', async () => {
    const { calls } = stubFetch({ 'GET /api/admin/site-settings': ok(stored) })
    renderPage()
    const title = await screen.findByRole('textbox', { name: '网站标题' })
    fireEvent.change(title, { target: { value: ' ' } })
    fireEvent.change(screen.getByRole('textbox', { name: '客服电话' }), { target: { value: 'abc' } })
    fireEvent.click(screen.getByRole('button', { name: '添加热搜词' }))
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }))
    expect(await screen.findByText('请输入网站标题')).toBeTruthy()
    expect(screen.getByText(/请输入正确的客服电话/)).toBeTruthy()
    expect(screen.getByText('热搜词不能为空')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: '网站标题' }).getAttribute('aria-invalid')).toBe('true')
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([])
  })

  it('saves and says so; a refusal of the server lands under its field', async () => {
    let refuse = true
    const { calls } = stubFetch({
      'GET /api/admin/site-settings': ok(stored),
      'PUT /api/admin/site-settings': ({ body }) =>
        refuse
          ? fail(400, '站点设置有1处需要修改', {
              code: 'SITE_SETTINGS_INVALID',
              fields: { 'base.icp': 'ICP 备案号不能超过50个字' },
            })
          : ok(body),
    })
    renderPage()
    fireEvent.change(await screen.findByRole('textbox', { name: 'ICP 备案号' }), { target: { value: '浙ICP备1号' } })
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }))
    expect(await screen.findByText('ICP 备案号不能超过50个字')).toBeTruthy()
    refuse = false
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }))
    await waitFor(() => expect(toasts()).toContain('success:站点设置已保存，商城已生效'))
    const put = calls.filter((call) => call.method === 'PUT').at(-1)
    expect((put?.body as SiteSettingsBody).base.icp).toBe('浙ICP备1号')
  })

  it('edits 页面 SEO and 订单设置 with the same rules as the server', async () => {
    const { calls } = stubFetch({
      'GET /api/admin/site-settings': ok(stored),
      'PUT /api/admin/site-settings': ({ body }) => ok(body),
    })
    renderPage()
    const minutes = await screen.findByRole('spinbutton', { name: '待付款订单取消时间（分钟）' })
    fireEvent.change(minutes, { target: { value: '0' } })
    fireEvent.change(screen.getByRole('spinbutton', { name: '售后申请期限（天）' }), { target: { value: '' } })
    fireEvent.change(screen.getByRole('textbox', { name: '商品详情标题' }), {
      target: { value: '{页面名称}_正品保障' },
    })
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }))
    expect(await screen.findByText('待付款订单取消时间须为1～10080之间的整数（分钟）')).toBeTruthy()
    expect(screen.getByText('售后申请期限须为0～90之间的整数（天）')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([])
    fireEvent.change(minutes, { target: { value: '45' } })
    fireEvent.change(screen.getByRole('spinbutton', { name: '售后申请期限（天）' }), { target: { value: '7' } })
    fireEvent.click(screen.getByRole('button', { name: '保存设置' }))
    await waitFor(() => expect(toasts()).toContain('success:站点设置已保存，商城已生效'))
    const sent = calls.find((call) => call.method === 'PUT')?.body as SiteSettingsBody
    expect(sent.order).toEqual({ unpaid_minutes: 45, auto_confirm_days: 10, aftersales_days: 7 })
    expect(sent.seo.pages.item).toEqual({ title: '{页面名称}_正品保障', keywords: '', description: '' })
  })
})
