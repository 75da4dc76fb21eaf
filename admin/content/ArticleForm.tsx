import { useId, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useNavigate } from 'react-router-dom'
import type { ArticleDetail, ArticleNodeView, ArticleSaveBody } from '../../schemas/api/admin/articles.ts'
import type { FieldErrors } from '../../schemas/api/field-errors.ts'
import { ARTICLE_LIMITS, articleFormErrors } from '../../schemas/article-rules.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { FieldsRefusal } from '../api.ts'
import { ImagePicker } from '../catalogue/ImagePicker.tsx'
import { RichTextEditor } from '../goods/rich-text/RichTextEditor.tsx'
import { LeaveGuard } from '../goods/editor/LeaveGuard.tsx'
import { FormError, FormField, SelectField } from '../kit/FormField.tsx'
import { useFocusInvalid } from '../settings/forms.ts'
import { sessionEnded } from '../shell/access.ts'
import { contentApi } from './api.ts'

/** The form's fields as typed (numbers as text). */
export interface ArticleFormState {
  title: string
  node_id: string
  author: string
  summary: string
  cover: string
  sort: string
  content: string
  is_show: boolean
}

export function blankArticle(nodeId: number | null): ArticleFormState {
  return {
    title: '',
    node_id: nodeId === null ? '' : String(nodeId),
    author: '',
    summary: '',
    cover: '',
    sort: '0',
    content: '',
    is_show: false,
  }
}

export function fromArticle(article: ArticleDetail): ArticleFormState {
  return {
    title: article.title,
    node_id: String(article.node_id),
    author: article.author,
    summary: article.summary,
    cover: article.cover,
    sort: String(article.sort),
    content: article.content,
    is_show: article.is_show === 1,
  }
}

/** The save body and the shared rules' messages for it; a sort that is not a number is the form's own message. */
export function toBody(form: ArticleFormState): { body: ArticleSaveBody; errors: FieldErrors } {
  const sortText = form.sort.trim()
  const sort = sortText === '' ? 0 : /^\d{1,9}$/.test(sortText) ? Number(sortText) : Number.NaN
  const body: ArticleSaveBody = {
    title: form.title,
    node_id: form.node_id ? Number(form.node_id) : null,
    author: form.author,
    summary: form.summary,
    cover: form.cover,
    sort: Number.isNaN(sort) ? 0 : sort,
    content: form.content,
    is_show: form.is_show ? 1 : 0,
  }
  const errors = articleFormErrors({ ...body, sort })
  return { body, errors }
}

/**
 * 新增文章 / 编辑文章: title, node, author, cover (upload or image library), summary, sort weight,
 * the body in the goods editor's rich-text editor, and 发布. The shared rules' messages show under
 * each field once the operator has tried to save; the server's refusals land under the same fields.
 */
