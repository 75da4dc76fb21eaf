import type { ReactNode } from 'react'
import { Button } from '../../runtime/components/button/Button.tsx'
import { Modal } from '../../runtime/components/modal/Modal.tsx'

export interface PickerDialogProps {
  open: boolean
  title: string
  width: number
  height: number
  /** What is chosen so far, announced politely beside the buttons. */
  picked: ReactNode
  canConfirm?: boolean
  onConfirm: () => void
  onClose: () => void
  children: ReactNode
}

/** The frame every picker shares: a titled dialog whose footer shows the choice, 取消 and 确定. */
export function PickerDialog({
  open,
  title,
  width,
  height,
  picked,
  canConfirm = true,
  onConfirm,
  onClose,
  children,
}: PickerDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      height={height}
      className="dzp-dialog"
      onClose={onClose}
      footer={
        <>
          <span className="dzp-dialog__picked" aria-live="polite">
            {picked}
          </span>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" disabled={!canConfirm} onClick={onConfirm}>
            确定
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  )
}

/** 已选 2 / 3 个商品 (no limit: 已选 2 个商品). */
export const pickedCount = (count: number, limit: number, unit: string) =>
  `已选 ${count}${Number.isFinite(limit) ? ` / ${limit}` : ''} ${unit}`
