import { useId, useState } from 'react'
import type { Address } from '../../api/address.ts'
import { Button } from '../../components/button/Button.tsx'
import { maskMobile } from '../../lib/validators.ts'

export interface AddressPickerProps {
  addresses: Address[]
  /** Marked at first; the first address when absent. */
  defaultSelectedId?: number
  busy?: boolean
  /** 确认收货信息: the chosen address id. */
  onConfirm: (addressId: number) => void
}

/**
 * The address picker of spec 2.8: the saved delivery addresses as radio choices, each with its
 * name, area and address line, and 确认收货信息, which yields the chosen address id.
 */
export function AddressPicker({ addresses, defaultSelectedId, busy = false, onConfirm }: AddressPickerProps) {
  const [selectedId, setSelectedId] = useState(defaultSelectedId ?? addresses[0]?.address_id)
  const legendId = useId()
  const name = useId()

  return (
    <form
      className="mf-address-picker"
      onSubmit={(event) => {
        event.preventDefault()
        if (selectedId !== undefined) onConfirm(selectedId)
      }}
    >
      <div className="mf-address-picker__list" role="radiogroup" aria-labelledby={legendId}>
        <p className="mf-visually-hidden" id={legendId}>
          收货地址
        </p>
        {addresses.map((address) => {
          const checked = address.address_id === selectedId
          return (
            <label key={address.address_id} className={`mf-address-picker__item${checked ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name={name}
                value={address.address_id}
                checked={checked}
                disabled={busy}
                onChange={() => setSelectedId(address.address_id)}
              />
              <span className="mf-address-picker__name">{address.name}</span>
              <span className="mf-address-picker__area">{address.area}</span>
              <span className="mf-address-picker__addr">{address.addr}</span>
              <span className="mf-address-picker__mobile">{maskMobile(address.mobile)}</span>
              {address.is_def === 1 && <span className="mf-address-picker__default">默认地址</span>}
            </label>
          )
        })}
      </div>
      <Button
        type="error"
        htmlType="submit"
        className="mf-address-picker__confirm"
        disabled={busy || selectedId === undefined}
      >
        确认收货信息
      </Button>
    </form>
  )
}
