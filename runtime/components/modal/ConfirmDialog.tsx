import type { ReactNode } from 'react'
import { Button } from '../button/Button.tsx'
import { Modal } from './Modal.tsx'

export interface ConfirmDialogProps {
  open: boolean
  title?: ReactNode
  children?: ReactNode
  onOk: () => void
  onCancel: () => void
}

/** The confirm dialog: 416 wide, 30% from the top, 取消 / 确定 (spec 2.8). */
export function ConfirmDialog({ open, title = '提示', children, onOk, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      width={416}
      height="auto"
      top="30%"
      className="mf-modal--confirm"
      onClose={(reason) => (reason === 'ok' ? onOk() : onCancel())}
      footer={
        <>
          <Button onClick={onCancel}>取消</Button>
          <Button type="primary" onClick={onOk}>
            确定
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  )
}
