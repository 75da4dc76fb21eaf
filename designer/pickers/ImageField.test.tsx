// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { IMAGE_TYPE_MESSAGE } from '../../schemas/api/designer.ts'
import { ImageField } from './ImageField.tsx'
import { installFakeStorage, setUpPickerTests, toastMessages } from './testing/fake-api.ts'

const log = setUpPickerTests()

const hint = { label: '图片', kind: 'image', tab: 'settings' } as const
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], name)
const stored = { key: 'images/new.png', img_type: 'png' as const, img_size: 11, width: 10, height: 10 }

function renderField(value = '') {
  const onChange = vi.fn()
  const view = render(
    <ImageField id="f-img" path="/imgUrl" label="图片" value={value} onChange={onChange} widget={null} hint={hint} />,
  )
  const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!
  const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } })
  return { onChange, choose }
}

const uploadCalls = () => log.filter((r) => r.url.pathname.startsWith('/api/designer/uploads')).length

describe('ImageField', () => {
  it('shows the current image, or an empty drop area, and deletes the image', () => {
    const { onChange } = renderField('/uploads/a.png')
    expect(screen.getByRole('img', { name: '图片' }).getAttribute('src')).toBe('/uploads/a.png')
    fireEvent.click(screen.getByRole('button', { name: '图片：删除图片' }))
    expect(onChange).toHaveBeenCalledWith('')
    cleanup()
    renderField('')
    expect(screen.getByText('拖拽图片到这里，或点击下方按钮上传')).toBeTruthy()
    expect((screen.getByRole('button', { name: '图片：删除图片' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('refuses a text file named .png without sending anything', async () => {
    const storage = installFakeStorage()
    const { onChange, choose } = renderField()
    choose(new File(['not an image at all'], 'fake.png', { type: 'image/png' }))
    await vi.waitFor(() => expect(toastMessages()).toEqual([IMAGE_TYPE_MESSAGE]))
    expect(uploadCalls()).toBe(0)
    expect(storage.sent).toHaveLength(0)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('uploads a PNG named .jpg with a progress bar, then emits its address', async () => {
    const storage = installFakeStorage()
    const { onChange, choose } = renderField()
    choose(png('photo.jpg'))
    await vi.waitFor(() => expect(storage.sent).toHaveLength(1))
    expect(storage.sent[0]!.get('token')).toBe('ticket-token')
    expect(storage.sent[0]!.get('key')).toBe('images/new.png')
    act(() => storage.progress(0.4))
    const bar = screen.getByRole('progressbar', { name: '上传进度' })
    expect(bar.getAttribute('aria-valuenow')).toBe('40')
    expect((screen.getByRole('button', { name: '图片：上传图片' }) as HTMLButtonElement).disabled).toBe(true)
    await act(async () => storage.finish({ status: 200, response: { data: stored } }))
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/images/new.png'))
    expect(screen.queryByRole('progressbar')).toBeNull()
    const record = log.find((r) => r.method === 'POST' && r.url.pathname === '/api/designer/images')!
    expect(new URLSearchParams(record.body).get('img_name')).toBe('photo.jpg')
  })

  it("a failed upload ends the loading state and shows the server's message", async () => {
    const storage = installFakeStorage()
    const { onChange, choose } = renderField()
    choose(png('a.png'))
    await vi.waitFor(() => expect(storage.sent).toHaveLength(1))
    act(() => storage.progress(0.9))
    expect(screen.getByRole('progressbar')).toBeTruthy()
    await act(async () =>
      storage.finish({ status: 413, response: { status_code: 413, message: '上传图片大小不能超过 5MB!' } }),
    )
    await vi.waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull())
    expect(toastMessages()).toEqual(['上传图片大小不能超过 5MB!'])
    expect((screen.getByRole('button', { name: '图片：上传图片' }) as HTMLButtonElement).disabled).toBe(false)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('uploads a file dropped onto the image area', async () => {
    const storage = installFakeStorage()
    renderField()
    fireEvent.drop(screen.getByTestId('image-drop'), { dataTransfer: { files: [png('drop.png')] } })
    await vi.waitFor(() => expect(storage.sent).toHaveLength(1))
    expect((storage.sent[0]!.get('file') as File).name).toBe('drop.png')
  })

  it('picks a past upload from the library, newest first, with its dimensions', async () => {
    const { onChange } = renderField()
    fireEvent.click(screen.getByRole('button', { name: '图片：从图片库选择' }))
    const dialog = screen.getByRole('dialog', { name: '图片库' })
    const cards = await within(dialog).findAllByRole('radio')
    expect(cards).toHaveLength(18)
    expect(cards[0]!.getAttribute('aria-label')).toBe('banner-100.png 1190×400')
    expect(cards[0]!.textContent).toContain('1190×400')
    fireEvent.click(within(dialog).getByRole('button', { name: '第2页' }))
    await vi.waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(2))
    expect(log.at(-1)!.url.searchParams.get('page')).toBe('2')
    fireEvent.click(within(dialog).getByRole('radio', { name: 'banner-81.png 1190×419' }))
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(onChange).toHaveBeenCalledWith('/uploads/images/81.png')
  })
})
