import type { CSSProperties } from 'react'
import type { LinkData } from '../settings.ts'
import type { WidgetMode } from '../types.ts'
import { WidgetLink } from './WidgetLink.tsx'
import './title-bar.css'

export interface TitleBarProps {
  mode: WidgetMode
  text?: string
  align?: 'left' | 'center' | 'right'
  background?: string
  color?: string
  showMore?: boolean
  moreText?: string
  moreLinkData?: LinkData | null
  /** Font size of the more link (spec 5: min 10). */
  moreFontSize?: number
}

/** A floor's title row: the title and, on the right, a 更多 link. */
export function TitleBar({
  mode,
  text,
  align = 'left',
  background,
  color,
  showMore = true,
  moreText,
  moreLinkData,
  moreFontSize,
}: TitleBarProps) {
  const style: CSSProperties = { backgroundColor: background || undefined, color: color || undefined }
  return (
    <div className={`mf-title-bar mf-title-bar--${align}`} style={style}>
      <h3 className="mf-title-bar__text">{text}</h3>
      {showMore && (
        <WidgetLink
          className="mf-title-bar__more"
          style={{ fontSize: moreFontSize || undefined }}
          mode={mode}
          link={moreLinkData}
        >
          {moreText || '更多'}
          <span aria-hidden="true"> &gt;</span>
        </WidgetLink>
      )}
    </div>
  )
}
