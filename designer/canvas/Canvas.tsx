import { useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react'
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
import './canvas.css'

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
 * are dropped onto it. One delegated listener handles clicks and keys for every frame.
 */
export function Canvas({ storefrontPath = '/' }: CanvasProps) {
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

  function onClick(event: MouseEvent<HTMLElement>) {
    const target = event.target as Element
    // Clicks from portals (dialogs) reach here through React, not through the canvas.
    if (!event.currentTarget.contains(target) || target.closest('.dz-toolbar')) return
    const frame = target.closest<HTMLElement>('.dz-frame')
    const editor = editorStore.getState()
    if (frame?.dataset.uuid) editor.select(frame.dataset.uuid)
    else if (!tools.gestureJustEnded()) editor.select(null)
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as HTMLElement
    if (event.key !== 'Enter' || !target.classList.contains('dz-frame') || !target.dataset.uuid) return
    event.preventDefault()
    const editor = editorStore.getState()
    // Enter on the selected widget goes on to its settings, like 编辑.
    if (editor.selectedId === target.dataset.uuid) editor.focusField(target.dataset.uuid, '')
    else editor.select(target.dataset.uuid)
  }

  const pageStyle = { '--mf-theme': page.themeColor, backgroundColor: page.backgroundColor } as CSSProperties

  return (
    <CanvasToolsContext value={tools}>
      <WidgetSlotProvider value={DesignerSlot}>
        <section className="dz-canvas" aria-label="画布" onClick={onClick} onKeyDown={onKeyDown} {...drop}>
          <div className="dz-canvas__page" style={pageStyle}>
            {layout && <SiteFrame part="header" layout={layout} path={storefrontPath} />}
            <div className="dz-canvas__body">
              <Bands />
              <Stage stage={stage} overlay={overlayHost} />
            </div>
            {layout && <SiteFrame part="footer" layout={layout} path={storefrontPath} />}
          </div>
        </section>
      </WidgetSlotProvider>
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
