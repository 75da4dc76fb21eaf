import { ConfirmDialog } from '../../runtime/components/modal/ConfirmDialog.tsx'
import { removeItem } from './list-edits.ts'

export interface RemoveConfirmProps<T> {
  items: readonly T[]
  /** The entry asked about, or null while nothing is. */
  index: number | null
  /** The spec 5 confirmation (确定删除该商品？ …). */
  message: string
  onChange: (next: T[]) => void
  /** Called after 确定 and 取消 alike. */
  onClose: () => void
}

/** The 提示 confirmation before an entry leaves a picked list; 确定 removes it in one change. */
export function RemoveConfirm<T>({ items, index, message, onChange, onClose }: RemoveConfirmProps<T>) {
  return (
    <ConfirmDialog
      open={index !== null}
      onCancel={onClose}
      onOk={() => {
        if (index !== null) onChange(removeItem(items, index))
        onClose()
      }}
    >
      {message}
    </ConfirmDialog>
  )
}
