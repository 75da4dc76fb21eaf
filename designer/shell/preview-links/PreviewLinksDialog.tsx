import { useEffect, useRef, useState } from 'react'
import { Modal } from '../../../runtime/components/modal/Modal.tsx'
import { toast } from '../../../runtime/components/toast/toast.ts'
import { formatDateTime } from '../../../runtime/lib/date.ts'
import {
  PREVIEW_DAYS_DEFAULT,
  PREVIEW_DAYS_MAX,
  PREVIEW_DAYS_MIN,
  PREVIEW_LINK_COPIED,
  type NewPreviewLink,
} from '../../../schemas/api/preview-links.ts'
import { previewLinksApi } from './api.ts'
import { usePreviewLinks } from './use-preview-links.ts'
import './preview-links.css'

export interface PreviewLinksDialogProps {
  open: boolean
  templateId: number
  onClose: () => void
}

const DAYS_MESSAGE = `有效期须为${PREVIEW_DAYS_MIN}–${PREVIEW_DAYS_MAX}天`
const minute = (seconds: number) => formatDateTime(seconds).slice(0, 16)
const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback)

/**
 * 生成预览链接: a link to the page's saved draft that anyone can open without signing in, for a
 * chosen number of days; 复制 puts it on the clipboard. Below, the page's live links with their
 * expiry, each with 撤销. The link itself is shown only when it is made (the server keeps a digest).
 */
export function PreviewLinksDialog({ open, templateId, onClose }: PreviewLinksDialogProps) {
  const [days, setDays] = useState(String(PREVIEW_DAYS_DEFAULT))
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [made, setMade] = useState<NewPreviewLink | null>(null)
  const urlInput = useRef<HTMLInputElement>(null)
  const { state, reload } = usePreviewLinks(templateId, open)

  useEffect(() => {
    if (!open) return
    setMade(null)
    setError('')
    setDays(String(PREVIEW_DAYS_DEFAULT))
  }, [open])

  async function create() {
    const count = Number(days)
    if (!Number.isInteger(count) || count < PREVIEW_DAYS_MIN || count > PREVIEW_DAYS_MAX) return setError(DAYS_MESSAGE)
    setError('')
    setBusy(true)
    try {
      setMade(await previewLinksApi.create(templateId, count))
      await reload()
    } catch (failure) {
      setError(messageOf(failure, '预览链接生成失败'))
    } finally {
      setBusy(false)
    }
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url)
      toast.success(PREVIEW_LINK_COPIED)
    } catch {
      urlInput.current?.select()
      toast.error('复制失败，请手动复制链接')
    }
  }

  async function revoke(linkId: number) {
    try {
      await previewLinksApi.revoke(templateId, linkId)
      if (made?.id === linkId) setMade(null)
      toast.success('已撤销预览链接')
    } catch (failure) {
      toast.error(messageOf(failure, '撤销失败'))
    }
    await reload()
  }

  return (
    <Modal
      open={open}
      title="生成预览链接"
      width={560}
      height="auto"
      top="12%"
      className="dz-dialog dz-preview-links"
      onClose={onClose}
      footer={
        <button type="button" className="dz-btn" onClick={onClose}>
          关闭
        </button>
      }
    >
      <p className="dz-preview-links__intro">
        拿到链接的人无需登录即可查看本页已保存的草稿，并可切换为游客、各等级会员或员工查看价格。链接不会被搜索引擎收录。
      </p>
      <div className="dz-preview-links__create">
        <label htmlFor="dz-preview-days" className="dz-preview-links__label">
          有效期
        </label>
        <input
          id="dz-preview-days"
          className="dz-input dz-preview-links__days"
          type="number"
          inputMode="numeric"
          min={PREVIEW_DAYS_MIN}
          max={PREVIEW_DAYS_MAX}
          value={days}
          aria-invalid={error === DAYS_MESSAGE}
          aria-describedby="dz-preview-days-help"
          onChange={(event) => setDays(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void create()
          }}
        />
        <span id="dz-preview-days-help" className="dz-preview-links__unit">
          天（{PREVIEW_DAYS_MIN}–{PREVIEW_DAYS_MAX}）
        </span>
        <button type="button" className="dz-btn dz-btn--primary" disabled={busy} onClick={() => void create()}>
          {busy ? '生成中…' : '生成'}
        </button>
      </div>
      {error && (
        <p className="dz-field__error" role="alert">
          {error}
        </p>
      )}
      {made && (
        <div className="dz-preview-links__made">
          <label htmlFor="dz-preview-url" className="dz-preview-links__label">
            预览链接
          </label>
          <div className="dz-preview-links__url">
            <input
              id="dz-preview-url"
              ref={urlInput}
              className="dz-input"
              readOnly
              value={made.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" className="dz-btn" onClick={() => void copy(made.url)}>
              复制
            </button>
          </div>
          <p className="dz-field__help">
            有效期至 {minute(made.expires_at)}。链接只在此处显示一次，请复制后发给审阅的人。
          </p>
        </div>
      )}
      <section className="dz-preview-links__live" aria-labelledby="dz-preview-live">
        <h3 id="dz-preview-live" className="dz-preview-links__heading">
          有效的预览链接{state.kind === 'ready' ? ` ${state.list.length}` : ''}
        </h3>
        {state.kind === 'loading' && <p className="dz-preview-links__note">正在读取…</p>}
        {state.kind === 'failed' && <p className="dz-field__error">{state.message}</p>}
        {state.kind === 'ready' && state.list.length === 0 && (
          <p className="dz-preview-links__note">暂无有效的预览链接</p>
        )}
        {state.kind === 'ready' && state.list.length > 0 && (
          <ul className="dz-preview-links__list">
            {state.list.map((link) => (
              <li key={link.id} className="dz-preview-links__row">
                <span className="dz-preview-links__when">
                  {minute(link.created_at)} 生成{link.created_by && ` · ${link.created_by}`}
                </span>
                <span className="dz-preview-links__expiry">有效期至 {minute(link.expires_at)}</span>
                <button
                  type="button"
                  className="dz-btn dz-btn--ghost"
                  aria-label={`撤销 ${minute(link.created_at)} 生成的预览链接`}
                  onClick={() => void revoke(link.id)}
                >
                  撤销
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Modal>
  )
}
