import type { ReactNode } from 'react'
import type { WidgetType } from '../../schemas/widgets/index.ts'
import { LineIcon } from '../ui/LineIcon.tsx'

/**
 * One line icon per widget type for the palette: 24-unit grid, drawn with the current colour so
 * the palette's hover and focus colours apply.
 */
const SHAPES: Record<WidgetType, ReactNode> = {
  // 轮播图: a slide, arrows either side, page dots below.
  W0001: (
    <>
      <rect x="5" y="4" width="14" height="11" rx="1.5" />
      <path d="M3 8l-1.5 1.5L3 11M21 8l1.5 1.5L21 11" />
      <path d="M9 19h.01M12 19h.01M15 19h.01" strokeWidth="2.4" />
    </>
  ),
  // 商品: a goods card, picture above the price line.
  W0002: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="1.5" />
      <path d="M4 14h16M7 17.5h5M15 17.5h2" />
      <path d="M9 10l2-2.5 2 2 1.5-1.5 2 2" />
    </>
  ),
  // 热区图片: a picture with a dashed clickable zone and a pointer.
  W0003: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="1.5" />
      <rect x="7" y="8" width="8" height="6" strokeDasharray="2 1.5" />
      <path d="M14 13l4.5 1.8-2 .8-.8 2z" />
    </>
  ),
  // 品牌墙: a wall of logo tiles.
  W0004: (
    <>
      <rect x="3" y="5" width="5" height="5" rx="1" />
      <rect x="9.5" y="5" width="5" height="5" rx="1" />
      <rect x="16" y="5" width="5" height="5" rx="1" />
      <rect x="3" y="14" width="5" height="5" rx="1" />
      <rect x="9.5" y="14" width="5" height="5" rx="1" />
      <rect x="16" y="14" width="5" height="5" rx="1" />
    </>
  ),
  // 商品橱窗(选项卡): tabs over a grid of goods.
  W0005: (
    <>
      <path d="M3 7h5V4h5v3h8" />
      <rect x="3" y="7" width="18" height="13" rx="1" />
      <path d="M9 7v13M15 7v13" />
    </>
  ),
  // 自由面板: a dashed frame holding freely placed blocks.
  W0006: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" strokeDasharray="3 2" />
      <rect x="6.5" y="6.5" width="6" height="4" rx="0.5" />
      <rect x="11" y="13" width="6.5" height="4.5" rx="0.5" />
    </>
  ),
  // 分类导航菜单: a category list with its fly-out.
  W0007: (
    <>
      <rect x="3" y="4" width="7" height="16" rx="1" />
      <path d="M5 8h3M5 12h3M5 16h3" />
      <rect x="12" y="4" width="9" height="10" rx="1" strokeDasharray="2 1.5" />
    </>
  ),
  // 搜索: a search bar.
  W0008: (
    <>
      <rect x="2.5" y="7" width="19" height="10" rx="5" />
      <circle cx="8.5" cy="12" r="2.3" />
      <path d="M10.2 13.7l1.8 1.8M15 12h3" />
    </>
  ),
  // 迷你购物车
  W0010: (
    <>
      <path d="M3 4h2.5l2.2 10.5h10.3L20 7H7" />
      <circle cx="9" cy="18.5" r="1.5" />
      <circle cx="16.5" cy="18.5" r="1.5" />
    </>
  ),
  // 文本
  W0011: <path d="M5 6V4.5h14V6M12 4.5v15M9 19.5h6" />,
  // 橱窗卡片: one large window and two small ones.
  W0012: (
    <>
      <rect x="3" y="4" width="9" height="16" rx="1" />
      <rect x="14" y="4" width="7" height="7" rx="1" />
      <rect x="14" y="13" width="7" height="7" rx="1" />
    </>
  ),
  // 滚动导航: a row of entries between arrows, the active one underlined.
  W0013: (
    <>
      <path d="M4 9l-2.5 3L4 15M20 9l2.5 3L20 15" />
      <path d="M7 10h3M11.5 10h3M16 10h1.5M7 14h3" />
    </>
  ),
  // 主图橱窗: a main picture with goods beside it.
  W0014: (
    <>
      <rect x="3" y="4" width="10" height="16" rx="1" />
      <path d="M5.5 14l2.5-3 2 2.5" />
      <rect x="15" y="4" width="6" height="4.5" rx="0.8" />
      <rect x="15" y="9.8" width="6" height="4.5" rx="0.8" />
      <rect x="15" y="15.5" width="6" height="4.5" rx="0.8" />
    </>
  ),
  // 精品橱窗: a gem.
  W0015: (
    <>
      <path d="M7 4h10l4 5-9 11L3 9z" />
      <path d="M3 9h18M9.5 4L8 9l4 11 4-11-1.5-5" />
    </>
  ),
  // 营销橱窗: a megaphone.
  W0016: (
    <>
      <path d="M4 10v4h3l8 4V6L7 10z" />
      <path d="M7 14l1.2 5h2.3L9.5 15M18 9.5a3.5 3.5 0 0 1 0 5" />
    </>
  ),
  // 专题橱窗: a ribboned banner.
  W0017: (
    <>
      <path d="M6 3h12v18l-6-4-6 4z" />
      <path d="M9 8h6M9 11.5h4" />
    </>
  ),
  // 热卖商品轮播: a flame.
  W0018: (
    <path d="M12 21c-4 0-6.5-2.6-6.5-6 0-3.5 2.5-5.2 3.5-8.5 1.8 1.2 2.6 3 2.6 4.6 1-.7 1.6-2 1.7-3.3 2.6 1.9 3.2 4.8 3.2 7.2 0 3.4-2.5 6-4.5 6z" />
  ),
  // 附近门店: a map pin.
  W0019: (
    <>
      <path d="M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  // 推荐店铺: a shop front with an awning.
  W0020: (
    <>
      <path d="M4 9.5V20h16V9.5" />
      <path d="M3 9.5L5 4h14l2 5.5c0 1.4-1.2 2.3-2.5 2.3S16 10.9 16 9.5c0 1.4-1.2 2.3-2 2.3s-2-.9-2-2.3c0 1.4-1.2 2.3-2 2.3s-2-.9-2-2.3c0 1.4-1.2 2.3-2.5 2.3S3 10.9 3 9.5z" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  // 优惠券: a ticket with a notch and a perforation.
  W0021: (
    <>
      <path d="M3 6.5h18V10a2 2 0 0 0 0 4v3.5H3V14a2 2 0 0 0 0-4z" />
      <path d="M15 7v2M15 11v2M15 15v2" />
    </>
  ),
  // 主类目导航: an all-categories button over the category grid.
  W0022: (
    <>
      <rect x="3" y="3" width="7.5" height="7.5" rx="1.5" />
      <rect x="13.5" y="3" width="7.5" height="7.5" rx="1.5" />
      <rect x="3" y="13.5" width="7.5" height="7.5" rx="1.5" />
      <circle cx="17.25" cy="17.25" r="3.75" />
    </>
  ),
}

export function PaletteIcon({ type }: { type: WidgetType }) {
  return (
    <LineIcon className="dz-palette-icon" size={24} grid={24} strokeWidth={1.6}>
      {SHAPES[type]}
    </LineIcon>
  )
}
