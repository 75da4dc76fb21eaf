import { useMemo, useRef, useState, type CSSProperties, type MouseEvent } from 'react'
import { ConfirmDialog } from '../../runtime/components/modal/ConfirmDialog.tsx'
import { WidgetSlotProvider } from '../../runtime/widgets/widget-slot.tsx'
import { editorStore, useEditor } from '../store/editor-store.ts'
import { CanvasToolsContext, type CanvasTools } from './canvas-tools.ts'
import { createOverlay, type Overlay } from './overlay.ts'
import { SiteFrame } from './SiteFrame.tsx'
import { useSiteLayout } from './site-layout.ts'
import { Bands, Stage } from './Stage.tsx'
import { DesignerSlot } from './StageWidget.tsx'
import { usePaletteDrop } from './use-palette-drop.ts'
import { useResolvedDraft } from './use-resolved-draft.ts'
import { useCanvasZoom } from './use-canvas-zoom.ts'
import { ZoomControl } from './ZoomControl.tsx'
import { useMarquee } from './use-marquee.ts'
import { useOutlineView } from '../outline/outline-view.ts'
import './canvas.css'
import './frame-state.css'

export interface CanvasProps {
  /** Where shoppers see the page; the faded site header differs on the home page ('/'). */
  storefrontPath?: string
}

/** A click this soon after a drag or resize ended belongs to that gesture. */
const GESTURE_CLICK_MS = 300

/**
 * The designer's canvas (issue 15 items 3-4): the page being edited at the storefront's width,
 * drawn with the runtime widgets in design mode between the site's own header and footer (faded),
 * on a grey workspace. Clicking selects a widget (or, on empty space, the page settings); the
 * selected widget is moved and resized in place and carries the edit toolbar; palette entries
 * are dropped onto it. One delegated listener handles clicks for every frame; keys are the
 * editor's actions (designer/actions/). The page is drawn at the zoom's scale (fit to the width
 * by default); a widget selected from elsewhere (the widget list, the problems panel, paste, the
 * palette) is scrolled into view.
 */
export function Canvas({ storefrontPath = '/' }: CanvasProps) {
  const scroller = useRef<HTMLElement>(null)
  const sizer = useRef<HTMLDivElement>(null)
  const pageBox = useRef<HTMLDivElement>(null)
  const stage = useRef<HTMLDivElement>(null)
  const overlayHost = useRef<HTMLDivElement>(null)
  const [deleting, setDeleting] = useState<string | null>(null)
  const page = useEditor((state) => state.doc.page)
  const layout = useSiteLayout()
  useResolvedDraft()

  const tools = useMemo<CanvasTools>(() => {
    let overlay: Overlay | null = null
    let gestureEnded = -Infinity
    const drawn = () => {
      if (!overlay && overlayHost.current) overlay = createOverlay(overlayHost.current)
      return overlay
    }
    return {
      stage: () => stage.current,
      overlay: {
        update: (patch) => drawn()?.update(patch),
        clear: () => drawn()?.clear(),
      },
      endGesture: () => {
        gestureEnded = performance.now()
      },
      gestureJustEnded: () => performance.now() - gestureEnded < GESTURE_CLICK_MS,
      confirmDelete: setDeleting,
    }
  }, [])
  const drop = usePaletteDrop(tools)
  const zoom = useCanvasZoom({ scroller, sizer, page: pageBox, stage })
  const marquee = useMarquee(stage, tools)
  const showHidden = useOutlineView((state) => state.showHidden)

  function onClick(event: MouseEvent<HTMLElement>) {
    const target = event.target as Element
    // Clicks from portals (dialogs) reach here through React, not through the canvas.
    if (!event.currentTarget.contains(target) || target.closest('.dz-toolbar')) return
    const frame = target.closest<HTMLElement>('.dz-frame')
    const editor = editorStore.getState()
    if (frame?.dataset.uuid && (event.shiftKey || event.ctrlKey || event.metaKey))
      editor.toggleSelect(frame.dataset.uuid)
    else if (frame?.dataset.uuid) editor.select(frame.dataset.uuid)
    else if (!tools.gestureJustEnded()) editor.select(null)
  }

  const pageStyle = {
    '--mf-theme': page.themeColor,
    backgroundColor: page.backgroundColor,
    transform: zoom.scale === 1 ? undefined : `scale(${zoom.scale})`,
  } as CSSProperties

  return (
    <CanvasToolsContext value={tools}>
      <WidgetSlotProvider value={DesignerSlot}>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click selects with the mouse; on the keyboard a frame that takes the focus selects itself and the keys are the editor's actions (designer/actions/). */}
        <section
          ref={scroller}
          className={`dz-canvas${showHidden ? '' : ' dz-canvas--without-hidden'}`}
          aria-label="画布"
          style={{ '--dz-zoom': zoom.scale } as CSSProperties}
          onClick={onClick}
          onPointerDown={(event) => {
            zoom.notePointer(event)
            marquee(event)
          }}
          {...drop}
        >
          <div ref={sizer} className="dz-canvas__zoom" style={zoom.sizerStyle}>
            <div ref={pageBox} className="dz-canvas__page" style={pageStyle}>
              {layout && <SiteFrame part="header" layout={layout} page={page} path={storefrontPath} />}
              <div className="dz-canvas__body">
                <Bands />
                <Stage stage={stage} overlay={overlayHost} />
              </div>
              {layout && <SiteFrame part="footer" layout={layout} page={page} path={storefrontPath} />}
            </div>
          </div>
        </section>
      </WidgetSlotProvider>
      <ZoomControl onZoom={zoom.zoomTo} onStep={zoom.step} onFit={zoom.fit} />
      <ConfirmDialog
        open={deleting !== null}
        onOk={() => {
          const editor = editorStore.getState()
          if (deleting) editor.select(deleting)
          setDeleting(null)
          editor.deleteSelected()
        }}
        onCancel={() => setDeleting(null)}
      >
        确定删除该挂件？
      </ConfirmDialog>
    </CanvasToolsContext>
  )
}
