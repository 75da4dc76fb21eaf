import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import type { HotZone, W0003 as W0003Settings } from '../../../schemas/widgets/W0003.ts'
import type { WidgetProps } from '../types.ts'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import { zoneStyle } from './zone-style.ts'
import './w0003.css'

/** A zone as resolved: the stored zone with the address computed from its link. */
export type W0003Zone = Partial<HotZone> & { href?: string }

export type { W0003Settings }

/** The accessible name of a zone: what its link points at, else its position in the image. */
function zoneLabel(zone: W0003Zone, index: number): string {
  const link = zone.pathData
  return (
    link?.title ||
    link?.linkPageLabel ||
    link?.name ||
    link?.category_name ||
    link?.template_title ||
    `热区${index + 1}`
  )
}

/** Hot-zone image: one image with clickable areas laid over it. */
export function W0003({ settings, data, mode }: WidgetProps<W0003Settings, W0003Zone[] | undefined>) {
  return (
    <div className="mf-w0003">
      <SafeImage
        className="mf-w0003__image"
        src={settings.imgUrl}
        alt={settings.name || '热区图片'}
        width={settings.width}
        height={settings.height}
      />
      {(data ?? []).map((zone, i) => (
        <WidgetLink
          key={i}
          className={`mf-w0003__zone${mode === 'design' ? ' is-design' : ''}`}
          style={zoneStyle(zone)}
          mode={mode}
          link={zone}
          // Outside render mode a zone is an anchor without an address, which may not carry a name.
          aria-label={mode === 'render' ? zoneLabel(zone, i) : undefined}
        />
      ))}
    </div>
  )
}
