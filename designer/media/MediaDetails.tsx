import { useEffect, useState, type FormEvent } from 'react'
import { Button } from '../../runtime/components/button/Button.tsx'
import { ConfirmDialog } from '../../runtime/components/modal/ConfirmDialog.tsx'
import { MEDIA_TAG_MAX, type MediaImage } from '../../schemas/api/media.ts'
import { useLoaded } from '../pickers/useLoaded.ts'
import { fileSize, uploadDate } from './filters.ts'
import { mediaApi } from './media-api.ts'

export interface MediaDetailsProps {
  image: MediaImage
  /** After a tag was saved or the image deleted: the library reloads. */
  onChanged: (deleted: boolean) => void
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : '操作失败')

/** The chosen image: its facts, 标签, 使用位置, and 删除 (asked first; refused while it is used). */
export function MediaDetails({ image, onChanged }: MediaDetailsProps) {
  const [tag, setTag] = useState(image.tag)
  const [message, setMessage] = useState({ text: '', error: false })
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  useEffect(() => setTag(image.tag), [image.tag])
  // biome-ignore lint/correctness/useExhaustiveDependencies: another image starts without the last one's message.
  useEffect(() => setMessage({ text: '', error: false }), [image.id])
  const uses = useLoaded(() => mediaApi.uses(image.id).then((answer) => answer.uses), [], String(image.id))

  async function saveTag(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      await mediaApi.setTag(image.id, tag.trim())
      setMessage({ text: tag.trim() ? '标签已保存' : '标签已去掉', error: false })
      onChanged(false)
    } catch (error) {
      setMessage({ text: errorText(error), error: true })
    } finally {
      setBusy(false)
    }
  }

  async function remove() {
    setAsking(false)
    setBusy(true)
    try {
      await mediaApi.remove(image.id)
      onChanged(true)
    } catch (error) {
      setMessage({ text: errorText(error), error: true })
    } finally {
      setBusy(false)
    }
  }

  const inUse = uses.value.length > 0
  return (
    <section className="dzm-details" aria-label="图片信息">
      <span className="dzm-details__frame">
        <img src={image.img_full_url} alt={image.img_name} />
      </span>
      <p className="dzm-details__name" title={image.img_name}>
        {image.img_name}
      </p>
      <dl className="dzm-details__facts">
        <dt>尺寸</dt>
        <dd>
          {image.width}×{image.height}
        </dd>
        <dt>大小</dt>
        <dd>{fileSize(image.img_size)}</dd>
        <dt>上传</dt>
        <dd>{uploadDate(image.created_at)}</dd>
      </dl>
      <form className="dzm-details__tag" onSubmit={saveTag}>
        <input
          className="dzp-input"
          aria-label="标签"
          placeholder="标签（如 首页、活动）"
          value={tag}
          maxLength={MEDIA_TAG_MAX}
          onChange={(event) => setTag(event.target.value)}
        />
        <Button htmlType="submit" size="small" disabled={busy || tag.trim() === image.tag}>
          保存标签
        </Button>
      </form>
      <h3 className="dzm-details__heading">使用位置</h3>
      {uses.loading ? (
        <p className="dzp-help">正在查找…</p>
      ) : uses.error ? (
        <p className="dzp-field-error">{uses.error}</p>
      ) : inUse ? (
        <ul className="dzm-details__uses" aria-label="使用位置">
          {uses.value.map((use) => (
            <li key={`${use.kind}-${use.id}`}>{use.label}</li>
          ))}
        </ul>
      ) : (
        <p className="dzp-help">未被使用，可以删除</p>
      )}
      <Button
        size="small"
        disabled={busy || uses.loading || inUse}
        title={inUse ? '图片正在使用中，不能删除' : undefined}
        onClick={() => setAsking(true)}
      >
        删除图片
      </Button>
      <p className={`dzm-details__message${message.error ? ' is-error' : ''}`} role="status">
        {message.text}
      </p>
      <ConfirmDialog open={asking} onCancel={() => setAsking(false)} onOk={remove}>
        确定删除图片「{image.img_name}」？删除后不可恢复。
      </ConfirmDialog>
    </section>
  )
}
