import { useRef, useState, type FormEvent } from 'react'
import type { BaseSettingAnswer, MerchantType, SettlementFields } from '../../api/merchant.ts'
import { Button } from '../../components/button/Button.tsx'
import { FormRow, fieldsPass, refuseField } from '../../components/form/FormRow.tsx'
import { useFormFields } from '../../components/form/use-form-fields.ts'
import { Modal } from '../../components/modal/Modal.tsx'
import { sanitizeHtml } from '../../lib/sanitize-html.ts'
import { step1Rules, type Step1Values } from './settle-rules.ts'
import { SettleTextRow } from './SettleTextRow.tsx'
import type { StepSave } from './use-settle-save.ts'

type Field = keyof Step1Values

export interface StepOneFormProps {
  initial: Step1Values
  setting: BaseSettingAnswer
  types: readonly MerchantType[]
  save: StepSave
}

export function step1Fields(values: Step1Values): SettlementFields {
  return {
    settled_type: values.settled_type,
    merchant_type_id: Number(values.merchant_type_id),
    merchant_name: values.merchant_name.trim(),
    contact_name: values.contact_name.trim(),
    contact_mobile: values.contact_mobile.trim(),
    is_agree_agreement: values.agree ? 1 : 0,
  }
}

/** Step 1 入驻信息: 入驻类型, 经营类目, 商户名称, 联系人, 联系人手机号, and the settlement agreement. */
export function StepOneForm({ initial, setting, types, save }: StepOneFormProps) {
  const form = useFormFields<Field, Step1Values>(initial, step1Rules, [
    'merchant_name',
    'contact_name',
    'contact_mobile',
  ])
  const [agreementOpen, setAgreementOpen] = useState(false)
  const root = useRef<HTMLFormElement>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!fieldsPass(root.current, form)) return
    await save(1, step1Fields(form.values), (field, message) =>
      refuseField(root.current, form, field as Field, message),
    )
  }

  const text = (
    name: 'merchant_name' | 'contact_name' | 'contact_mobile',
    label: string,
    props: { maxLength: number; placeholder: string; inputMode?: 'numeric' },
  ) => <SettleTextRow form={form} name={name} label={label} {...props} />

  return (
    <form ref={root} className="mf-settle__form" noValidate onSubmit={onSubmit} aria-label="入驻信息">
      <FormRow label="入驻类型" required group field="settled_type" error={form.errors.settled_type}>
        {({ labelId, describedBy, invalid }) => (
          <div
            className="mf-settle__choices"
            role="radiogroup"
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          >
            {setting.settled_type_list.map((option) => (
              <label key={option.value} className="mf-form__check">
                <input
                  type="radio"
                  name="settled_type"
                  value={option.value}
                  checked={form.values.settled_type === option.value}
                  onChange={() => form.change('settled_type', option.value)}
                />
                {option.label}
              </label>
            ))}
          </div>
        )}
      </FormRow>
      <FormRow label="经营类目" required field="merchant_type_id" error={form.errors.merchant_type_id}>
        {({ input }) => (
          <select
            {...input}
            name="merchant_type_id"
            className="mf-form__input"
            value={form.values.merchant_type_id}
            onChange={(event) => form.change('merchant_type_id', event.target.value)}
            onBlur={() => form.blur('merchant_type_id')}
          >
            <option value="">请选择</option>
            {types.map((type) => (
              <option key={type.id} value={String(type.id)}>
                {type.name}
              </option>
            ))}
          </select>
        )}
      </FormRow>
      {text('merchant_name', form.values.settled_type === 'personal' ? '店铺名称' : '商户名称', {
        maxLength: 50,
        placeholder: '2-50个字，如营业执照上的名称',
      })}
      {text('contact_name', '联系人姓名', { maxLength: 20, placeholder: '2-20个字' })}
      {text('contact_mobile', '联系人手机号', { maxLength: 11, placeholder: '11位手机号', inputMode: 'numeric' })}
      <FormRow field="agree" error={form.errors.agree}>
        {({ input }) => (
          <span className="mf-settle__agree">
            <label className="mf-form__check">
              <input
                {...input}
                type="checkbox"
                name="agree"
                checked={form.values.agree}
                onChange={(event) => form.change('agree', event.target.checked)}
              />
              我已阅读并同意
            </label>
            <button type="button" className="mf-settle__link" onClick={() => setAgreementOpen(true)}>
              《商户入驻协议》
            </button>
          </span>
        )}
      </FormRow>
      <div className="mf-settle__actions">
        <Button htmlType="submit" type="primary" size="large">
          下一步
        </Button>
      </div>
      <Modal
        open={agreementOpen}
        title="商户入驻协议"
        width={800}
        height={600}
        maskClosable
        onClose={() => setAgreementOpen(false)}
        footer={
          <>
            <Button onClick={() => setAgreementOpen(false)}>关闭</Button>
            <Button
              type="primary"
              onClick={() => {
                form.change('agree', true)
                setAgreementOpen(false)
              }}
            >
              同意并继续
            </Button>
          </>
        }
      >
        {/* Written by operators (trusted), sanitised all the same. */}
        <div className="mf-settle__agreement" dangerouslySetInnerHTML={{ __html: sanitizeHtml(setting.content) }} />
      </Modal>
    </form>
  )
}
