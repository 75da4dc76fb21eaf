import type { CSSProperties } from 'react'
import type { W0011 as W0011Settings } from '../../../schemas/widgets/W0011.ts'
import type { LinkData } from '../settings.ts'
import type { WidgetProps } from '../types.ts'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import './w0011.css'

export type { W0011Settings }

/** Text widget: styled text, a link when its data holds one; foregroundColor, when set, overrides color. */
export function W0011({ settings, data, mode }: WidgetProps<W0011Settings, LinkData[] | undefined>) {
  // w0011.css holds the plain look (left, normal, no decoration); only a change from it goes inline.
  const style: CSSProperties = {
    fontSize: settings.fontSize ?? 14,
    textAlign: settings.textAlign === 'left' ? undefined : settings.textAlign,
    fontWeight: settings.fontWeight === 'normal' ? undefined : settings.fontWeight,
    fontStyle: settings.fontStyle === 'normal' ? undefined : settings.fontStyle,
    textDecoration: settings.textDecoration === 'none' ? undefined : settings.textDecoration,
    color: settings.foregroundColor || settings.color || undefined,
    backgroundColor: settings.backgroundColor || undefined,
  }
  const link = data?.find((entry) => entry && (entry.href || entry.linkPage))
  const text = settings.text ?? ''
  return (
    <div className="mf-w0011" style={style}>
      {link ? (
        <WidgetLink className="mf-w0011__link" mode={mode} link={link}>
          {text}
        </WidgetLink>
      ) : (
        text
      )}
    </div>
  )
}
