// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { Toaster } from '../../../runtime/components/toast/Toaster.tsx'
import { fail, ok, stubFetch } from '../test-fetch.ts'
import { PreviewLinksButton } from './PreviewLinksButton.tsx'

const BASE = '/api/designer/templates/7/preview-links'
const TOKEN = 'a'.repeat(43)

const link = (id: number, expires: number) => ({
  id,
  template_id: 7,
  created_at: 1_800_000_000,
  expires_at: expires,
  created_by: '运营小王',
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function openDialog(list: ReturnType<typeof link>[]) {
  const live = [...list]
  const stub = stubFetch({
    [`GET ${BASE}`]: () => ok({ list: live, total_count: live.length }),
    [`POST ${BASE}`]: ({ body }) => {
      const days = (body as { expires_days: number }).expires_days
      if (days > 30) return fail(400, '预览链接有效期须为1–30天', { code: 'PREVIEW_LINK_EXPIRY_INVALID' })
      const made = link(9, 1_800_000_000 + days * 86_400)
      live.unshift(made)
      return ok({ ...made, path: `/preview/${TOKEN}`, url: `https://mall.example.com/preview/${TOKEN}` })
    },
    [`DELETE ${BASE}/9`]: () => {
      live.splice(0, 1)
      return { status: 204, body: null }
    },
  })
  render(
    <>
      <PreviewLinksButton templateId={7} />
      <Toaster />
    </>,
  )
  fireEvent.click(screen.getByRole('button', { name: '生成预览链接' }))
  const dialog = await screen.findByRole('dialog', { name: '生成预览链接' })
  return { stub, dialog }
}

describe('生成预览链接', () => {
  it('makes a link for the days chosen, copies it, and lists it until it is revoked', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { stub, dialog } = await openDialog([])
    await within(dialog).findByText('暂无有效的预览链接')
    expect((within(dialog).getByLabelText('有效期') as HTMLInputElement).value).toBe('7')

    fireEvent.change(within(dialog).getByLabelText('有效期'), { target: { value: '3' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '生成' }))
    const url = (await within(dialog).findByRole('textbox', { name: '预览链接' })) as HTMLInputElement
    expect(url.value).toBe(`https://mall.example.com/preview/${TOKEN}`)
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ expires_days: 3 })

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '复制' })))
    expect(writeText).toHaveBeenCalledWith(url.value)
    await screen.findByText('已复制预览链接')

    const revoke = await within(dialog).findByRole('button', { name: /^撤销/ })
    fireEvent.click(revoke)
    await within(dialog).findByText('暂无有效的预览链接')
    expect(within(dialog).queryByRole('textbox', { name: '预览链接' })).toBeNull()
    await screen.findByText('已撤销预览链接')
  })

  it('refuses a day count out of 1–30 before asking the server', async () => {
    const { stub, dialog } = await openDialog([link(1, 1_800_086_400)])
    await within(dialog).findByText(/有效期至/)
    fireEvent.change(within(dialog).getByLabelText('有效期'), { target: { value: '45' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '生成' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('有效期须为1–30天')
    expect(stub.calls.some((call) => call.method === 'POST')).toBe(false)
  })
})
