import type { RouteObject } from 'react-router-dom'
import { GoodsImportPage } from './GoodsImportPage.tsx'

/** 商品 › 导入 */
export const goodsImportRoutes: RouteObject[] = [
  { path: 'goods/import', element: <GoodsImportPage />, handle: { area: ['goods'] } },
]
