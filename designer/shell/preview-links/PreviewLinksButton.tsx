import { useState } from 'react'
import { PreviewLinksDialog } from './PreviewLinksDialog.tsx'

/** 生成预览链接 beside 设计 / 预览: opens the dialog of the page's shareable preview links. */
export function PreviewLinksButton({ templateId }: { templateId: number }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="dz-btn dz-btn--ghost"
        aria-haspopup="dialog"
        data-tooltip="生成无需登录即可查看草稿的链接"
        onClick={() => setOpen(true)}
      >
        生成预览链接
      </button>
      <PreviewLinksDialog open={open} templateId={templateId} onClose={() => setOpen(false)} />
    </>
  )
}
