import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import type { ImageEntry } from '../../../schemas/entries.ts'
import type { W0004 as W0004Settings } from '../../../schemas/widgets/W0004.ts'
import type { WidgetBase } from '../settings.ts'
import { TitleBar } from '../shared/TitleBar.tsx'
import type { WidgetProps } from '../types.ts'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import { LOGO_GAP, logoColumns, logoSize } from './logo-geometry.ts'
import './w0004.css'

export type W0004Logo = Partial<ImageEntry> & { href?: string }

export type { W0004Settings }

/** The width left for content inside the widget's paddings and borders. */
function contentWidth(settings: WidgetBase): number {
  const paddings = (settings.paddings?.left ?? 0) + (settings.paddings?.right ?? 0)
  return settings.width - paddings - 2 * (settings.borders?.width ?? 0)
}

/** Logo wall: a title with a 更多 link over a grid of brand logos, each a link. */
export function W0004({ settings, data, mode }: WidgetProps<W0004Settings, W0004Logo[] | undefined>) {
  const columns = logoColumns(settings.column)
  const size = logoSize(contentWidth(settings), columns)
  return (
    <section className="mf-w0004" aria-label={settings.text || settings.name || '品牌'}>
      {(settings.text || settings.showMore !== false) && (
        <TitleBar
          mode={mode}
          text={settings.text}
          showMore={settings.showMore ?? true}
          moreText={settings.moreText}
          moreLinkData={settings.moreLinkData}
          moreFontSize={settings.wgtMoreFontSize}
        />
      )}
      <ul
        className="mf-w0004__grid"
        style={{ gridTemplateColumns: `repeat(${columns}, ${size.width}px)`, gap: LOGO_GAP }}
      >
        {(data ?? []).map((logo, i) => {
          const label = logo.pathData?.title || logo.pathData?.linkPageLabel || `品牌${i + 1}`
          return (
            <li key={i}>
              <WidgetLink
                className="mf-w0004__logo"
                style={{ height: size.height }}
                mode={mode}
                link={logo}
                title={label}
              >
                <SafeImage
                  className="mf-w0004__image"
                  src={logo.imgUrl}
                  alt={label}
                  width={size.width}
                  height={size.height}
                />
              </WidgetLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
