// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { toastStore } from '../../../runtime/components/toast/toast.ts'
import { ok, stubFetch } from '../test-fetch.ts'
import { SaveModuleDialog } from './SaveModuleDialog.tsx'
import { loadPanelPage } from './test-panel.ts'

const upload = vi.hoisted(() => ({ uploadImage: vi.fn() }))
vi.mock('../../api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/client.ts')>()),
  uploadImage: upload.uploadImage,
}))
const snapshot = vi.hoisted(() => ({ snapshotElement: vi.fn() }))
vi.mock('./snapshot.ts', () => snapshot)

const MODULES = '/api/designer/combined-modules'
/** A busy machine (the tests share two cores) needs more than the default second. */
const SLOW = { timeout: 5000 }
const toasts = () => toastStore.getState().toasts.map((t) => t.message)

beforeEach(() => {
  window.localStorage.clear()
  toastStore.setState({ toasts: [] })
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
  upload.uploadImage.mockReset()
  snapshot.snapshotElement.mockReset().mockResolvedValue(new Blob(['png'], { type: 'image/png' }))
  const frame = document.createElement('div')
  frame.className = 'dz-frame'
  frame.dataset.uuid = 'panel'
  frame.innerHTML = '<div class="dz-frame__content"><div class="mf-widget" data-uuid="panel"></div></div>'
  document.body.append(frame)
})
afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

function open(onClose = vi.fn()) {
  render(<SaveModuleDialog panelUuid="panel" onClose={onClose} />)
  return onClose
}

describe('保存为组合模块', () => {
  it('shows the panel picture, asks for a name, uploads the picture, then saves the panel', async () => {
    const { panel } = loadPanelPage()
    const { calls } = stubFetch({ [`POST ${MODULES}`]: ok({ id: 7, name: '双11头图' }) })
    upload.uploadImage.mockResolvedValue({ img_full_url: '/uploads/designer/2026/11/m.png' })
    const onClose = open()

    expect(await screen.findByRole('img', { name: '组合模块预览图' }, SLOW)).toBeTruthy()
    expect(snapshot.snapshotElement).toHaveBeenCalledWith(
      document.querySelector('.dz-frame .mf-widget[data-uuid="panel"]'),
    )
    const name = screen.getByRole('textbox', { name: '名称' })
    expect(name.getAttribute('placeholder')).toBe('请输入组合模块名称')

    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect((await screen.findByRole('alert')).textContent).toBe('请输入组合模块名称')
    expect(upload.uploadImage).not.toHaveBeenCalled()

    fireEvent.change(name, { target: { value: ' 双11头图 ' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW)
    const file = upload.uploadImage.mock.calls[0]![0] as File
    expect(file.type).toBe('image/png')
    expect(calls).toEqual([
      {
        method: 'POST',
        path: MODULES,
        body: { name: '双11头图', image: '/uploads/designer/2026/11/m.png', params: panel },
      },
    ])
    expect(toasts()).toEqual(['上传组合模块图片成功!', '组合模块保存成功！'])
  })

  it('stops with 组合模块图片保存失败 when the picture cannot be stored, and keeps the dialog open', async () => {
    loadPanelPage()
    const { calls } = stubFetch({})
    upload.uploadImage.mockRejectedValue(new Error('上传凭证无效或已过期，请重新上传'))
    const onClose = open()
    await screen.findByRole('img', { name: '组合模块预览图' }, SLOW)
    fireEvent.change(screen.getByRole('textbox', { name: '名称' }), { target: { value: '头图' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(toasts()).toEqual(['组合模块图片保存失败']), SLOW)
    expect(calls).toEqual([])
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: '保存' })).toHaveProperty('disabled', false)
  })

  it('says 组合模块图片保存失败 when the canvas cannot be drawn, before any upload', async () => {
    loadPanelPage()
    const { calls } = stubFetch({})
    snapshot.snapshotElement.mockRejectedValue(new Error('tainted'))
    open()
    expect(await screen.findByText(/预览图生成失败/, {}, SLOW)).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: '名称' }), { target: { value: '头图' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(toasts()).toEqual(['组合模块图片保存失败']), SLOW)
    expect(upload.uploadImage).not.toHaveBeenCalled()
    expect(calls).toEqual([])
  })

  it("shows the server's refusal of the panel in the dialog", async () => {
    loadPanelPage()
    stubFetch({
      [`POST ${MODULES}`]: {
        status: 400,
        body: { status_code: 400, code: 'MODULE_PARAMS_INVALID', message: '自由面板有1处问题，请修改后再保存' },
      },
    })
    upload.uploadImage.mockResolvedValue({ img_full_url: '/uploads/designer/2026/11/m.png' })
    open()
    await screen.findByRole('img', { name: '组合模块预览图' }, SLOW)
    fireEvent.change(screen.getByRole('textbox', { name: '名称' }), { target: { value: '头图' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe('自由面板有1处问题，请修改后再保存')
    expect(toasts()).toEqual(['上传组合模块图片成功!'])
  })
})
