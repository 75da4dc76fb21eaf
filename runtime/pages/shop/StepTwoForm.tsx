import { useRef, useState, type FormEvent } from 'react'
import type { RegionNode } from '../../api/address.ts'
import type { SettlementFields } from '../../api/merchant.ts'
import { Button } from '../../components/button/Button.tsx'
import { FormRow, fieldsPass, refuseField } from '../../components/form/FormRow.tsx'
import { RegionSelect } from '../../components/form/RegionSelect.tsx'
import { useFormFields } from '../../components/form/use-form-fields.ts'
import { PhotoUploader } from '../../components/photo-upload/PhotoUploader.tsx'
import { namesOf } from './region-names.ts'
import { STEP2_FIELDS, step2Rules, type Step2Values } from './settle-rules.ts'
import { SettleTextRow } from './SettleTextRow.tsx'
import type { StepSave } from './use-settle-save.ts'

type Field = keyof Step2Values
const FIELDS = STEP2_FIELDS

export interface StepTwoFormProps {
  initial: Step2Values
  /** 个人 applicants have no business licence. */
  personal: boolean
  tree: RegionNode[] | null
  save: StepSave
  onBack: () => void
}

export function step2Fields(values: Step2Values, tree: RegionNode[] | null, personal: boolean): SettlementFields {
  const region = namesOf(tree, values.region)
  return {
    social_credit_code_id: personal ? '' : values.social_credit_code_id.trim().toUpperCase(),
    legal_name: values.legal_name.trim(),
    legal_cert_id: values.legal_cert_id.trim().toUpperCase(),
    province: region.province,
    city: region.city,
    area: region.area,
    address: values.address.trim(),
    license_url: personal ? '' : values.license_url,
    id_card_front_url: values.id_card_front_url,
    id_card_back_url: values.id_card_back_url,
  }
}

/** Step 2 主体信息: credit code and licence photo (not for 个人), the legal person's or applicant's name, ID number and ID photos, and the address. */
export function StepTwoForm({ initial, personal, tree, save, onBack }: StepTwoFormProps) {
  const form = useFormFields<Field, Step2Values>(initial, step2Rules(personal), [
    'social_credit_code_id',
    'legal_name',
    'legal_cert_id',
    'address',
  ])
  const [uploading, setUploading] = useState(0)
  const root = useRef<HTMLFormElement>(null)
  const busyChange = (busy: boolean) => setUploading((n) => Math.max(0, n + (busy ? 1 : -1)))

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!fieldsPass(root.current, form, personal ? FIELDS.filter((f) => f !== 'license_url') : FIELDS)) return
    await save(
      2,
      step2Fields(form.values, tree, personal),
      (field, message) => refuseField(root.current, form, field as Field, message),
      FIELDS,
    )
  }

  const text = (
    name: 'social_credit_code_id' | 'legal_name' | 'legal_cert_id' | 'address',
    label: string,
    props: { maxLength: number; placeholder: string },
  ) => <SettleTextRow form={form} name={name} label={label} {...props} />

  const photo = (name: 'license_url' | 'id_card_front_url' | 'id_card_back_url', label: string, hint: string) => (
    <FormRow label={label} required group field={name} error={form.errors[name]}>
      {() => (
        <PhotoUploader
          kind="shop"
          max={1}
          label={`上传${label}`}
          hint={hint}
          value={form.values[name] ? [form.values[name]] : []}
          onChange={(urls) => form.change(name, urls[0] ?? '')}
          onBusyChange={busyChange}
        />
      )}
    </FormRow>
  )

  return (
    <form ref={root} className="mf-settle__form" noValidate onSubmit={onSubmit} aria-label="主体信息">
      {!personal &&
        text('social_credit_code_id', '统一社会信用代码', { maxLength: 18, placeholder: '18位，见营业执照' })}
      {!personal && photo('license_url', '营业执照', '营业执照照片须清晰完整，支持 JPG、PNG 格式，不超过 5MB')}
      {text('legal_name', personal ? '真实姓名' : '法人姓名', { maxLength: 20, placeholder: '与身份证一致' })}
      {text('legal_cert_id', '身份证号码', { maxLength: 18, placeholder: '18位身份证号码' })}
      {photo('id_card_front_url', '身份证人像面', '四角完整、文字清晰，支持 JPG、PNG 格式，不超过 5MB')}
      {photo('id_card_back_url', '身份证国徽面', '四角完整、文字清晰，支持 JPG、PNG 格式，不超过 5MB')}
      <FormRow label={personal ? '所在地区' : '经营地区'} required group field="region" error={form.errors.region}>
        {({ labelId, describedBy, invalid }) => (
          <RegionSelect
            tree={tree}
            value={form.values.region}
            labelledBy={labelId}
            describedBy={describedBy}
            invalid={invalid}
            onChange={(value) => form.change('region', value)}
            onBlur={() => form.blur('region')}
          />
        )}
      </FormRow>
      {text('address', '详细地址', { maxLength: 100, placeholder: '街道、门牌号等' })}
      <div className="mf-settle__actions">
        <Button size="large" onClick={onBack}>
          上一步
        </Button>
        <Button htmlType="submit" type="primary" size="large" disabled={uploading > 0}>
          {uploading > 0 ? '图片上传中…' : '下一步'}
        </Button>
      </div>
    </form>
  )
}
