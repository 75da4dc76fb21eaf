import type { RouteObject } from 'react-router-dom'
import { PromotionEditorPage } from './PromotionEditorPage.tsx'
import { PromotionsPage } from './PromotionsPage.tsx'
import { SeckillEditorPage } from './SeckillEditorPage.tsx'
import { SeckillPage } from './SeckillPage.tsx'

const marketing = { area: ['marketing'] }

/** 营销 › 满减满折与秒杀 */
export const activityRoutes: RouteObject[] = [
  { path: 'marketing/promotions', element: <PromotionsPage />, handle: marketing },
  { path: 'marketing/promotions/new', element: <PromotionEditorPage />, handle: marketing },
  { path: 'marketing/promotions/:id', element: <PromotionEditorPage />, handle: marketing },
  { path: 'marketing/seckill', element: <SeckillPage />, handle: marketing },
  { path: 'marketing/seckill/new', element: <SeckillEditorPage />, handle: marketing },
  { path: 'marketing/seckill/:id', element: <SeckillEditorPage />, handle: marketing },
]
