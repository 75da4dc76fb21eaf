import { CHINA_UTC_OFFSET_SECONDS } from '../../../schemas/time.ts'
import { PREVIEW_AS_PARAM } from '../../../schemas/api/preview-links.ts'
import { escapeHtml } from '../document.ts'
import type { PreviewViewer } from './viewers.ts'

/** The banner's height; the page below it starts lower by as much. */
const BANNER_HEIGHT_PX = 40

/** Plain styles in the page itself: the preview loads no scripts, and the storefront's tokens are there. */
export const PREVIEW_BANNER_STYLE = `<style>
.mf-preview-banner{position:fixed;top:0;left:0;right:0;z-index:10000;height:${BANNER_HEIGHT_PX}px;box-sizing:border-box;display:flex;align-items:center;gap:16px;padding:0 16px;background:#262626;color:#fff;font:13px/1.4 system-ui,sans-serif;white-space:nowrap;overflow:hidden}
.mf-preview-banner__badge{padding:2px 8px;border-radius:3px;background:var(--mf-theme);color:var(--mf-on-theme);font-weight:600}
.mf-preview-banner__title{overflow:hidden;text-overflow:ellipsis;max-width:280px}
.mf-preview-banner__muted{color:#d9d9d9}
.mf-preview-banner__viewers{display:flex;align-items:center;gap:4px;margin-left:auto}
.mf-preview-banner__viewers a{color:#fff;text-decoration:none;padding:3px 8px;border-radius:3px}
.mf-preview-banner__viewers a:hover,.mf-preview-banner__viewers a:focus-visible{background:#444;outline:2px solid #fff;outline-offset:-2px}
.mf-preview-banner__viewers a[aria-current="page"]{background:#fff;color:#262626;font-weight:600}
body{padding-top:${BANNER_HEIGHT_PX}px}
</style>`

/** Unix seconds as 2026-12-06 17:30, China time. */
export function chinaMinute(seconds: number): string {
  const iso = new Date((seconds + CHINA_UTC_OFFSET_SECONDS) * 1000).toISOString()
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`
}

export interface BannerProps {
  title: string
  expiresAt: number
  viewers: PreviewViewer[]
  current: PreviewViewer
}

/** The fixed 预览版本 bar: the page's name, when the link ends, and the viewer switch as links. */
export function previewBanner({ title, expiresAt, viewers, current }: BannerProps): string {
  const links = viewers.map((viewer) => {
    const href = `?${PREVIEW_AS_PARAM}=${encodeURIComponent(viewer.key)}`
    const currentMark = viewer.key === current.key ? ' aria-current="page"' : ''
    return `<a href="${escapeHtml(href)}"${currentMark}>${escapeHtml(viewer.label)}</a>`
  })
  return [
    '<div class="mf-preview-banner" role="region" aria-label="预览版本">',
    '<span class="mf-preview-banner__badge">预览版本</span>',
    `<span class="mf-preview-banner__title">${escapeHtml(title)}</span>`,
    `<span class="mf-preview-banner__muted">草稿内容，尚未发布 · 链接有效期至 ${chinaMinute(expiresAt)}</span>`,
    '<nav class="mf-preview-banner__viewers" aria-label="查看身份">',
    '<span class="mf-preview-banner__muted">查看身份：</span>',
    ...links,
    '</nav>',
    '</div>',
  ].join('')
}
