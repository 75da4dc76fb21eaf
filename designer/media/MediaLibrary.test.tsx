// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MediaImage } from '../../schemas/api/media.ts'
import { ImageLibraryDialog } from '../pickers/ImageLibraryDialog.tsx'

const image = (id: number, name: string, tag = ''): MediaImage => ({
  id,
  img_name: name,
  img_url: `designer/2026/11/${id}`,
  img_full_url: `/uploads/designer/2026/11/${id}.png`,
  img_type: 'png',
  img_size: 40_960,
  width: 1190,
  height: 400,
  created_at: 1_800_000_000,
  tag,
})

const rows = [image(1, '首页横幅.png', '首页'), image(2, '旧图.png')]
const USED_MESSAGE = '1 张图片正在使用中，不能删除：页面「首页」草稿'
let requests: { method: string; url: URL; body?: string }[] = []

const json = (data: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(status < 300 ? { data } : data), {
    status,
    headers: { 'content-type': 'application/json' },
  })

function answer(method: string, url: URL, body?: string): Response {
  const route = url.pathname.replace('/api/designer/', '')
  if (method === 'GET' && route === 'media') {
    const keywords = url.searchParams.get('keywords') ?? ''
    const list = rows.filter((row) => row.img_name.includes(keywords))
    return json({ list, total_count: list.length })
  }
  if (route === 'media/tags') return json({ list: [{ tag: '首页', count: 1 }] })
  if (route === 'media/1/uses')
    return json({ id: 1, uses: [{ kind: 'page_draft', id: 1, name: '首页', label: '页面「首页」草稿' }] })
  if (route === 'media/2/uses') return json({ id: 2, uses: [] })
  if (method === 'DELETE' && route === 'media/2') return json(null, 204)
  if (method === 'POST' && route === 'media/delete') {
    const ids = (JSON.parse(body ?? '{}') as { ids: number[] }).ids
    return ids.includes(1)
      ? json({ status_code: 409, code: 'MEDIA_IN_USE', message: USED_MESSAGE }, 409)
      : json({ deleted: ids })
  }
  return json({ status_code: 404, message: '接口不存在' }, 404)
}

beforeEach(() => {
  requests = []
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://shop.test')
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? init.body : undefined
    requests.push({ method, url, body })
    return answer(method, url, body)
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const open = () => {
  const onConfirm = vi.fn()
  render(<ImageLibraryDialog open onClose={() => undefined} onConfirm={onConfirm} />)
  return { dialog: screen.getByRole('dialog', { name: '图片库' }), onConfirm }
}
const lastList = () => requests.filter((r) => r.url.pathname === '/api/designer/media').at(-1)!.url.searchParams

describe('图片库', () => {
  it('searches by file name, size, tag and upload date', async () => {
    const { dialog } = open()
    await within(dialog).findByRole('radio', { name: '首页横幅.png 1190×400' })
    fireEvent.change(within(dialog).getByRole('searchbox', { name: '文件名' }), { target: { value: '横幅' } })
    fireEvent.click(within(dialog).getByRole('button', { name: '搜索' }))
    await vi.waitFor(() => expect(lastList().get('keywords')).toBe('横幅'))
    fireEvent.change(within(dialog).getByRole('combobox', { name: '尺寸' }), { target: { value: 'large' } })
    await vi.waitFor(() => expect(lastList().get('size')).toBe('large'))
    await within(dialog).findByRole('option', { name: '首页（1）' })
    fireEvent.change(within(dialog).getByRole('combobox', { name: '标签' }), { target: { value: '首页' } })
    await vi.waitFor(() => expect(lastList().get('tag')).toBe('首页'))
    fireEvent.change(within(dialog).getByLabelText('上传日期：开始'), { target: { value: '2026-11-01' } })
    fireEvent.change(within(dialog).getByLabelText('上传日期：结束'), { target: { value: '2026-11-30' } })
    await vi.waitFor(() => expect(lastList().get('to')).not.toBeNull())
    const from = Number(lastList().get('from'))
    const to = Number(lastList().get('to'))
    expect(new Date(from * 1000).getDate()).toBe(1)
    expect(to - from).toBe(30 * 86_400)
  })

  it('shows where the chosen image is used and keeps 删除图片 off while it is', async () => {
    const { dialog } = open()
    fireEvent.click(await within(dialog).findByRole('radio', { name: '首页横幅.png 1190×400' }))
    const details = within(dialog).getByRole('region', { name: '图片信息' })
    await within(details).findByText('页面「首页」草稿')
    expect((within(details).getByRole('button', { name: '删除图片' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('deletes an unused image after 提示', async () => {
    const { dialog } = open()
    fireEvent.click(await within(dialog).findByRole('radio', { name: '旧图.png 1190×400' }))
    const details = within(dialog).getByRole('region', { name: '图片信息' })
    await within(details).findByText('未被使用，可以删除')
    fireEvent.click(within(details).getByRole('button', { name: '删除图片' }))
    const confirm = screen.getByRole('dialog', { name: '提示' })
    expect(confirm.textContent).toContain('确定删除图片「旧图.png」？')
    fireEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    await vi.waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.url.pathname.endsWith('/media/2'))).toBe(true),
    )
  })

  it('deletes the ticked images at once, showing why when one is in use', async () => {
    const { dialog } = open()
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '勾选 首页横幅.png' }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '勾选 旧图.png' }))
    expect(within(dialog).getByText('已勾选 2 张')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: '删除所选' }))
    fireEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }))
    await within(dialog).findByText(USED_MESSAGE)
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '勾选 首页横幅.png' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '删除所选' }))
    fireEvent.click(within(screen.getByRole('dialog', { name: '提示' })).getByRole('button', { name: '确定' }))
    await within(dialog).findByText('已删除 1 张图片')
  })
})
