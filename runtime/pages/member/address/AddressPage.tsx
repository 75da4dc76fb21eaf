import { useEffect, useState } from 'react'
import { useLoaderData, useNavigate, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom'
import type { Address } from '../../../api/address.ts'
import { getApi } from '../../../api/index.ts'
import { deleteMemberAddress, setDefaultMemberAddress } from '../../../api/member.ts'
import { Button } from '../../../components/button/Button.tsx'
import { ConfirmDialog } from '../../../components/modal/ConfirmDialog.tsx'
import { toast } from '../../../components/toast/toast.ts'
import { loaderApi } from '../../../routing/loader-api.ts'
import { AddressFormModal } from '../../../features/address/AddressFormModal.tsx'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { AddressBookCard } from './AddressBookCard.tsx'
import {
  ADDRESS_PATH,
  MAX_ADDRESSES,
  loadAddressBook,
  type AddressBookData,
} from '../../../features/address/load-address.ts'
import { MemberEmpty } from '../../../components/member-panel/MemberEmpty.tsx'
import { MemberPanel } from '../../../components/member-panel/MemberPanel.tsx'
import './address.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<AddressBookData> {
  return loadAddressBook(loaderApi(context), request)
}

interface FormState {
  open: boolean
  /** The address being edited; null adds one. */
  address: Address | null
}

/** The empty address book's picture: a map pin in the theme colour. */
const PIN_ICON = (
  <svg viewBox="0 0 48 48" width="72" height="72" focusable="false">
    <path
      d="M24 4c-8 0-14 6-14 14 0 10 14 26 14 26s14-16 14-26c0-8-6-14-14-14z"
      style={{ fill: 'var(--mf-theme-light)', stroke: 'var(--mf-theme)' }}
      strokeWidth="2"
    />
    <circle cx="24" cy="18" r="5" fill="none" style={{ stroke: 'var(--mf-theme)' }} strokeWidth="2" />
  </svg>
)

/**
 * /member/address (收货地址): the member's address book. New and edited addresses go through the
 * checkout's address dialog; ?add=1 (where /member/address-add leads) opens it for a new address.
 */
export default function AddressPage() {
  const { addresses } = useLoaderData() as AddressBookData
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [form, setForm] = useState<FormState>({ open: false, address: null })
  const [deleting, setDeleting] = useState<Address | null>(null)
  const [busy, setBusy] = useState(false)
  const full = addresses.length >= MAX_ADDRESSES
  const addRequested = searchParams.get('add') === '1'

  // Opened after hydration: the dialog is a browser-only portal.
  useEffect(() => {
    if (addRequested && !full) setForm({ open: true, address: null })
  }, [addRequested, full])

  /** Leaves ?add=1 behind once its dialog is done with, so a reload does not reopen it. */
  const settle = (changed: boolean) => {
    if (addRequested) navigate(ADDRESS_PATH, { replace: true, preventScrollReset: true })
    else if (changed) revalidator.revalidate()
  }

  const openAdd = () => {
    if (full) {
      toast.warning(`最多可保存${MAX_ADDRESSES}个收货地址`)
      return
    }
    setForm({ open: true, address: null })
  }

  const run = async (work: () => Promise<unknown>, done: string) => {
    if (busy) return
    setBusy(true)
    try {
      await work()
      toast.success(done)
      revalidator.revalidate()
    } catch {
      // The client has already shown the server's message.
    } finally {
      setBusy(false)
    }
  }

  const makeDefault = (address: Address) =>
    run(() => setDefaultMemberAddress(getApi(), address.address_id), '已设为默认地址')

  const confirmDelete = () => {
    const address = deleting
    setDeleting(null)
    if (address) void run(() => deleteMemberAddress(getApi(), address.address_id), '删除成功！')
  }

  return (
    <MemberFrame trail={[{ title: '收货地址' }]}>
      <MemberPanel
        className="mf-address-book"
        title="收货地址"
        level={1}
        titleId="mf-address-book-title"
        actions={
          <p className="mf-address-book__count" aria-live="polite">
            已保存<em>{addresses.length}</em>个地址，最多可保存<em>{MAX_ADDRESSES}</em>个
          </p>
        }
        body
      >
        {addresses.length === 0 ? (
          <MemberEmpty title="您还没有收货地址，添加一个吧" icon={PIN_ICON}>
            <Button type="primary" onClick={openAdd}>
              新增收货地址
            </Button>
          </MemberEmpty>
        ) : (
          <>
            <div className="mf-address-book__toolbar">
              <Button type="primary" onClick={openAdd} disabled={full}>
                + 新增收货地址
              </Button>
              {full && <span className="mf-address-book__full">地址数量已达上限，请删除不用的地址后再添加</span>}
            </div>
            <div className="mf-address-book__list">
              {addresses.map((address) => (
                <AddressBookCard
                  key={address.address_id}
                  address={address}
                  busy={busy}
                  onEdit={() => setForm({ open: true, address })}
                  onDelete={() => setDeleting(address)}
                  onMakeDefault={() => void makeDefault(address)}
                />
              ))}
            </div>
          </>
        )}
      </MemberPanel>
      <AddressFormModal
        open={form.open}
        address={form.address}
        onClose={() => {
          setForm((current) => ({ ...current, open: false }))
          settle(false)
        }}
        onSaved={() => {
          toast.success('保存成功')
          setForm((current) => ({ ...current, open: false }))
          settle(true)
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="删除收货地址"
        onOk={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        确定删除该收货地址吗？
      </ConfirmDialog>
    </MemberFrame>
  )
}
