import { useMemo } from 'react'
import { FRAME_LABELS } from '../../schemas/frame-config.ts'
import { SiteFrame } from '../canvas/SiteFrame.tsx'
import { useSiteLayout } from '../canvas/site-layout.ts'
import { useEditor } from '../store/editor-store.ts'
import { frameLayout, type FramePart } from './frame-doc.ts'
import './frame.css'

const WHERE: Record<FramePart, string> = {
  header: '显示在商城每个页面的顶部；页面的主题颜色和商家入驻按各页面的页面设置显示',
  footer: '显示在商城每个页面的底部',
}

/**
 * The canvas of a header or footer template: the storefront's own top bar and header, or footer,
 * drawn live from the draft at the page's width (as SiteFrame draws them around pages, but at full
 * strength). It is edited in the inspector beside it; the picture follows every change.
 */
export function FrameCanvas({ part }: { part: FramePart }) {
  const frame = useEditor((state) => state.doc.frame)
  const site = useSiteLayout()
  const layout = useMemo(() => (site ? frameLayout(site, part, frame) : null), [site, part, frame])
  return (
    <section className="dz-canvas dzf-canvas" aria-label="画布">
      <p className="dzf-canvas__note">
        <strong>{FRAME_LABELS[part]}</strong> · {WHERE[part]}
      </p>
      <div className="dz-canvas__page dzf-canvas__page" data-frame-part={part}>
        {layout ? (
          <SiteFrame part={part} layout={layout} path="/" live />
        ) : (
          <div className="dzf-canvas__state" role="status">
            <span className="dz-spinner" aria-hidden="true" /> 正在加载页头页尾…
          </div>
        )}
      </div>
    </section>
  )
}
