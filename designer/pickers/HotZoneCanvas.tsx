import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { zoneStyle } from '../../runtime/widgets/W0003/zone-style.ts'
import { moveZone, resizeZone, sameRect, toPercent, zoneFromDrag, type Corner, type ZoneRect } from './hot-zone-math.ts'
import { rectOf, type HotZone } from './hot-zones.ts'

export interface HotZoneCanvasProps {
  imgUrl: string
  /** Width / height of the box the image fills on the storefront, which crops it to cover. */
  ratio: number | null
  zones: HotZone[]
  selected: number | null
  onSelect: (index: number | null) => void
  /** A zone drawn on empty image area. */
  onDraw: (rect: ZoneRect) => void
  /** A zone moved or resized: once, at the end of the gesture. */
  onRect: (index: number, rect: ZoneRect) => void
  onDelete: (index: number) => void
}

type Gesture =
  | { kind: 'draw'; start: { x: number; y: number } }
  | { kind: 'move'; index: number; start: { x: number; y: number }; from: ZoneRect }
  | { kind: 'resize'; index: number; corner: Corner; start: { x: number; y: number }; from: ZoneRect }

const CORNERS: readonly Corner[] = ['nw', 'ne', 'sw', 'se']
const CORNER_LABELS: Record<Corner, string> = { nw: '左上角', ne: '右上角', sw: '左下角', se: '右下角' }

/**
 * The image with its zones, cropped to the widget's box as shoppers see it (zones are percent of
 * that box). Dragging on empty area draws a zone, dragging a zone moves it, a
 * corner handle resizes it. While the pointer moves only this component's preview changes; the
 * field hears about the gesture once, when the pointer is released. A selected zone moves with
 * the arrow keys (Shift: 10%) and Delete removes it.
 */
export function HotZoneCanvas({
  imgUrl,
  ratio,
  zones,
  selected,
  onSelect,
  onDraw,
  onRect,
  onDelete,
}: HotZoneCanvasProps) {
  const box = useRef<HTMLDivElement>(null)
  const gesture = useRef<Gesture | null>(null)
  const [preview, setPreview] = useState<{ index: number | null; rect: ZoneRect } | null>(null)

  function pointAt(event: PointerEvent): { x: number; y: number } {
    const bounds = box.current!.getBoundingClientRect()
    return {
      x: toPercent(event.clientX - bounds.left, bounds.width),
      y: toPercent(event.clientY - bounds.top, bounds.height),
    }
  }

  function begin(event: PointerEvent, next: Gesture) {
    if (event.button !== 0) return
    event.preventDefault()
    event.stopPropagation()
    box.current?.setPointerCapture?.(event.pointerId)
    gesture.current = next
  }

  function previewOf(
    current: Gesture,
    point: { x: number; y: number },
  ): { index: number | null; rect: ZoneRect } | null {
    const dx = point.x - current.start.x
    const dy = point.y - current.start.y
    if (current.kind === 'draw') {
      const rect = zoneFromDrag(current.start, point)
      return rect ? { index: null, rect } : null
    }
    if (current.kind === 'move') return { index: current.index, rect: moveZone(current.from, dx, dy) }
    return { index: current.index, rect: resizeZone(current.from, current.corner, dx, dy) }
  }

  function move(event: PointerEvent) {
    if (gesture.current) setPreview(previewOf(gesture.current, pointAt(event)))
  }

  function end(event: PointerEvent) {
    const current = gesture.current
    if (!current) return
    gesture.current = null
    setPreview(null)
    box.current?.releasePointerCapture?.(event.pointerId)
    const result = previewOf(current, pointAt(event))
    if (current.kind === 'draw') {
      if (result) onDraw(result.rect)
      else onSelect(null)
    } else if (result && !sameRect(result.rect, current.from)) onRect(current.index, result.rect)
  }

  function keyDown(event: KeyboardEvent, index: number) {
    const step = event.shiftKey ? 10 : 1
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key]
    if (delta) {
      event.preventDefault()
      const from = rectOf(zones[index]!)
      const rect = moveZone(from, delta[0]!, delta[1]!)
      if (!sameRect(rect, from)) onRect(index, rect)
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault()
      onDelete(index)
    }
  }

  return (
    <div
      ref={box}
      className={ratio ? 'dzp-hotzone dzp-hotzone--boxed' : 'dzp-hotzone'}
      style={ratio ? { aspectRatio: String(ratio) } : undefined}
      onPointerDown={(event) => begin(event, { kind: 'draw', start: pointAt(event) })}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={() => {
        gesture.current = null
        setPreview(null)
      }}
    >
      <img className="dzp-hotzone__img" src={imgUrl} alt="热区图片" draggable={false} />
      {zones.map((zone, index) => {
        const rect = preview?.index === index ? preview.rect : rectOf(zone)
        const isSelected = selected === index
        return (
          <div
            key={index}
            role="button"
            tabIndex={0}
            aria-label={`热区 ${index + 1}`}
            aria-pressed={isSelected}
            className={`dzp-hotzone__zone${isSelected ? ' is-selected' : ''}`}
            style={zoneStyle(rect)}
            onFocus={() => onSelect(index)}
            onKeyDown={(event) => keyDown(event, index)}
            onPointerDown={(event) => {
              // begin() prevents the default, which would also keep the zone from taking focus.
              event.currentTarget.focus()
              onSelect(index)
              begin(event, { kind: 'move', index, start: pointAt(event), from: rectOf(zone) })
            }}
          >
            <span className="dzp-hotzone__number">{index + 1}</span>
            {isSelected &&
              CORNERS.map((corner) => (
                <span
                  key={corner}
                  className={`dzp-hotzone__handle dzp-hotzone__handle--${corner}`}
                  title={`拖动${CORNER_LABELS[corner]}调整大小`}
                  aria-hidden="true"
                  onPointerDown={(event) =>
                    begin(event, { kind: 'resize', index, corner, start: pointAt(event), from: rectOf(zone) })
                  }
                />
              ))}
          </div>
        )
      })}
      {preview?.index === null && (
        <div className="dzp-hotzone__zone is-drawing" style={zoneStyle(preview.rect)} aria-hidden="true" />
      )}
    </div>
  )
}
