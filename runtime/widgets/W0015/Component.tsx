import type { W0015 as W0015Settings } from '../../../schemas/widgets/W0015.ts'
import type { WidgetProps } from '../types.ts'
import type { ShowcaseTab } from '../shared/showcase/showcase.ts'
import { ShowcaseTabs } from '../shared/showcase/ShowcaseTabs.tsx'
import './w0015.css'

export type { W0015Settings }

/** W0015 boutique showcase: W0014's layout with its own title/price colours, font sizes and price decimals. */
export function W0015({ settings, data, mode }: WidgetProps<W0015Settings, ShowcaseTab[]>) {
  return (
    <ShowcaseTabs
      uuid={settings.uuid}
      className={`mf-w0015${settings.wgtBorderRadius ? ' mf-showcase--rounded' : ''}`}
      title={settings.text || ''}
      tabs={data ?? []}
      mode={mode}
      look={{
        titleColor: settings.wgtTitleColor,
        titleFontSize: settings.wgtTitleFontSize ?? 18,
        priceColor: settings.wgtPriceColor,
        priceFontSize: settings.wgtPriceFontSize ?? 18,
        decimals: settings.wgtToFixed ?? 2,
      }}
      lead
      headStyle={{
        color: settings.wgtTextColor || undefined,
        backgroundColor: settings.wgtBackgroundColor || undefined,
      }}
    />
  )
}
