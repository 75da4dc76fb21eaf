import { useEffect, useRef, useState } from 'react'
import type { OrderExportView } from '../../schemas/api/admin/order-exports.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { adminApi, type Query } from '../api.ts'
import { Drawer } from '../kit/Drawer.tsx'

/** How often the progress is asked for while an export runs, in milliseconds. */
export const EXPORT_POLL_MS = 800

const count = (n: number) => n.toLocaleString('en-US')

/** Starts the browser's download of a finished export (the server names the file). */
function download(url: string) {
  const link = document.createElement('a')
  link.href = url
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}

/**
 * 导出订单: starts an export of the list's filters when opened, shows its progress
 * ("正在导出 1,200 / 5,000") and downloads the file when it is done.
 */
export function ExportDialog({
  filters,
  open,
  onClose,
}: {
  filters: Query | null
  open: boolean
  onClose: () => void
}) {
  const [job, setJob] = useState<OrderExportView | null>(null)
  const [error, setError] = useState('')
  const downloaded = useRef<number | null>(null)

  useEffect(() => {
    if (!open || !filters) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    setJob(null)
    setError('')
    const follow = async (id: number) => {
      try {
        const progress = await adminApi.orderExport(id)
        if (stopped) return
        setJob(progress)
        if (progress.status === 'running') timer = setTimeout(() => void follow(id), EXPORT_POLL_MS)
        else if (progress.status === 'failed') setError('导出失败，请重新导出')
        else if (downloaded.current !== id) {
          downloaded.current = id
          download(adminApi.orderExportFileUrl(id))
          toast.success(`已导出${count(progress.total)}个订单`)
        }
      } catch (failure) {
        if (!stopped) setError(failure instanceof Error ? failure.message : '查询导出进度失败')
      }
    }
    adminApi
      .startOrderExport(filters)
      .then((started) => {
        if (stopped) return
        setJob(started)
        void follow(started.export_id)
      })
      .catch((failure) => {
        if (!stopped) setError(failure instanceof Error ? failure.message : '导出失败，请重试')
      })
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [open, filters])

  const total = job?.total ?? 0
  const done = job?.done ?? 0
  const percent = total > 0 ? Math.round((done / total) * 100) : job?.status === 'done' ? 100 : 0
  const finished = job?.status === 'done'

  return (
    <Drawer
      title="导出订单"
      open={open}
      onClose={onClose}
      footer={
        <>
          {finished && job && (
            <a className="dz-btn" href={adminApi.orderExportFileUrl(job.export_id)}>
              重新下载
            </a>
          )}
          <button type="button" className="dz-btn dz-btn--primary" onClick={onClose}>
            {finished || error ? '关闭' : '后台导出，关闭窗口'}
          </button>
        </>
      }
    >
      <div className="ac-export">
        {error ? (
          <p className="dz-field__error" role="alert">
            {error}
          </p>
        ) : (
          <>
            <p className="ac-export__text" aria-live="polite">
              {!job
                ? '正在创建导出任务…'
                : finished
                  ? `导出完成，共 ${count(total)} 个订单，文件已开始下载`
                  : `正在导出 ${count(done)} / ${count(total)}`}
            </p>
            <div
              className="ac-export__bar"
              role="progressbar"
              aria-label="导出进度"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={`${count(done)} / ${count(total)}`}
            >
              <span style={{ width: `${percent}%` }} />
            </div>
            <p className="dz-muted">按当前筛选条件导出，每个商品一行；文件保留24小时。</p>
          </>
        )}
      </div>
    </Drawer>
  )
}
