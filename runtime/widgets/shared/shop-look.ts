import type { CSSProperties } from 'react'

/** The title-bar and shop-card styling fields W0019, W0020 and W0021 share (schemas/widgets/shop-fields.ts). */
export interface ShopLookFields {
  wgtTitleColor?: string
  wgtTitleFontSize?: number
  wgtMoreColor?: string
  wgtMoreFontSize?: number
  wgtShopNameColor?: string
  wgtShopNameFontSize?: number
  wgtBorderWidth?: number
  wgtBorderColor?: string
  wgtTagColor?: string
}

export interface ShopLook {
  title: CSSProperties
  more: CSSProperties
  shopName: CSSProperties
  card: CSSProperties
  tag: CSSProperties
}

/** Empty values leave the stylesheet's look in place. */
export function shopLook(settings: ShopLookFields): ShopLook {
  const border = settings.wgtBorderWidth
  return {
    title: { color: settings.wgtTitleColor || undefined, fontSize: settings.wgtTitleFontSize || undefined },
    more: { color: settings.wgtMoreColor || undefined, fontSize: settings.wgtMoreFontSize || undefined },
    shopName: { color: settings.wgtShopNameColor || undefined, fontSize: settings.wgtShopNameFontSize || undefined },
    card:
      border === undefined
        ? {}
        : {
            borderWidth: border,
            borderStyle: border > 0 ? 'solid' : 'none',
            borderColor: settings.wgtBorderColor || undefined,
          },
    tag: settings.wgtTagColor ? { color: settings.wgtTagColor, borderColor: settings.wgtTagColor } : {},
  }
}
