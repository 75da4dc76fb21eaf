import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { createAddress, updateAddress, type Address } from '../../api/address.ts'
import { getApi } from '../../api/index.ts'
import { Button } from '../../components/button/Button.tsx'
import { Modal } from '../../components/modal/Modal.tsx'
import {
  ADDRESS_FIELDS,
  ADDRESS_LIMITS,
  checkAddress,
  checkAddressField,
  toAddressInput,
  type AddressDraft,
  type AddressErrors,
  type AddressField,
} from './address-rules.ts'
import { RegionSelect, regionNames, type RegionCodes } from './RegionSelect.tsx'
import { childrenOf, useRegionTree } from './use-region-tree.ts'
// The dialog brings its form styles wherever it opens (checkout, the member's address book).
import './checkout.css'

interface AddressFormModalProps {
  open: boolean
  /** The address being edited; null adds a new one. */
  address: Address | null
  onClose: () => void
  onSaved: (address: Address) => void
}

const EMPTY: AddressDraft = { name: '', mobile: '', province_code: '', city_code: '', county_code: '', addr: '', is_def: false }

function draftOf(address: Address | null): AddressDraft {
  if (!address) return EMPTY
  const { name, mobile, province_code, city_code, county_code, addr } = address
  return { name, mobile, province_code, city_code, county_code, addr, is_def: address.is_def === 1 }
}

/**
 * 新增 / 编辑收货地址 in a dialog: 收货人, 手机号码, 所在地区 (province, city, county from the
 * region tree), 详细地址 and 设为默认地址. Each field is checked when it loses focus and all of
 * them on 保存 (spec 5); the server's refusal is shown in the dialog.
 */
