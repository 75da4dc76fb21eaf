import { lazy, Suspense, useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import type { Address } from '../../api/address.ts'
import { maskMobile } from '../../lib/validators.ts'
import { addressPickerHref } from './checkout-return.ts'

/** The address form loads with its code when it first opens, so the checkout does not download it up front. */
const AddressFormModal = lazy(() =>
  import('../address/AddressFormModal.tsx').then((module) => ({ default: module.AddressFormModal })),
)

/** Cards shown before 展开更多地址. */
const FOLDED_COUNT = 4

interface AddressSectionProps {
  addresses: Address[]
  selectedId: number | undefined
  disabled: boolean
  onSelect: (addressId: number) => void
  /** A new or edited address; the list is read again by the page. */
  onSaved: (address: Address) => void
  /** Offers 选择其他地址 (/cart/address, which returns to the cart checkout); off on other checkouts. */
  withPicker?: boolean
}

/**
 * 收货人信息: the saved addresses as cards to pick from (the default first, as the server lists
 * them), each with 编辑, and 新增收货地址 opening the address form.
 */
export function AddressSection({
  addresses,
  selectedId,
  disabled,
  onSelect,
  onSaved,
  withPicker = true,
}: AddressSectionProps) {
  const [editing, setEditing] = useState<{ open: boolean; address: Address | null }>({ open: false, address: null })
  const [expanded, setExpanded] = useState(false)
  // Once opened the form stays mounted, so closing it returns focus as the dialog always does.
  const [formWanted, setFormWanted] = useState(false)
  if (editing.open && !formWanted) setFormWanted(true)
  const { search } = useLocation()
  const selectedIndex = addresses.findIndex((address) => address.address_id === selectedId)
  // The chosen card always shows, even when it is beyond the folded ones.
  const shown =
    expanded || addresses.length <= FOLDED_COUNT
      ? addresses
      : addresses.filter((_address, i) => i < FOLDED_COUNT || i === selectedIndex)

  return (
    <section className="mf-checkout-section" aria-labelledby="mf-checkout-address">
      <div className="mf-checkout-section__head">
        <h2 className="mf-checkout-section__title" id="mf-checkout-address">
          收货人信息
        </h2>
        <span className="mf-checkout-section__links">
          {withPicker && addresses.length > 0 && (
            <Link className="mf-link mf-checkout-link" to={addressPickerHref(search, selectedId)}>
              选择其他地址
            </Link>
          )}
          <button
            type="button"
            className="mf-link mf-checkout-link"
            onClick={() => setEditing({ open: true, address: null })}
          >
            + 新增收货地址
          </button>
        </span>
      </div>
      {addresses.length === 0 ? (
        <div className="mf-address-empty">
          <p>您还没有收货地址，请先添加收货地址</p>
          <button type="button" className="mf-address-add" onClick={() => setEditing({ open: true, address: null })}>
            <span aria-hidden="true">+</span> 新增收货地址
          </button>
        </div>
      ) : (
        <div className="mf-address-list" role="radiogroup" aria-label="选择收货地址">
          {shown.map((address) => {
            const checked = address.address_id === selectedId
            return (
              <div key={address.address_id} className={`mf-address-card${checked ? ' is-selected' : ''}`}>
                <label className="mf-address-card__pick">
                  <input
                    type="radio"
                    name="mf-checkout-address"
                    className="mf-visually-hidden"
                    checked={checked}
                    disabled={disabled}
                    onChange={() => onSelect(address.address_id)}
                  />
                  <span className="mf-address-card__head">
                    <span className="mf-address-card__name">{address.name}</span>
                    <span className="mf-address-card__mobile">{maskMobile(address.mobile)}</span>
                    {address.is_def === 1 && <span className="mf-address-card__default">默认</span>}
                  </span>
                  <span className="mf-address-card__area">{address.area}</span>
                  <span className="mf-address-card__addr">{address.addr}</span>
                </label>
                <button
                  type="button"
                  className="mf-address-card__edit mf-link mf-checkout-link"
                  aria-label={`编辑 ${address.name} ${address.area} ${address.addr}`}
                  onClick={() => setEditing({ open: true, address })}
                >
                  编辑
                </button>
              </div>
            )
          })}
        </div>
      )}
      {addresses.length > FOLDED_COUNT && (
        <button
          type="button"
          className="mf-link mf-checkout-link mf-address-more"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? '收起地址' : `展开更多地址（共${addresses.length}个）`}
        </button>
      )}
      {formWanted && (
        <Suspense fallback={null}>
          <AddressFormModal
            open={editing.open}
            address={editing.address}
            onClose={() => setEditing((current) => ({ ...current, open: false }))}
            onSaved={(address) => {
              setEditing((current) => ({ ...current, open: false }))
              onSaved(address)
            }}
          />
        </Suspense>
      )}
    </section>
  )
}
