import { MUTED_TEXT_COLOR, THEME_TEXT_COLOR } from '../brand-colors.ts'
import type { LinkData } from '../link.ts'

/**
 * Default settings of the title bar and more link (W0019-W0021) and of the shop cards (W0019,
 * W0020), spec 3 and 5. Plain values without TypeBox, so the storefront's descriptor defaults
 * (schemas/widget-defaults.ts) can import them as well as the schemas.
 */

export const titleBarDefaults = (title: string) => ({
  text: title,
  subTitle: '',
  titleAlign: 'left' as const,
  titleBackground: '',
  wgtHiddenTitle: false,
  wgtTitleColor: '#333333',
  wgtTitleFontSize: 20,
  showMore: true,
  moreText: '查看更多',
  wgtMoreFontSize: 14,
  wgtMoreColor: MUTED_TEXT_COLOR,
  moreLinkData: { linkPage: '' } as LinkData,
})

export const shopBlockDefaults = (title: string, columns: number) => ({
  ...titleBarDefaults(title),
  columnNums: columns,
  wgtShopNameFontSize: 14,
  wgtShopNameColor: '#333333',
  wgtBorderWidth: 1,
  wgtBorderColor: '#EEEEEE',
  wgtTagColor: THEME_TEXT_COLOR,
  wgtBackgroundColor: '#FFFFFF',
})
