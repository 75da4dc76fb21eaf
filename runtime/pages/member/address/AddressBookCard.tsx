import type { Address } from '../../../api/address.ts'
import { maskMobile } from '../../../lib/validators.ts'
import { FactRows } from '../../../components/facts/FactRows.tsx'

interface AddressBookCardProps {
  address: Address
  busy: boolean
  onEdit: () => void
  onDelete: () => void
  onMakeDefault: () => void
}

/** One saved address: receiver, region, street and masked mobile, with 设为默认 / 编辑 / 删除. */
export function AddressBookCard({ address, busy, onEdit, onDelete, onMakeDefault }: AddressBookCardProps) {
  const isDefault = address.is_def === 1
  const label = `${address.name} ${address.area} ${address.addr}`
  return (
    <article className={`mf-address-book__card${isDefault ? ' is-default' : ''}`} aria-label={`收货地址：${label}`}>
      <header className="mf-address-book__head">
        <h2 className="mf-address-book__name">{address.name}</h2>
        {isDefault && <span className="mf-address-book__badge">默认</span>}
      </header>
      <dl className="mf-address-book__rows">
        <FactRows
          facts={[
            ['收货人：', address.name],
            ['所在地区：', address.area],
            ['详细地址：', address.addr],
            ['手机号码：', maskMobile(address.mobile)],
          ]}
        />
      </dl>
      <div className="mf-address-book__actions">
        {!isDefault && (
          <button
            type="button"
            className="mf-address-book__action"
            disabled={busy}
            aria-label={`设为默认：${label}`}
            onClick={onMakeDefault}
          >
            设为默认
          </button>
        )}
        <button
          type="button"
          className="mf-address-book__action"
          disabled={busy}
          aria-label={`编辑：${label}`}
          onClick={onEdit}
        >
          编辑
        </button>
        <button
          type="button"
          className="mf-address-book__action mf-address-book__action--danger"
          disabled={busy}
          aria-label={`删除：${label}`}
          onClick={onDelete}
        >
          删除
        </button>
      </div>
    </article>
  )
}
