import { SafeImage } from '../../components/goods-card/SafeImage.tsx'
import type { W0017 as W0017Settings } from '../../../schemas/widgets/W0017.ts'
import { WidgetLink } from '../shared/WidgetLink.tsx'
import type { WidgetProps } from '../types.ts'
import type { ShowcaseTab } from '../shared/showcase/showcase.ts'
import { ShowcaseTabs } from '../shared/showcase/ShowcaseTabs.tsx'
import './w0017.css'

export type { W0017Settings }

/** The main feature image fills the left column of the 882×592 widget. */
const MAIN_IMAGE = { width: 280, height: 500 }

/**
 * W0017 special showcase: a large main image linking to its feature, beside tabs of goods. The
 * subtitle colour and size style each goods' brief line.
 */
export function W0017({ settings, data, mode }: WidgetProps<W0017Settings, ShowcaseTab[]>) {
  const title = settings.text || ''
  const main = settings.mainGoods
  const mainLabel = main?.pathData?.title || main?.pathData?.linkPageLabel || title || '专题主图'
  return (
    <ShowcaseTabs
      uuid={settings.uuid}
      className={`mf-w0017${settings.wgtBorderRadius ? ' mf-showcase--rounded' : ''}`}
      title={title}
      tabs={data ?? []}
      mode={mode}
      look={{ subTitleColor: settings.wgtSubTitleColor, subTitleFontSize: settings.wgtSubTitleFontSize }}
      lead={false}
      headStyle={{
        color: settings.wgtTextColor || undefined,
        backgroundColor: settings.wgtBackgroundColor || undefined,
      }}
      aside={
        <WidgetLink mode={mode} link={main?.pathData} className="mf-w0017__main" aria-label={mainLabel}>
          <SafeImage
            className="mf-w0017__main-image"
            src={main?.goods_pic}
            alt={mainLabel}
            width={MAIN_IMAGE.width}
            height={MAIN_IMAGE.height}
          />
        </WidgetLink>
      }
    />
  )
}
