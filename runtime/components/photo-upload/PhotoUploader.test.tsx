// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import type { Http } from '../../api/http.ts'
import { toastStore } from '../toast/toast.ts'
import { PhotoUploader } from './PhotoUploader.tsx'

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]
const JPG = [0xff, 0xd8, 0xff, 0xe0, 0, 16]
const fileOf = (bytes: number[], name: string, size = bytes.length) => {
  const padded = new Uint8Array(size)
  padded.set(bytes)
  return new File([padded], name, { type: 'image/png' })
}

/** An XMLHttpRequest that the test finishes by hand. */
class FakeXhr {
  static sent: FakeXhr[] = []
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  status = 0
  response: unknown = null
  responseType = ''
  url = ''
  body: FormData | null = null
  open(_method: string, url: string) {
    this.url = url
  }
  send(body: FormData) {
    this.body = body
    FakeXhr.sent.push(this)
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }))
  }
  finish(status: number, response: unknown) {
    this.status = status
    this.response = response
    act(() => this.onload?.())
  }
}

const ticketCalls: string[] = []
const http = {
  get: vi.fn(async (path: string) => {
    ticketCalls.push(path)
    return {
      token: 't',
      key: `member/1/2026/11/${'a'.repeat(24)}`,
      upload_url: '/api/h5app/wxapp/uploads/storage',
      max_size: 5 << 20,
      expires_at: 0,
    }
  }),
} as unknown as Http

beforeEach(() => {
  FakeXhr.sent = []
  ticketCalls.length = 0
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toastStore.setState({ toasts: [] })
})

function Field({
  max = 3,
  initial = [] as string[],
  kind = 'member' as const,
}: {
  max?: number
  initial?: string[]
  kind?: 'member' | 'shop'
}) {
  const [urls, setUrls] = useState<string[]>(initial)
  return (
    <>
      <PhotoUploader max={max} value={urls} onChange={setUrls} http={http} kind={kind} label="上传凭证" />
      <output data-testid="value">{urls.join(',')}</output>
    </>
  )
}

const toasts = () => toastStore.getState().toasts.map((t) => t.message)
const picker = () => screen.getByLabelText(/上传凭证/) as HTMLInputElement
const choose = (...files: File[]) => fireEvent.change(picker(), { target: { files } })

describe('PhotoUploader', () => {
  it('has a keyboard-reachable file input named by its visible label', () => {
    render(<Field />)
    const input = picker()
    expect(input.type).toBe('file')
    expect(input.accept).toContain('image/png')
    input.focus()
    expect(document.activeElement).toBe(input)
    expect(screen.getByText('最多3张，已上传0张；支持 JPG、PNG 格式，单张不超过 5MB')).toBeTruthy()
  })

  it('refuses a file that is not JPG/PNG by content, and one over 5MB, without asking for a ticket', async () => {
    render(<Field />)
    choose(fileOf([0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'fake.png'))
    await waitFor(() => expect(toasts()).toContain('上传图片只能是 JPG 或者 PNG 格式!'))
    choose(fileOf(PNG, 'big.png', 5 * 1024 * 1024 + 1))
    await waitFor(() => expect(toasts()).toContain('上传图片大小不能超过 5MB!'))
    expect(ticketCalls).toEqual([])
    expect(FakeXhr.sent).toEqual([])
  })

  it('uploads with the ticket, shows progress, then a thumbnail with a 删除 button', async () => {
    render(<Field />)
    choose(fileOf(PNG, 'a.png'))
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1))
    const xhr = FakeXhr.sent[0]!
    expect(ticketCalls).toEqual(['uploads/token'])
    expect(xhr.url).toBe('/api/h5app/wxapp/uploads/storage')
    expect(xhr.body?.get('token')).toBe('t')
    xhr.progress(40, 100)
    const bar = screen.getByRole('progressbar', { name: 'a.png 上传进度' }) as HTMLProgressElement
    expect(bar.value).toBe(40)
    expect(screen.getByText('40%')).toBeTruthy()
    xhr.finish(200, {
      data: { key: 'k', url: '/uploads/member/1/a.png', img_type: 'png', img_size: 12, width: 1, height: 1 },
    })
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('/uploads/member/1/a.png'))
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByRole('button', { name: '查看图片 1' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '删除图片 1' }).textContent).toBe('删除')
  })

  it('shows the server refusal in a toast and keeps nothing', async () => {
    render(<Field />)
    choose(fileOf(JPG, 'b.jpg'))
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1))
    FakeXhr.sent[0]!.finish(403, {
      status_code: 403,
      code: 'UPLOAD_TOKEN_INVALID',
      message: '上传凭证无效或已过期，请重新上传',
    })
    await waitFor(() => expect(toasts()).toContain('上传凭证无效或已过期，请重新上传'))
    expect(screen.getByTestId('value').textContent).toBe('')
  })

  it('removes a photo before submitting and hides the picker when full', async () => {
    render(<Field max={2} initial={['/uploads/x.png', '/uploads/y.png']} />)
    expect(screen.queryByLabelText(/上传凭证/)).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '删除图片 1' }))
    expect(screen.getByTestId('value').textContent).toBe('/uploads/y.png')
    expect(picker()).toBeTruthy()
  })

  it('takes no more files than there is room for', async () => {
    render(<Field max={1} />)
    choose(fileOf(PNG, 'a.png'), fileOf(PNG, 'b.png'))
    await waitFor(() => expect(toasts()).toContain('最多上传1张图片'))
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1))
  })

  it('asks for a merchant ticket when the kind is shop', async () => {
    render(<Field kind="shop" />)
    choose(fileOf(PNG, 'licence.png'))
    await waitFor(() => expect(ticketCalls).toEqual(['uploads/shop/token']))
  })

  it('opens a photo larger in a dialog', async () => {
    render(<Field initial={['/uploads/x.png']} />)
    fireEvent.click(screen.getByRole('button', { name: '查看图片 1' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/uploads/x.png')
  })
})
