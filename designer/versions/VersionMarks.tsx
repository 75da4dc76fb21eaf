import { useEditor } from '../store/editor-store.ts'
import { childrenOf, isPanel } from '../store/tree.ts'
import type { DraftWidget } from '../store/types.ts'
import { useVersions, type MarkKind } from './versions-store.ts'
import './versions.css'

interface Mark {
  uuid: string
  kind: MarkKind
  left: number
  top: number
  width: number
  height: number
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

function marksOn(widgets: readonly DraftWidget[], marks: Readonly<Record<string, MarkKind>>): Mark[] {
  const found: Mark[] = []
  const add = (widget: DraftWidget, dx: number, dy: number) => {
    const kind = marks[widget.uuid]
    if (kind)
      found.push({
        uuid: widget.uuid,
        kind,
        left: dx + num(widget.x),
        top: dy + num(widget.y),
        width: num(widget.width),
        height: num(widget.height),
      })
  }
  for (const widget of widgets) {
    add(widget, 0, 0)
    // A free panel's children sit at their places inside it.
    if (isPanel(widget)) for (const child of childrenOf(widget)) add(child, num(widget.x), num(widget.y))
  }
  return found
}

/**
 * The chosen version's diff on the canvas: an outline over each widget it lists (green added,
 * blue moved or resized, amber changed), in stage pixels above the widgets, never taking the pointer.
 */
export function VersionMarks() {
  const marks = useVersions((state) => state.marks)
  const marked = Object.keys(marks).length > 0
  // Without a chosen version, edits do not re-render this.
  const widgets = useEditor((state) => (marked ? state.doc.widgets : null))
  const shown = widgets ? marksOn(widgets, marks) : []
  if (shown.length === 0) return null
  return (
    <div className="dz-version-marks" aria-hidden="true">
      {shown.map((mark) => (
        <div
          key={mark.uuid}
          className={`dz-version-mark dz-version-mark--${mark.kind}`}
          data-version-mark={mark.kind}
          data-version-uuid={mark.uuid}
          style={{ left: mark.left, top: mark.top, width: mark.width, height: mark.height }}
        />
      ))}
    </div>
  )
}