export function AddressFormModal({ open, address, onClose, onSaved }: AddressFormModalProps) {
  const tree = useRegionTree(open)
  const [draft, setDraft] = useState<AddressDraft>(() => draftOf(address))
  const [errors, setErrors] = useState<AddressErrors>({})
  const [saving, setSaving] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const ids = { name: useId(), mobile: useId(), region: useId(), addr: useId(), def: useId() }

  // Each opening starts from the address being edited (or a blank form).
  useEffect(() => {
    if (!open) return
    setDraft(draftOf(address))
    setErrors({})
    setServerError(null)
    setSaving(false)
  }, [open, address])

  const needsCounty = (cityCode: string) => childrenOf(childrenOf(tree ?? undefined, draft.province_code), cityCode).length > 0

  const judge = (field: AddressField, next: AddressDraft = draft) => {
    const message = checkAddressField(field, next, needsCounty)
    setErrors((current) => {
      if ((current[field] ?? null) === message) return current
      const copy = { ...current }
      if (message) copy[field] = message
      else delete copy[field]
      return copy
    })
  }

  const update = (patch: Partial<AddressDraft>) => setDraft((current) => ({ ...current, ...patch }))

  const changeRegion = (codes: RegionCodes) => {
    const next = { ...draft, ...codes }
    setDraft(next)
    // A complaint about the region goes away as soon as the choice is complete.
    if (errors.region) judge('region', next)
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    const found = checkAddress(draft, needsCounty)
    setErrors(found)
    const first = ADDRESS_FIELDS.find((field) => found[field])
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] select, [data-field="${first}"] textarea`)?.focus()
      return
    }
    if (!tree) return
    setSaving(true)
    setServerError(null)
    try {
      const input = toAddressInput(draft, regionNames(tree, draft))
      const saved = address ? await updateAddress(getApi(), address.address_id, input, { silent: true }) : await createAddress(getApi(), input, { silent: true })
      onSaved(saved)
    } catch (failure) {
      setServerError(failure instanceof Error && failure.message ? failure.message : '保存失败，请稍后重试')
      setSaving(false)
    }
  }

  const errorId = (field: AddressField) => `${ids[field]}-error`
  const fieldError = (field: AddressField) =>
    errors[field] ? (
      <p className="mf-form__error" id={errorId(field)} role="alert">
        {errors[field]}
      </p>
    ) : null
  const describe = (field: AddressField) => (errors[field] ? errorId(field) : undefined)

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
          <Button type="primary" htmlType="submit" form={ids.def + '-form'} disabled={saving || tree === null}>
            {saving ? '保存中…' : '保存收货地址'}
          </Button>
        </>
      }
    >
      <form ref={form} id={ids.def + '-form'} className="mf-form" noValidate onSubmit={save}>
        {serverError && (
          <p className="mf-form__server-error" role="alert">
            {serverError}
          </p>
        )}
        <div className="mf-form__row" data-field="name">
          <label className="mf-form__label" htmlFor={ids.name}>
            <span className="mf-form__required" aria-hidden="true">*</span>收货人
          </label>
          <div className="mf-form__control">
            <input
              id={ids.name}
              className="mf-form__input"
              value={draft.name}
              maxLength={ADDRESS_LIMITS.name + 10}
              placeholder={`请输入收货人姓名，最多${ADDRESS_LIMITS.name}个字`}
              autoComplete="name"
              aria-required="true"
              aria-invalid={Boolean(errors.name) || undefined}
              aria-describedby={describe('name')}
              onChange={(event) => update({ name: event.target.value })}
              onBlur={() => judge('name')}
            />
            {fieldError('name')}
          </div>
        </div>
        <div className="mf-form__row" data-field="mobile">
          <label className="mf-form__label" htmlFor={ids.mobile}>
            <span className="mf-form__required" aria-hidden="true">*</span>手机号码
          </label>
          <div className="mf-form__control">
            <input
              id={ids.mobile}
              className="mf-form__input"
              value={draft.mobile}
              inputMode="numeric"
              maxLength={11}
              placeholder="请输入11位手机号码"
              autoComplete="tel"
              aria-required="true"
              aria-invalid={Boolean(errors.mobile) || undefined}
              aria-describedby={describe('mobile')}
              onChange={(event) => update({ mobile: event.target.value })}
              onBlur={() => judge('mobile')}
            />
            {fieldError('mobile')}
          </div>
        </div>
        <div className="mf-form__row" data-field="region">
          <span className="mf-form__label" id={ids.region}>
            <span className="mf-form__required" aria-hidden="true">*</span>所在地区
          </span>
          <div className="mf-form__control">
            <RegionSelect tree={tree} value={draft} invalid={Boolean(errors.region)} describedBy={describe('region')} onChange={changeRegion} onBlur={() => judge('region')} />
            {fieldError('region')}
          </div>
        </div>
        <div className="mf-form__row" data-field="addr">
          <label className="mf-form__label" htmlFor={ids.addr}>
            <span className="mf-form__required" aria-hidden="true">*</span>详细地址
          </label>
          <div className="mf-form__control">
            <textarea
              id={ids.addr}
              className="mf-form__input mf-form__textarea"
              value={draft.addr}
              rows={3}
              maxLength={ADDRESS_LIMITS.addrMax + 20}
              placeholder="请输入街道、楼牌号等详细地址"
              autoComplete="street-address"
              aria-required="true"
              aria-invalid={Boolean(errors.addr) || undefined}
              aria-describedby={describe('addr')}
              onChange={(event) => update({ addr: event.target.value })}
              onBlur={() => judge('addr')}
            />
            {fieldError('addr')}
          </div>
        </div>
        <div className="mf-form__row">
          <span className="mf-form__label" aria-hidden="true" />
          <div className="mf-form__control">
            <label className="mf-form__check" htmlFor={ids.def}>
              <input id={ids.def} type="checkbox" checked={draft.is_def} disabled={address?.is_def === 1} onChange={(event) => update({ is_def: event.target.checked })} />
              设为默认地址
            </label>
          </div>
        </div>
      </form>
    </Modal>
  )
}
