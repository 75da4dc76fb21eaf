import { LineIcon } from '../ui/LineIcon.tsx'
import { percent, useZoom, ZOOM_MAX, ZOOM_MIN } from './zoom.ts'

export interface ZoomControlProps {
  onZoom: (scale: number) => void
  onStep: (direction: 1 | -1) => void
  onFit: () => void
}

/** The canvas's 缩放 control: 缩小, the percentage, 放大 and 适应宽度 (Ctrl+wheel, Ctrl+0 and Ctrl+1 do the same). */
export function ZoomControl({ onZoom, onStep, onFit }: ZoomControlProps) {
  const scale = useZoom((state) => state.scale)
  const fit = useZoom((state) => state.fit)
  return (
    <div className="dz-zoom" role="group" aria-label="缩放">
      <button
        type="button"
        className="dz-zoom__button"
        aria-label="缩小"
        data-tooltip="缩小 (Ctrl+滚轮)"
        disabled={scale <= ZOOM_MIN}
        onClick={() => onStep(-1)}
      >
        <LineIcon size={14} grid={16}>
          <path d="M3.5 8h9" />
        </LineIcon>
      </button>
      <button
        type="button"
        className="dz-zoom__value"
        aria-label={`缩放比例 ${percent(scale)}，恢复 100%`}
        aria-keyshortcuts="Control+0"
        data-tooltip="恢复 100% (Ctrl+0)"
        onClick={() => onZoom(ZOOM_MAX)}
      >
        {percent(scale)}
      </button>
      <button
        type="button"
        className="dz-zoom__button"
        aria-label="放大"
        data-tooltip="放大 (Ctrl+滚轮)"
        disabled={scale >= ZOOM_MAX}
        onClick={() => onStep(1)}
      >
        <LineIcon size={14} grid={16}>
          <path d="M3.5 8h9M8 3.5v9" />
        </LineIcon>
      </button>
      <button
        type="button"
        className={`dz-zoom__fit${fit ? ' is-active' : ''}`}
        aria-pressed={fit}
        aria-keyshortcuts="Control+1"
        data-tooltip="适应宽度 (Ctrl+1)"
        onClick={onFit}
      >
        适应宽度
      </button>
    </div>
  )
}
