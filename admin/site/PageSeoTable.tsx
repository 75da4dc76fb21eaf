import type { FieldErrors } from '../../schemas/api/field-errors.ts'
import { PAGE_NAME_VARIABLE, SEO_PAGES, type PageSeo, type PagesSeo } from '../../schemas/seo-pages.ts'

const EMPTY: PageSeo = { title: '', keywords: '', description: '' }
const COLUMNS = [
  { field: 'title', label: '标题' },
  { field: 'keywords', label: '关键词' },
  { field: 'description', label: '描述' },
] as const

/**
 * 页面 SEO: each kind of storefront page's own title, keywords and description, one row each;
 * empty cells fall back to the page's own words, then the site's.
 */
export function PageSeoTable({
  value,
  errors,
  onChange,
}: {
  value: PagesSeo
  errors: FieldErrors
  onChange: (next: PagesSeo) => void
}) {
  return (
    <div className="st-wide">
      <p className="dz-muted">
        为不同类型的页面单独设置标题、关键词和描述；留空则使用页面自身信息（如商品名称）和上方的网站设置。可用
        <code className="st-code">{PAGE_NAME_VARIABLE}</code>代表商品名称、文章标题等页面名称。
      </p>
      <table className="ac-table st-seo-table">
        <caption className="mf-visually-hidden">页面 SEO</caption>
        <thead>
          <tr>
            <th scope="col" style={{ width: 96 }}>
              页面
            </th>
            {COLUMNS.map((column) => (
              <th key={column.field} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SEO_PAGES.map(({ key, label }) => {
            const words = value[key] ?? EMPTY
            return (
              <tr key={key}>
                <th scope="row">{label}</th>
                {COLUMNS.map(({ field, label: column }) => {
                  const path = `seo.pages.${key}.${field}`
                  const error = errors[path]
                  return (
                    <td key={field}>
                      <input
                        className="dz-input"
                        aria-label={`${label}${column}`}
                        value={words[field]}
                        placeholder={field === 'title' ? `如 ${PAGE_NAME_VARIABLE}_正品保障` : undefined}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `st-seo-${key}-${field}-error` : undefined}
                        onChange={(event) => onChange({ ...value, [key]: { ...words, [field]: event.target.value } })}
                      />
                      {error && (
                        <p id={`st-seo-${key}-${field}-error`} className="dz-field__error">
                          {error}
                        </p>
                      )}
                    </td>
                  )
                })}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
