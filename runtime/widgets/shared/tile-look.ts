import type { CSSProperties } from 'react'

/** The name's and price's colour and size a widget sets for all its tiles at once (no value: the tile's own). */
export interface TileLook {
  wgtTitleColor?: string
  wgtTitleFontSize?: number
  wgtPriceColor?: string
  wgtPriceFontSize?: number
}

const px = (value: number | undefined) => (value ? `${value}px` : undefined)

/** A widget's tile look as custom properties on the tiles' container, set once rather than on every tile. */
export function tileLook(look: TileLook): CSSProperties {
  return {
    '--mf-tile-name-color': look.wgtTitleColor || undefined,
    '--mf-tile-name-size': px(look.wgtTitleFontSize),
    '--mf-tile-price-color': look.wgtPriceColor || undefined,
    '--mf-tile-price-size': px(look.wgtPriceFontSize),
  } as CSSProperties
}