export function ArticleForm({
  articleId,
  initial,
  nodes,
}: {
  articleId: number | null
  initial: ArticleFormState
  nodes: ArticleNodeView[]
}) {
  const navigate = useNavigate()
  const [form, setForm] = useState(initial)
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial))
  const [submitted, setSubmitted] = useState(false)
  const [server, setServer] = useState<FieldErrors>({})
  const [formError, setFormError] = useState('')
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)
  const summaryId = useId()
  const { errors } = useMemo(() => toBody(form), [form])
  const dirty = JSON.stringify(form) !== baseline
  const message = (field: keyof ArticleFormState) => server[field] ?? (submitted ? errors[field] : undefined)

  function change(patch: Partial<ArticleFormState>) {
    setForm((previous) => ({ ...previous, ...patch }))
    setServer((previous) => {
      const next = { ...previous }
      for (const field of Object.keys(patch)) delete next[field]
      return next
    })
  }

  async function save() {
    if (saving) return
    const { body, errors: problems } = toBody(form)
    setSubmitted(true)
    setFormError('')
    const count = Object.keys(problems).length
    if (count > 0) {
      focusInvalid()
      toast.error(`文章信息有${count}处需要修改`)
      return
    }
    setSaving(true)
    try {
      if (articleId === null) await contentApi.createArticle(body)
      else await contentApi.updateArticle(articleId, body)
      toast.success('保存成功')
      flushSync(() => setBaseline(JSON.stringify(form)))
      navigate(`/content/articles?node=${body.node_id}`)
    } catch (failure) {
      if (sessionEnded(failure)) return
      const text = failure instanceof Error ? failure.message : '保存失败，请重试'
      toast.error(text)
      if (failure instanceof FieldsRefusal) {
        setServer(failure.fields)
        focusInvalid()
      } else setFormError(text)
    } finally {
      setSaving(false)
    }
  }

  const summaryError = message('summary')
  return (
    <div className="ct-editor">
      <form
        ref={formRef}
        className="ac-card ct-editor__form"
        noValidate
        aria-label={articleId === null ? '新增文章' : '编辑文章'}
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <FormError message={formError} />
        <div className="ct-editor__grid">
          <div className="ct-editor__main">
            <FormField
              label="标题"
              value={form.title}
              onChange={(title) => change({ title })}
              error={message('title')}
              help={`最多${ARTICLE_LIMITS.titleMax}个字`}
            />
            <div className="ct-editor__row">
              <SelectField
                label="栏目"
                value={form.node_id}
                onChange={(node_id) => change({ node_id })}
                error={message('node_id')}
              >
                <option value="">请选择栏目</option>
                {nodes.map((node) => (
                  <option key={node.id} value={node.id}>
                    {`${'　'.repeat(node.depth)}${node.name}`}
                  </option>
                ))}
              </SelectField>
              <FormField
                label="作者"
                value={form.author}
                onChange={(author) => change({ author })}
                error={message('author')}
              />
              <FormField
                label="排序"
                value={form.sort}
                inputMode="numeric"
                onChange={(sort) => change({ sort })}
                error={message('sort')}
                help="数字大的排在前面"
              />
            </div>
            <div className="dz-field">
              <label className="dz-field__label" htmlFor={summaryId}>
                摘要
              </label>
              <textarea
                id={summaryId}
                className="dz-input ct-editor__summary"
                rows={3}
                value={form.summary}
                aria-invalid={summaryError ? true : undefined}
                aria-describedby={`${summaryId}-note`}
                onChange={(event) => change({ summary: event.target.value })}
              />
              <p id={`${summaryId}-note`} className={summaryError ? 'dz-field__error' : 'dz-field__help'}>
                {summaryError ?? `列表与分享时显示，最多${ARTICLE_LIMITS.summaryMax}个字`}
              </p>
            </div>
          </div>
          <div className="ct-editor__side">
            <ImagePicker
              label="封面图片"
              value={form.cover}
              shape="wide"
              onChange={(cover) => change({ cover })}
              error={message('cover')}
            />
            <label className="ct-editor__publish">
              <input
                type="checkbox"
                checked={form.is_show}
                onChange={(event) => change({ is_show: event.target.checked })}
              />
              发布（商城可见）
            </label>
          </div>
        </div>
        <span className="dz-field__label ct-editor__body-label" aria-hidden="true">
          正文
        </span>
        <RichTextEditor
          label="正文"
          value={form.content}
          error={message('content')}
          onChange={(content) => change({ content })}
        />
      </form>
      <footer className="ct-editor__footer">
        <span className="ct-editor__state" aria-live="polite">
          {dirty ? '有未保存的修改' : articleId === null ? '' : '所有修改已保存'}
        </span>
        <button type="button" className="dz-btn" onClick={() => navigate(-1)}>
          取消
        </button>
        <button type="button" className="dz-btn dz-btn--primary" disabled={saving} onClick={() => void save()}>
          {saving ? '保存中…' : '保存'}
        </button>
      </footer>
      <LeaveGuard dirty={dirty && !saving} />
    </div>
  )
}
