import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { createAddress, updateAddress, type Address } from '../../api/address.ts'
import { getApi } from '../../api/index.ts'
import { Button } from '../../components/button/Button.tsx'
import { FormRow, fieldsPass } from '../../components/form/FormRow.tsx'
import { RegionSelect, regionNames, type RegionCodes } from '../../components/form/RegionSelect.tsx'
import { useFormFields, type FieldRules } from '../../components/form/use-form-fields.ts'
import { childrenOf, useRegionTree } from '../../components/form/use-region-tree.ts'
import { Modal } from '../../components/modal/Modal.tsx'
import {
  ADDRESS_LIMITS,
  checkAddressField,
  toAddressInput,
  type AddressDraft,
  type AddressField,
} from './address-rules.ts'
// The dialog brings its styles wherever it opens (checkout, the member's address book).
import '../checkout/checkout.css'

interface AddressFormModalProps {
  open: boolean
  /** The address being edited; null adds a new one. */
  address: Address | null
  onClose: () => void
  onSaved: (address: Address) => void
}

/** The form's values: the region's three codes travel together as one field. */
interface AddressValues {
  name: string
  mobile: string
  region: RegionCodes
  addr: string
  is_def: boolean
}

const EMPTY: AddressValues = {
  name: '',
  mobile: '',
  region: { province_code: '', city_code: '', county_code: '' },
  addr: '',
  is_def: false,
}

function valuesOf(address: Address | null): AddressValues {
  if (!address) return EMPTY
  const { name, mobile, province_code, city_code, county_code, addr } = address
  return { name, mobile, region: { province_code, city_code, county_code }, addr, is_def: address.is_def === 1 }
}

function draftOf(values: AddressValues): AddressDraft {
  return { name: values.name, mobile: values.mobile, ...values.region, addr: values.addr, is_def: values.is_def }
}

/**
 * 新增 / 编辑收货地址 in a dialog: 收货人, 手机号码, 所在地区 (province, city, county from the
 * region tree), 详细地址 and 设为默认地址. Each field is checked when it loses focus and all of
 * them on 保存 (spec 5); the server's refusal is shown in the dialog.
 */
export function AddressFormModal({ open, address, onClose, onSaved }: AddressFormModalProps) {
  const tree = useRegionTree(open)
  const needsCounty = (values: AddressValues) => (cityCode: string) =>
    childrenOf(childrenOf(tree ?? undefined, values.region.province_code), cityCode).length > 0
  const rule = (field: AddressField) => (values: AddressValues) =>
    checkAddressField(field, draftOf(values), needsCounty(values))
  const rules: FieldRules<AddressField, AddressValues> = {
    name: rule('name'),
    mobile: rule('mobile'),
    region: rule('region'),
    addr: rule('addr'),
  }
  const fields = useFormFields<AddressField | 'is_def', AddressValues>(valuesOf(address), rules, [
    'name',
    'mobile',
    'addr',
  ])
  const { values, errors } = fields
  const [saving, setSaving] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const formId = `${useId()}-form`
  const defId = useId()
  const { reset } = fields

  // Each opening starts from the address being edited (or a blank form), reset in the commit that
  // shows the dialog: a passive effect could run after the first keystroke and wipe it.
  useLayoutEffect(() => {
    if (!open) return
    reset(valuesOf(address))
    setServerError(null)
    setSaving(false)
  }, [open, address, reset])

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    if (!fieldsPass(form.current, fields)) return
    if (!tree) return
    setSaving(true)
    setServerError(null)
    try {
      const draft = draftOf(fields.values)
      const input = toAddressInput(draft, regionNames(tree, values.region))
      const saved = address
        ? await updateAddress(getApi(), address.address_id, input, { silent: true })
        : await createAddress(getApi(), input, { silent: true })
      onSaved(saved)
    } catch (failure) {
      setServerError(failure instanceof Error && failure.message ? failure.message : '保存失败，请稍后重试')
      setSaving(false)
    }
  }

  return (
    <Modal
      open={open}
      title={address ? '编辑收货地址' : '新增收货地址'}
      width={640}
      height="auto"
      className="mf-address-modal"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" htmlType="submit" form={formId} disabled={saving || tree === null}>
            {saving ? '保存中…' : '保存收货地址'}
          </Button>
        </>
      }
    >
      <form ref={form} id={formId} className="mf-form" noValidate onSubmit={save}>
        {serverError && (
          <p className="mf-error-box mf-form__server-error" role="alert">
            {serverError}
          </p>
        )}
        <FormRow label="收货人" required field="name" error={errors.name}>
          {({ input }) => (
            <input
              {...input}
              className="mf-form__input"
              value={values.name}
              maxLength={ADDRESS_LIMITS.name + 10}
              placeholder={`请输入收货人姓名，最多${ADDRESS_LIMITS.name}个字`}
              autoComplete="name"
              onChange={(event) => fields.change('name', event.target.value)}
              onBlur={() => fields.blur('name')}
            />
          )}
        </FormRow>
        <FormRow label="手机号码" required field="mobile" error={errors.mobile}>
          {({ input }) => (
            <input
              {...input}
              className="mf-form__input"
              value={values.mobile}
              inputMode="numeric"
              maxLength={11}
              placeholder="请输入11位手机号码"
              autoComplete="tel"
              onChange={(event) => fields.change('mobile', event.target.value)}
              onBlur={() => fields.blur('mobile')}
            />
          )}
        </FormRow>
        <FormRow label="所在地区" required group field="region" error={errors.region}>
          {({ invalid, describedBy }) => (
            <RegionSelect
              tree={tree}
              value={values.region}
              invalid={invalid}
              describedBy={describedBy}
              onChange={(region) => fields.change('region', region)}
              onBlur={() => fields.blur('region')}
            />
          )}
        </FormRow>
        <FormRow label="详细地址" required field="addr" error={errors.addr}>
          {({ input }) => (
            <textarea
              {...input}
              className="mf-form__input mf-form__textarea"
              value={values.addr}
              rows={3}
              maxLength={ADDRESS_LIMITS.addrMax + 20}
              placeholder="请输入街道、楼牌号等详细地址"
              autoComplete="street-address"
              onChange={(event) => fields.change('addr', event.target.value)}
              onBlur={() => fields.blur('addr')}
            />
          )}
        </FormRow>
        <FormRow>
          {() => (
            <label className="mf-form__check" htmlFor={defId}>
              <input
                id={defId}
                type="checkbox"
                checked={values.is_def}
                disabled={address?.is_def === 1}
                onChange={(event) => fields.change('is_def', event.target.checked)}
              />
              设为默认地址
            </label>
          )}
        </FormRow>
      </form>
    </Modal>
  )
}
