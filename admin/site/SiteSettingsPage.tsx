import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { SiteSettingsBody } from '../../schemas/api/admin/site.ts'
import type { FieldErrors } from '../../schemas/api/field-errors.ts'
import { SITE_LIMITS, siteFormErrors } from '../../schemas/site-rules.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { FieldsRefusal } from '../api.ts'
import { ImagePicker } from '../catalogue/ImagePicker.tsx'
import { FormError, FormField } from '../kit/FormField.tsx'
import { PageHeader } from '../kit/PageHeader.tsx'
import { sessionEnded } from '../shell/access.ts'
import { failureText, useFocusInvalid } from '../settings/forms.ts'
import { siteApi } from './api.ts'
import { OrderSettingsFields } from './OrderSettingsFields.tsx'
import { PageSeoTable } from './PageSeoTable.tsx'
import './site.css'

function Card({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="ac-card" aria-labelledby={id}>
      <h2 className="ac-card__title" id={id}>
        {title}
      </h2>
      <div className="ac-card__body st-grid">{children}</div>
    </section>
  )
}

/**
 * 设置 › 站点设置: the site's SEO (title, keywords, description) and each kind of page's, base
 * settings (PC storefront open, shop name, logo, customer-service phone, ICP number), the search
 * box's hot words and 订单设置. One save; the storefront and the order rules follow at once.
 */
export function SiteSettingsPage() {
  const [form, setForm] = useState<SiteSettingsBody | null>(null)
  const [loadError, setLoadError] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState('')
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const focusInvalid = useFocusInvalid(formRef)

  useEffect(() => {
    siteApi
      .read()
      .then(setForm)
      .catch((failure) => {
        if (!sessionEnded(failure)) setLoadError(failureText(failure))
      })
  }, [])

  if (loadError) return <FormError message={loadError} />
  if (!form) return <p className="dz-muted">正在加载站点设置…</p>

  const seo = (patch: Partial<SiteSettingsBody['seo']>) => setForm({ ...form, seo: { ...form.seo, ...patch } })
  const base = (patch: Partial<SiteSettingsBody['base']>) => setForm({ ...form, base: { ...form.base, ...patch } })
  const words = (next: string[]) => setForm({ ...form, hot_keywords: next })
  const pages = (next: SiteSettingsBody['seo']['pages']) => setForm({ ...form, seo: { ...form.seo, pages: next } })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!form || saving) return
    const found = siteFormErrors(form)
    setErrors(found)
    setFormError('')
    if (Object.keys(found).length > 0) {
      focusInvalid()
      return
    }
    setSaving(true)
    try {
      setForm(await siteApi.save(form))
      toast.success('站点设置已保存，商城已生效')
    } catch (failure) {
      if (sessionEnded(failure)) return
      if (failure instanceof FieldsRefusal) {
        setErrors(failure.fields)
        focusInvalid()
      } else setFormError(failureText(failure))
      toast.error(failureText(failure))
    } finally {
      setSaving(false)
    }
  }

  return (
    <>
      <PageHeader crumbs={[{ label: '设置' }, { label: '站点设置' }]} title="站点设置" />
      <form ref={formRef} className="st-form" noValidate onSubmit={(event) => void submit(event)}>
        <Card id="st-seo" title="SEO 设置">
          <FormField
            label="网站标题"
            value={form.seo.title}
            onChange={(title) => seo({ title })}
            error={errors['seo.title']}
            help={`显示在浏览器标签与搜索结果中，不超过${SITE_LIMITS.titleMax}个字`}
          />
          <FormField
            label="关键词"
            value={form.seo.keywords}
            onChange={(keywords) => seo({ keywords })}
            error={errors['seo.keywords']}
            help="多个关键词用英文逗号分隔"
          />
          <div className="dz-field st-wide">
            <label className="dz-field__label" htmlFor="st-description">
              网站描述
            </label>
            <textarea
              id="st-description"
              className="dz-input st-textarea"
              value={form.seo.description}
              onChange={(event) => seo({ description: event.target.value })}
              aria-invalid={errors['seo.description'] ? true : undefined}
              aria-describedby={errors['seo.description'] ? 'st-description-error' : undefined}
            />
            {errors['seo.description'] && (
              <p id="st-description-error" className="dz-field__error">
                {errors['seo.description']}
              </p>
            )}
          </div>
        </Card>

        <Card id="st-pages" title="页面 SEO">
          <PageSeoTable value={form.seo.pages} errors={errors} onChange={pages} />
        </Card>

        <Card id="st-base" title="基础设置">
          <FormField
            label="商城名称"
            value={form.base.shop_name}
            onChange={(shop_name) => base({ shop_name })}
            error={errors['base.shop_name']}
          />
          <FormField
            label="客服电话"
            value={form.base.service_phone}
            onChange={(service_phone) => base({ service_phone })}
            error={errors['base.service_phone']}
            placeholder="如 400-123-4567"
          />
          <FormField
            label="ICP 备案号"
            value={form.base.icp}
            onChange={(icp) => base({ icp })}
            error={errors['base.icp']}
            help="显示在商城页脚"
            placeholder="如 浙ICP备12345678号"
          />
          <label className="st-check">
            <input
              type="checkbox"
              checked={form.base.display_on_pc}
              onChange={(event) => base({ display_on_pc: event.target.checked })}
            />
            PC 端展示店铺
            <span className="dz-muted">店铺基础设置 display_on_pc，由接口 pageparams/setting 提供给前端</span>
          </label>
          <div className="st-wide">
            <ImagePicker
              label="商城 Logo"
              value={form.base.logo}
              onChange={(logo) => base({ logo })}
              shape="wide"
              error={errors['base.logo']}
              help="显示在商城页头，建议 240×80 的 PNG"
            />
          </div>
        </Card>

        <Card id="st-hot" title="热搜词">
          <p className="dz-muted st-wide">
            显示在搜索框下方，最多{SITE_LIMITS.hotKeywordsMax}个，点击即搜索该词；按顺序显示。
          </p>
          {errors.hot_keywords && (
            <p className="dz-field__error st-wide" role="alert">
              {errors.hot_keywords}
            </p>
          )}
          <ol className="st-words st-wide">
            {form.hot_keywords.map((word, i) => (
              <li key={i} className="st-word">
                <FormField
                  label={`热搜词${i + 1}`}
                  value={word}
                  onChange={(value) => words(form.hot_keywords.map((w, j) => (j === i ? value : w)))}
                  error={errors[`hot_keywords.${i}`]}
                />
                <button
                  type="button"
                  className="dz-link dz-link--danger"
                  aria-label={`删除热搜词${i + 1}`}
                  onClick={() => words(form.hot_keywords.filter((_, j) => j !== i))}
                >
                  删除
                </button>
              </li>
            ))}
          </ol>
          <div className="st-wide">
            <button
              type="button"
              className="dz-btn"
              disabled={form.hot_keywords.length >= SITE_LIMITS.hotKeywordsMax}
              onClick={() => words([...form.hot_keywords, ''])}
            >
              添加热搜词
            </button>
          </div>
        </Card>

        <Card id="st-order" title="订单设置">
          <OrderSettingsFields value={form.order} errors={errors} onChange={(order) => setForm({ ...form, order })} />
        </Card>

        <FormError message={formError} />
        <div className="st-actions">
          <button type="submit" className="dz-btn dz-btn--primary" disabled={saving}>
            {saving ? '正在保存…' : '保存设置'}
          </button>
        </div>
      </form>
    </>
  )
}
