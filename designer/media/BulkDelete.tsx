import { useState } from 'react'
import { Button } from '../../runtime/components/button/Button.tsx'
import { ConfirmDialog } from '../../runtime/components/modal/ConfirmDialog.tsx'
import { mediaApi } from './media-api.ts'

export interface BulkDeleteProps {
  ids: number[]
  onDone: (deleted: number[]) => void
  onClear: () => void
}

/**
 * 删除所选: the ticked images at once, after 提示. The server deletes all or none; when one is in use
 * its answer names the uses, shown here until the next try.
 */
export function BulkDelete({ ids, onDone, onClear }: BulkDeleteProps) {
  const [asking, setAsking] = useState(false)
  const [message, setMessage] = useState({ text: '', error: false })
  const [busy, setBusy] = useState(false)

  async function remove() {
    setAsking(false)
    setBusy(true)
    try {
      const { deleted } = await mediaApi.removeMany(ids)
      setMessage({ text: `已删除 ${deleted.length} 张图片`, error: false })
      onDone(deleted)
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : '删除失败', error: true })
    } finally {
      setBusy(false)
    }
  }

  return (
    <span className="dzm-bulk">
      {ids.length > 0 && (
        <>
          <span>已勾选 {ids.length} 张</span>
          <Button size="small" disabled={busy} onClick={() => setAsking(true)}>
            删除所选
          </Button>
          <Button size="small" type="text" onClick={onClear}>
            取消勾选
          </Button>
        </>
      )}
      <span className={`dzm-bulk__message${message.error ? ' is-error' : ''}`} role="status">
        {message.text}
      </span>
      <ConfirmDialog open={asking} onCancel={() => setAsking(false)} onOk={remove}>
        确定删除所选的 {ids.length} 张图片？正在使用的图片不能删除，删除后不可恢复。
      </ConfirmDialog>
    </span>
  )
}
