import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { getApi, type Http } from '../../api/index.ts'
import { ApiError } from '../../api/api-error.ts'
import { getUploadTicket, sendPhoto, type UploadOwnerKind } from '../../api/uploads.ts'
import { toast } from '../toast/toast.ts'
import { checkImageFile } from '../../lib/image-file.ts'
import { PhotoThumbs } from './PhotoViewer.tsx'
import './photo-upload.css'

/**
 * PhotoUploader — picks, checks and uploads up to `max` JPG/PNG photos; the value is the list of
 * uploaded photo URLs (site-relative, e.g. /uploads/member/12/2026/11/<hex>.png), which is what
 * forms send to the server.
 *
 * Props:
 * - `max` — how many photos the field takes (e.g. 3 for after-sales evidence, 9 for 晒单).
 * - `value` / `onChange(urls)` — controlled list of uploaded URLs; removing one calls onChange.
 * - `kind` — whose credential asks for the upload ticket: 'member' (default) or 'shop' (merchant).
 * - `label` — the visible text of the picker (default 上传图片); it is also the input's name.
 * - `subject` — what the photos are of, added to the input's name but not shown (several pickers on a page).
 * - `hint` — optional small text under the field (default: count and the JPG/PNG, 5MB rule).
 * - `http` — the API client (tests pass a fake; defaults to the browser's).
 * - `disabled`, `onBusyChange(busy)` — a form may hold its submit while uploads run.
 *
 * Each file is checked by its first bytes (JPG/PNG only) and size before it is sent; refusals and
 * failed uploads show the Chinese message in a toast. Uploads show their progress; every photo
 * has a 删除 button named 删除图片 N, and a thumbnail that opens the photo larger.
 */
export interface PhotoUploaderProps {
  max: number
  value: readonly string[]
  onChange: (urls: string[]) => void
  kind?: UploadOwnerKind
  label?: string
  subject?: string
  hint?: string
  http?: Http
  disabled?: boolean
  onBusyChange?: (busy: boolean) => void
}

interface Pending {
  id: number
  name: string
  progress: number
}

let nextId = 1

export function PhotoUploader({
  max,
  value,
  onChange,
  kind = 'member',
  label = '上传图片',
  subject,
  hint,
  http,
  disabled,
  onBusyChange,
}: PhotoUploaderProps) {
  const [pending, setPending] = useState<Pending[]>([])
  const latest = useRef<readonly string[]>(value)
  latest.current = value
  // An upload finishes after later renders: it reports to the newest onChange, not the one it began with.
  const report = useRef(onChange)
  report.current = onChange
  const hintId = useId()
  const input = useRef<HTMLInputElement>(null)

  const busy = pending.length > 0
  const wasBusy = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported on changes of busy only; a new onBusyChange must not report again.
  useEffect(() => {
    // Reported on changes only, so a form may count its busy fields.
    if (busy === wasBusy.current) return
    wasBusy.current = busy
    onBusyChange?.(busy)
  }, [busy])

  const room = max - value.length - pending.length
  const full = room <= 0

  function setProgress(id: number, progress: number) {
    setPending((list) => list.map((p) => (p.id === id ? { ...p, progress } : p)))
  }

  async function upload(file: File) {
    const id = nextId++
    setPending((list) => [...list, { id, name: file.name, progress: 0 }])
    try {
      const ticket = await getUploadTicket(http ?? getApi(), kind, { silent: true })
      const photo = await sendPhoto(ticket, file, (fraction) => setProgress(id, fraction))
      const next = [...latest.current, photo.url].slice(0, max)
      latest.current = next
      report.current(next)
    } catch (error) {
      toast.error(
        error instanceof ApiError || error instanceof Error
          ? error.message || '图片上传失败，请重试'
          : '图片上传失败，请重试',
      )
    } finally {
      setPending((list) => list.filter((p) => p.id !== id))
    }
  }

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    if (files.length > room) toast.error(`最多上传${max}张图片`)
    for (const file of files.slice(0, Math.max(room, 0))) {
      const problem = await checkImageFile(file)
      if (problem) {
        toast.error(problem)
        continue
      }
      void upload(file)
    }
  }

  function remove(index: number) {
    const next = latest.current.filter((_, i) => i !== index)
    latest.current = next
    report.current(next)
    input.current?.focus()
  }

  return (
    <div className="mf-photo-upload">
      <ul className="mf-photo-upload__list">
        {value.map((url, index) => (
          <li key={`${url}-${index}`} className="mf-photo-upload__item">
            <PhotoThumbs urls={[url]} label="图片" start={index + 1} size={80} />
            <button
              type="button"
              className="mf-photo-upload__remove"
              aria-label={`删除图片 ${index + 1}`}
              disabled={disabled}
              onClick={() => remove(index)}
            >
              删除
            </button>
          </li>
        ))}
        {pending.map((p) => (
          <li key={p.id} className="mf-photo-upload__item mf-photo-upload__item--pending">
            <span className="mf-photo-upload__percent">{Math.round(p.progress * 100)}%</span>
            <progress
              className="mf-photo-upload__progress"
              max={100}
              value={Math.round(p.progress * 100)}
              aria-label={`${p.name} 上传进度`}
            />
          </li>
        ))}
        {!full && (
          <li className="mf-photo-upload__item">
            <label className={`mf-photo-upload__picker${disabled ? ' is-disabled' : ''}`}>
              <input
                ref={input}
                className="mf-visually-hidden"
                type="file"
                accept="image/jpeg,image/png,.jpg,.jpeg,.png"
                multiple={room > 1}
                disabled={disabled}
                aria-describedby={hintId}
                onChange={pick}
              />
              <span className="mf-photo-upload__plus" aria-hidden="true">
                +
              </span>
              <span>{label}</span>
              {subject && <span className="mf-visually-hidden">：{subject}</span>}
            </label>
          </li>
        )}
      </ul>
      <p className="mf-photo-upload__hint" id={hintId}>
        {hint ?? `最多${max}张，已上传${value.length}张；支持 JPG、PNG 格式，单张不超过 5MB`}
      </p>
    </div>
  )
}
