import { FormRow } from '../../components/form/FormRow.tsx'
import {
  checkInvoiceField,
  INVOICE_TITLE_MAX,
  typedTaxNumber,
  type InvoiceDraft,
  type InvoiceErrors,
  type InvoiceField,
  type InvoiceKind,
} from './invoice-rules.ts'

interface InvoiceSectionProps {
  draft: InvoiceDraft
  /** Shown after 提交订单 finds a rule broken, as well as after a field loses focus. */
  errors: InvoiceErrors
  disabled: boolean
  onChange: (draft: InvoiceDraft) => void
  onErrors: (errors: InvoiceErrors) => void
}

const KINDS: { kind: InvoiceKind; label: string }[] = [
  { kind: 'none', label: '不开发票' },
  { kind: 'personal', label: '个人' },
  { kind: 'company', label: '单位' },
]

/** 发票信息: 不开发票, 个人, or 单位 with 发票抬头 and 纳税人识别号 (spec 5's tax number rule). */
export function InvoiceSection({ draft, errors, disabled, onChange, onErrors }: InvoiceSectionProps) {
  const judge = (field: InvoiceField, next: InvoiceDraft = draft) => {
    const message = checkInvoiceField(field, next)
    const copy = { ...errors }
    if (message) copy[field] = message
    else delete copy[field]
    onErrors(copy)
  }

  const update = (patch: Partial<InvoiceDraft>, field?: InvoiceField) => {
    const next = { ...draft, ...patch }
    onChange(next)
    // A complaint goes away as soon as the text satisfies the rule.
    if (field && errors[field] && !checkInvoiceField(field, next)) judge(field, next)
  }

  return (
    <section className="mf-checkout-section" aria-labelledby="mf-checkout-invoice">
      <div className="mf-checkout-section__head">
        <h2 className="mf-checkout-section__title" id="mf-checkout-invoice">
          发票信息
        </h2>
        <span className="mf-checkout-section__note">电子普通发票，发票内容为商品明细</span>
      </div>
      <div className="mf-invoice-kinds" role="radiogroup" aria-label="发票类型">
        {KINDS.map(({ kind, label }) => (
          <label key={kind} className={`mf-choice${draft.kind === kind ? ' is-selected' : ''}`}>
            <input
              type="radio"
              name="mf-checkout-invoice"
              className="mf-visually-hidden"
              checked={draft.kind === kind}
              disabled={disabled}
              onChange={() => {
                onErrors({})
                onChange({ ...draft, kind })
              }}
            />
            {label}
          </label>
        ))}
      </div>
      {draft.kind === 'personal' && <p className="mf-invoice-hint">发票抬头：个人</p>}
      {draft.kind === 'company' && (
        <div className="mf-form mf-invoice-form">
          <FormRow label="发票抬头" required error={errors.title}>
            {({ input }) => (
              <input
                {...input}
                className="mf-form__input"
                value={draft.title}
                maxLength={INVOICE_TITLE_MAX + 10}
                placeholder="请填写单位名称"
                autoComplete="organization"
                disabled={disabled}
                onChange={(event) => update({ title: event.target.value }, 'title')}
                onBlur={() => judge('title')}
              />
            )}
          </FormRow>
          <FormRow label="纳税人识别号" required error={errors.taxNumber}>
            {({ input }) => (
              <input
                {...input}
                className="mf-form__input"
                value={draft.taxNumber}
                maxLength={20}
                placeholder="请填写15、17、18或20位纳税人识别号"
                autoCapitalize="characters"
                spellCheck={false}
                disabled={disabled}
                onChange={(event) => update({ taxNumber: typedTaxNumber(event.target.value) }, 'taxNumber')}
                onBlur={() => judge('taxNumber')}
              />
            )}
          </FormRow>
        </div>
      )}
    </section>
  )
}
