import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import type { W0016 as W0016Settings } from '../../../schemas/widgets/W0016.ts'
import type { WidgetProps } from '../types.ts'
import type { ImageEntry } from '../shared/image-entry.ts'
import './w0016.css'

export type { W0016Settings }

/** The two images sit side by side under the titles, each 172×300 inside a 384×422 card. */
const IMAGE_WIDTH = 172
const IMAGE_HEIGHT = 300
/**
 * Past this height-to-width ratio of the card, side-by-side cells would be well over twice as tall
 * as wide (far from the 172×300 the images are made for), so the two images stack and fill instead.
 */
const STACK_RATIO = 1.35

/** How the two images share the space under the titles: side by side, or one above the other. */
export function imagesLayout(width: number, height: number): 'columns' | 'rows' {
  return width > 0 && height > width * STACK_RATIO ? 'rows' : 'columns'
}

/** W0016 marketing showcase: a coloured card with title, subtitle and two linked images. */
export function W0016({ settings, data, mode }: WidgetProps<W0016Settings, ImageEntry[]>) {
  const title = settings.mainTitle || ''
  const images = (data ?? []).slice(0, 2)
  return (
    <section
      className="mf-w0016"
      style={{ backgroundColor: settings.wgtBackgroundColor || undefined }}
      aria-label={title || '营销橱窗'}
    >
      <WidgetLink
        mode={mode}
        link={settings.linkPath}
        className="mf-w0016__head"
        aria-label={title ? undefined : '营销橱窗'}
      >
        <h2
          className="mf-w0016__title"
          style={{ color: settings.wgtTitleColor || undefined, fontSize: settings.wgtTitleFontSize || undefined }}
        >
          {title}
        </h2>
        {settings.subTitle && (
          <p
            className="mf-w0016__subtitle"
            style={{
              color: settings.wgtSubTextColor || undefined,
              fontSize: settings.wgtSubTitleFontSize || undefined,
            }}
          >
            {settings.subTitle}
          </p>
        )}
      </WidgetLink>
      <ul className={`mf-w0016__images mf-w0016__images--${imagesLayout(settings.width, settings.height)}`}>
        {images.map((entry, i) => {
          const alt = entry.pathData?.title || entry.pathData?.linkPageLabel || `${title}图片${i + 1}`
          return (
            <li key={i} className="mf-w0016__cell">
              <WidgetLink
                mode={mode}
                href={entry.href}
                link={entry.pathData}
                className="mf-w0016__link"
                aria-label={alt}
              >
                <SafeImage
                  className="mf-w0016__image"
                  src={entry.imgUrl}
                  alt={alt}
                  width={IMAGE_WIDTH}
                  height={IMAGE_HEIGHT}
                />
              </WidgetLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
