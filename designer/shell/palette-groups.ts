import type { WidgetType } from '../../schemas/widgets/index.ts'

/** The palette's groups (issue: 基础 / 商品 / 营销 / 导航 / 门店); together they hold all 21 types once. */
export const PALETTE_GROUPS: ReadonlyArray<{ title: string; types: readonly WidgetType[] }> = [
  { title: '基础', types: ['W0011', 'W0001', 'W0003', 'W0004', 'W0006'] },
  { title: '商品', types: ['W0002', 'W0005', 'W0014', 'W0015', 'W0017', 'W0018'] },
  { title: '营销', types: ['W0012', 'W0016', 'W0021'] },
  { title: '导航', types: ['W0007', 'W0008', 'W0010', 'W0013', 'W0022'] },
  { title: '门店', types: ['W0019', 'W0020'] },
]
