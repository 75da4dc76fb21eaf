import { useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { getApi } from '../../../api/index.ts'
import { createRate, type OrderDetail, type OrderLine } from '../../../api/orders.ts'
import { Button } from '../../../components/button/Button.tsx'
import { LinkButton } from '../../../components/button/LinkButton.tsx'
import { FormRow, fieldsPass } from '../../../components/form/FormRow.tsx'
import { useFormFields, type FieldRules, type FieldValues } from '../../../components/form/use-form-fields.ts'
import { SafeImage } from '../../../components/goods-card/SafeImage.tsx'
import { PhotoUploader } from '../../../components/photo-upload/PhotoUploader.tsx'
import { toast } from '../../../components/toast/toast.ts'
import { specText } from '../orders/order-lines.ts'
import { orderDetailHref } from '../orders/trade-tabs.ts'
import { STAR_MAX, StarRating } from './StarRating.tsx'
import { rateableLines } from './load-rate.ts'
import { useFormSubmit } from '../orders/use-form-submit.ts'

/** 评价内容 is at most 500 characters (the server's limit). */
export const CONTENT_MAX = 500

/** How long 评价成功 shows before the order's page replaces this one. */
export const SUCCESS_PAUSE_MS = 800

/** A goods line's stars and photos; its text is a field of the form (contentField). */
interface Draft {
  star: number
  /** Uploaded photo URLs (晒单). */
  pics: string[]
}

/** Photos one goods line's rating takes. */
export const PICS_MAX = 9

const charCount = (text: string) => [...text].length

/** A line's text, as the server would word a too long one; null when it fits. */
export function checkRateContent(content: string): string | null {
  return charCount(content.trim()) > CONTENT_MAX ? `评价内容不能超过${CONTENT_MAX}字` : null
}

/** The form field holding a goods line's 评价内容. */
const contentField = (line: OrderLine) => `content-${line.id}`

function RateLine({
  line,
  draft,
  content,
  error,
  onChange,
  onContent,
  onBlur,
  onPics,
  onUploading,
}: {
  line: OrderLine
  draft: Draft
  content: string
  error: string | undefined
  onChange: (draft: Draft) => void
  onContent: (content: string) => void
  onBlur: () => void
  /** Photos finish uploading after the draft may have changed: they are set on the newest one. */
  onPics: (pics: string[]) => void
  onUploading: (busy: boolean) => void
}) {
  const length = charCount(content)
  return (
    <li className="mf-rate-line">
      <div className="mf-rate-line__goods">
        <SafeImage className="mf-rate-line__pic" src={line.pic} alt="" width={80} height={80} />
        <p className="mf-rate-line__name">{line.title}</p>
        {line.spec_desc && <p className="mf-rate-line__spec">{specText(line.spec_desc)}</p>}
      </div>
      <div className="mf-rate-line__form">
        <FormRow look="account" label="商品评分" group>
          {() => (
            <StarRating
              value={draft.star}
              label={`商品评分：${line.title}`}
              onChange={(star) => onChange({ ...draft, star })}
            />
          )}
        </FormRow>
        <FormRow look="account" label="评价内容" field={contentField(line)} error={error}>
          {({ input }) => (
            <>
              <textarea
                {...input}
                className="mf-rate-line__textarea"
                rows={4}
                value={content}
                placeholder="宝贝满足您的期待吗？说说它的优点和美中不足吧"
                aria-describedby={[input['aria-describedby'], `${input.id}-count`].filter(Boolean).join(' ')}
                aria-invalid={input['aria-invalid'] || (length > CONTENT_MAX ? true : undefined)}
                onChange={(event) => onContent(event.target.value)}
                onBlur={onBlur}
              />
              <p
                className={`mf-char-count mf-rate-line__count${length > CONTENT_MAX ? ' is-over' : ''}`}
                id={`${input.id}-count`}
              >
                {length}/{CONTENT_MAX}
              </p>
            </>
          )}
        </FormRow>
        <FormRow look="account" label="晒单" group>
          {() => (
            <PhotoUploader
              max={PICS_MAX}
              value={draft.pics}
              onChange={onPics}
              label="晒单图片"
              subject={line.title}
              onBusyChange={onUploading}
            />
          )}
        </FormRow>
      </div>
    </li>
  )
}

/**
 * 评价晒单: every goods line gets 1–5 stars (5 to start with, as Taobao does) and a text; 匿名评价
 * hides the name on the item page. 提交评价 says 评价成功 and goes back to the order.
 */
export function RateForm({ order }: { order: OrderDetail }) {
  const navigate = useNavigate()
  const lines = rateableLines(order)
  const [drafts, setDrafts] = useState<Draft[]>(() => lines.map(() => ({ star: STAR_MAX, pics: [] as string[] })))
  const fields = useFormFields<string>(
    Object.fromEntries(lines.map((line) => [contentField(line), ''])) as FieldValues<string>,
    Object.fromEntries(
      lines.map((line) => [
        contentField(line),
        (values: FieldValues<string>) => checkRateContent(values[contentField(line)] ?? ''),
      ]),
    ) as FieldRules<string>,
  )
  const form = useRef<HTMLFormElement>(null)
  const [anonymous, setAnonymous] = useState(false)
  /** What stops the form as a whole: an upload still running, the server's refusal. */
  const { error, setError, busy, send } = useFormSubmit()
  const [uploads, setUploads] = useState(0)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (uploads > 0) {
      setError('图片正在上传，请稍候')
      return
    }
    setError('')
    if (!fieldsPass(form.current, fields)) return
    await send(async () => {
      await createRate(getApi(), order.order_id, {
        rates: lines.map((line, index) => ({
          order_item_id: line.id,
          star: drafts[index]!.star,
          content: (fields.values[contentField(line)] ?? '').trim(),
          pics: drafts[index]!.pics,
        })),
        anonymous,
      })
      toast.success('评价成功')
      // A page change is a full page load (spec 2.5): the toast is given a moment to be read first.
      setTimeout(() => navigate(orderDetailHref(order.order_id)), SUCCESS_PAUSE_MS)
    }, true)
  }

  return (
    <form ref={form} className="mf-rate" onSubmit={submit} noValidate aria-label="评价晒单">
      <ul className="mf-rate__lines">
        {lines.map((line, index) => (
          <RateLine
            key={line.id}
            line={line}
            draft={drafts[index]!}
            content={fields.values[contentField(line)] ?? ''}
            error={fields.errors[contentField(line)]}
            onContent={(content) => {
              fields.change(contentField(line), content)
              setError('')
            }}
            onBlur={() => fields.blur(contentField(line))}
            onChange={(draft) => {
              setDrafts((current) => current.map((item, i) => (i === index ? draft : item)))
              setError('')
            }}
            onPics={(pics) => {
              setDrafts((current) => current.map((item, i) => (i === index ? { ...item, pics } : item)))
              setError('')
            }}
            onUploading={(uploading) => setUploads((count) => Math.max(0, count + (uploading ? 1 : -1)))}
          />
        ))}
      </ul>
      <div className="mf-rate__footer">
        <label className="mf-account-form__radio mf-rate__anonymous">
          <input type="checkbox" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} />
          匿名评价
          <span className="mf-rate__anonymous-hint">（评价将以“匿名用户”展示）</span>
        </label>
        <div className="mf-rate__message">
          {error && (
            <p className="mf-rate__error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="mf-rate__buttons">
          <LinkButton to={orderDetailHref(order.order_id)}>取消</LinkButton>
          <Button type="primary" htmlType="submit" disabled={busy}>
            {busy ? '正在提交…' : '提交评价'}
          </Button>
        </div>
      </div>
    </form>
  )
}
