import type { RefObject } from 'react'
import { PAGE_WIDTH, stageHeight } from '../../runtime/widgets/stage.ts'
import { useEditor } from '../store/editor-store.ts'
import { useWidgetIds } from '../store/selectors.ts'
import { StageWidget } from './StageWidget.tsx'
import { firstOf, useSteppedCount } from '../ui/use-stepped-count.ts'
import { VersionMarks } from '../versions/VersionMarks.tsx'

/** Empty space under the lowest widget, to drop new widgets into. */
const DROP_SPACE = 200

/** A full-width widget's background band across the page box, behind the stage (as on the storefront). */
interface Band {
  y: number
  height: number
  color: string
}

const bandsKey = (widgets: ReadonlyArray<Record<string, unknown>>): string =>
  JSON.stringify(
    widgets
      .filter((widget) => widget.widthFull === true)
      .map((widget) => ({
        y: widget.y,
        height: widget.height,
        color: (widget.colours as { backgroundColor?: string } | undefined)?.backgroundColor ?? '',
      })),
  )

export function Bands() {
  const key = useEditor((state) => bandsKey(state.doc.widgets))
  const bands = JSON.parse(key) as Band[]
  return (
    <div className="dz-bands" aria-hidden="true">
      {bands.map((band, index) => (
        <div
          key={index}
          className="dz-band"
          style={{ top: band.y, height: band.height, backgroundColor: band.color || undefined }}
        />
      ))}
    </div>
  )
}

export interface StageProps {
  stage: RefObject<HTMLDivElement | null>
  overlay: RefObject<HTMLDivElement | null>
}

/**
 * The page at its width (1190 px): every page widget in its frame, tall enough for the lowest
 * one plus room to drop more, with the overlay (guides, drop indicator) on top.
 */
export function Stage({ stage, overlay }: StageProps) {
  const ids = useWidgetIds()
  // A selected widget's frame is there from the start (its toolbar, its focus).
  const selectedAt = useEditor((state) => Math.max(-1, ...state.selectedIds.map((uuid) => ids.indexOf(uuid))))
  const mounted = useSteppedCount(ids.length, selectedAt + 1)
  const height = useEditor((state) => stageHeight(state.doc.widgets)) + DROP_SPACE
  return (
    <div className="dz-stage-wrap" style={{ width: PAGE_WIDTH, height }}>
      <div ref={stage} className="dz-stage">
        {firstOf(ids, mounted).map((uuid) => (
          <StageWidget key={uuid} uuid={uuid} />
        ))}
      </div>
      {ids.length === 0 && <p className="dz-stage__empty">从左侧组件库拖入组件，开始设计页面</p>}
      <VersionMarks />
      <div ref={overlay} className="dz-overlay" aria-hidden="true" />
    </div>
  )
}
