import { DesignerApiError, requestAt } from '../../../designer/api/client.ts'
import type {
  PromotionDetail,
  PromotionSaveBody,
  PromotionView,
  SeckillDetail,
  SeckillSaveBody,
  SeckillStockAnswer,
  SeckillStockBody,
  SeckillView,
  SkuChoice,
} from '../../../schemas/api/admin/activities.ts'
import { ADMIN_API_BASE, adminRequest, type Paged, type Query } from '../../api.ts'

/** A refused stock edit (409): the seckill stock as it is now, for the editor to show. */
export class StockRefusal extends DesignerApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly stock: number,
  ) {
    super(status, code, message)
    this.name = 'StockRefusal'
  }
}

/** A write whose refusal may carry `fields` (per-field messages) or `stock` (the current seckill stock). */
const write = <T>(method: string, path: string, body: unknown) =>
  adminRequest<T>(method, path, {
    body,
    refusal: (status, code, message, answer) =>
      typeof answer.stock === 'number' ? new StockRefusal(status, code, message, answer.stock) : undefined,
  })

const read = <T>(path: string, query?: Query) => requestAt<T>(ADMIN_API_BASE, 'GET', path, { query })

/** The console's client of /api/admin/promotions and /api/admin/seckill. */
export const activityApi = {
  promotions: (query: Query) => read<Paged<PromotionView>>('promotions', query),
  promotion: (id: number) => read<PromotionDetail>(`promotions/${id}`),
  createPromotion: (body: PromotionSaveBody) => write<PromotionDetail>('POST', 'promotions', body),
  updatePromotion: (id: number, body: PromotionSaveBody) => write<PromotionDetail>('PUT', `promotions/${id}`, body),
  setPromotionStatus: (id: number, status: 'active' | 'disabled') =>
    write<PromotionView>('POST', `promotions/${id}/status`, { status }),

  seckills: (query: Query) => read<Paged<SeckillView>>('seckill', query),
  seckill: (id: number) => read<SeckillDetail>(`seckill/${id}`),
  skuChoices: (goodsId: number) => read<SkuChoice[]>(`seckill/goods/${goodsId}/skus`),
  createSeckill: (body: SeckillSaveBody) => write<SeckillDetail>('POST', 'seckill', body),
  updateSeckill: (id: number, body: SeckillSaveBody) => write<SeckillDetail>('PUT', `seckill/${id}`, body),
  setSeckillStatus: (id: number, status: 'active' | 'disabled') =>
    write<SeckillView>('POST', `seckill/${id}/status`, { status }),
  patchSeckillStock: (itemId: number, body: SeckillStockBody) =>
    write<SeckillStockAnswer>('PATCH', `seckill/items/${itemId}/stock`, body),
}
