import { GoodsTile } from '../shared/GoodsTile.tsx'
import { tileLook } from '../shared/tile-look.ts'
import type { W0002 as W0002Settings } from '../../../schemas/widgets/W0002.ts'
import type { ResolvedGoods } from '../settings.ts'
import { TitleBar } from '../shared/TitleBar.tsx'
import type { WidgetProps } from '../types.ts'
import './w0002.css'

/** Spec 9: goods images are 214x214. */
export const GOODS_IMAGE_SIZE = 214

export type { W0002Settings }

/** Goods floor: a title bar with a 更多 link over a row of goods. */
export function W0002({ settings, data, mode }: WidgetProps<W0002Settings, ResolvedGoods[] | undefined>) {
  return (
    <section className="mf-w0002" aria-label={settings.text || settings.name || '商品'}>
      <TitleBar
        mode={mode}
        text={settings.text}
        align={settings.titleAlign}
        background={settings.titleBackground}
        showMore={settings.showMore ?? false}
        moreText={settings.moreText}
        moreLinkData={settings.moreLinkData}
        moreFontSize={settings.wgtMoreFontSize}
      />
      <div className="mf-w0002__list" style={tileLook(settings)}>
        {(data ?? []).map((goods, i) => (
          <GoodsTile
            key={`${i}-${goods.goods_id}`}
            className="mf-w0002__goods"
            goods={goods}
            mode={mode}
            imageSize={GOODS_IMAGE_SIZE}
          />
        ))}
      </div>
    </section>
  )
}
