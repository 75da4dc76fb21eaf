import { lazy, Suspense, useState } from 'react'
import { getApi } from '../../../api/index.ts'
import { getShareInfo, type ShareInfo } from '../../../api/item.ts'

/** The dialog loads with its code on the first 分享, so the item page does not download it up front. */
const ShareDialog = lazy(() => import('./ShareDialog.tsx').then((module) => ({ default: module.ShareDialog })))

/** 分享 opens the share panel: picture, QR code, title, price, 下载图片, 复制链接 and the share bar. */
export function SharePanel({ itemId }: { itemId: number }) {
  const [open, setOpen] = useState(false)
  const [info, setInfo] = useState<ShareInfo | null>(null)

  async function openPanel() {
    try {
      setInfo(info ?? (await getShareInfo(getApi(), itemId)))
      setOpen(true)
    } catch {
      // The client already showed the server's message.
    }
  }

  return (
    <>
      <button type="button" className="mf-item-share-button" onClick={openPanel}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M18 8a3 3 0 1 0-2.8-4L8.6 7.6a3 3 0 1 0 0 4.8l6.6 3.6A3 3 0 1 0 16 14l-6.5-3.6a3 3 0 0 0 0-.8L16 6.1A3 3 0 0 0 18 8z"
            fill="currentColor"
          />
        </svg>
        分享
      </button>
      {info && (
        <Suspense fallback={null}>
          <ShareDialog open={open} info={info} itemId={itemId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
