import { Type } from '@sinclair/typebox'
import { MUTED_TEXT_COLOR, THEME_TEXT_COLOR } from '../brand-colors.ts'
import { LinkData } from '../link.ts'
import { Align, Color, FontSize, Label } from '../style.ts'

/** Title bar and more link (W0019-W0021) and shop-card styling (W0019, W0020), spec 3 and 5. */

export const titleBarFields = (title: string) => ({
  text: Label(title, 50),
  subTitle: Label('', 100),
  titleAlign: Align('left'),
  titleBackground: Color(''),
  wgtHiddenTitle: Type.Boolean({ default: false }),
  wgtTitleColor: Color('#333333'),
  wgtTitleFontSize: FontSize(20),
  showMore: Type.Boolean({ default: true }),
  moreText: Label('查看更多', 20),
  /** Spec 5 "more-title font min 10". */
  wgtMoreFontSize: FontSize(14, { minimum: 10 }),
  wgtMoreColor: Color(MUTED_TEXT_COLOR),
  moreLinkData: LinkData,
})

export const shopBlockFields = (title: string, columns: number) => ({
  ...titleBarFields(title),
  columnNums: Type.Integer({ minimum: 1, maximum: 6, default: columns }),
  /** Spec 5 "shop name font min 14". */
  wgtShopNameFontSize: FontSize(14, { minimum: 14 }),
  wgtShopNameColor: Color('#333333'),
  /** Spec 5 "shop border width 0-5". */
  wgtBorderWidth: Type.Integer({ minimum: 0, maximum: 5, default: 1 }),
  wgtBorderColor: Color('#EEEEEE'),
  wgtTagColor: Color(THEME_TEXT_COLOR),
  wgtBackgroundColor: Color('#FFFFFF'),
})
