import { useRef, type FormEvent } from 'react'
import type { RegionNode } from '../../api/address.ts'
import type { Bank, SettlementFields } from '../../api/merchant.ts'
import { Button } from '../../components/button/Button.tsx'
import { FormRow, fieldsPass, refuseField } from '../../components/form/FormRow.tsx'
import { RegionSelect } from '../../components/form/RegionSelect.tsx'
import { useFormFields } from '../../components/form/use-form-fields.ts'
import { namesOf } from './region-names.ts'
import { STEP3_FIELDS, step3Rules, type Step3Values } from './settle-rules.ts'
import type { StepSave } from './use-settle-save.ts'

type Field = keyof Step3Values
const FIELDS = STEP3_FIELDS

export interface StepThreeFormProps {
  initial: Step3Values
  banks: readonly Bank[]
  tree: RegionNode[] | null
  save: StepSave
  onBack: () => void
}

export function step3Fields(values: Step3Values, tree: RegionNode[] | null): SettlementFields {
  const region = namesOf(tree, values.bank_region)
  return {
    bank_code: values.bank_code,
    bank_acct_name: values.bank_acct_name.trim(),
    card_id_mask: values.card_id_mask.replace(/\s+/g, ''),
    bank_province: region.province,
    bank_city: region.city,
  }
}

/** Step 3 结算账户: 开户银行 from the bank list, 开户名, 银行账号 and the branch's region; 提交审核 submits the application. */
export function StepThreeForm({ initial, banks, tree, save, onBack }: StepThreeFormProps) {
  const form = useFormFields<Field, Step3Values>(initial, step3Rules, ['bank_acct_name', 'card_id_mask'])
  const root = useRef<HTMLFormElement>(null)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!fieldsPass(root.current, form)) return
    await save(
      3,
      step3Fields(form.values, tree),
      (field, message) => refuseField(root.current, form, field as Field, message),
      FIELDS,
    )
  }

  return (
    <form ref={root} className="mf-settle__form" noValidate onSubmit={onSubmit} aria-label="结算账户">
      <FormRow label="开户银行" required field="bank_code" error={form.errors.bank_code}>
        {({ input }) => (
          <select
            {...input}
            name="bank_code"
            className="mf-form__input"
            value={form.values.bank_code}
            onChange={(event) => form.change('bank_code', event.target.value)}
            onBlur={() => form.blur('bank_code')}
          >
            <option value="">请选择</option>
            {banks.map((bank) => (
              <option key={bank.bank_code} value={bank.bank_code}>
                {bank.bank_name}
              </option>
            ))}
          </select>
        )}
      </FormRow>
      <FormRow
        label="开户名"
        required
        field="bank_acct_name"
        error={form.errors.bank_acct_name}
        hint="企业请填写公司名称，个人请填写本人姓名"
      >
        {({ input }) => (
          <input
            {...input}
            name="bank_acct_name"
            className="mf-form__input"
            maxLength={50}
            value={form.values.bank_acct_name}
            onChange={(event) => form.change('bank_acct_name', event.target.value)}
            onBlur={() => form.blur('bank_acct_name')}
          />
        )}
      </FormRow>
      <FormRow label="银行账号" required field="card_id_mask" error={form.errors.card_id_mask}>
        {({ input }) => (
          <input
            {...input}
            name="card_id_mask"
            className="mf-form__input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            placeholder="8-30位数字"
            value={form.values.card_id_mask}
            onChange={(event) => form.change('card_id_mask', event.target.value)}
            onBlur={() => form.blur('card_id_mask')}
          />
        )}
      </FormRow>
      <FormRow label="开户行所在地" required group field="bank_region" error={form.errors.bank_region}>
        {({ labelId, describedBy, invalid }) => (
          <RegionSelect
            tree={tree}
            hideCounty
            value={form.values.bank_region}
            labelledBy={labelId}
            describedBy={describedBy}
            invalid={invalid}
            onChange={(value) => form.change('bank_region', value)}
            onBlur={() => form.blur('bank_region')}
          />
        )}
      </FormRow>
      <div className="mf-settle__actions">
        <Button size="large" onClick={onBack}>
          上一步
        </Button>
        <Button htmlType="submit" type="primary" size="large">
          提交审核
        </Button>
      </div>
    </form>
  )
}
