import type { PromotionDetail, PromotionGoodsRef, PromotionSaveBody } from '../../../schemas/api/admin/activities.ts'
import type { FieldErrors } from '../../../schemas/api/field-errors.ts'
import { centsToYuan, yuanToCents } from '../../../schemas/goods-rules.ts'
import {
  type EditablePromotionType,
  percentOffToZhe,
  promotionErrors,
  zheToPercentOff,
} from '../../../schemas/promotion-rules.ts'
import { fromLocalInput, toLocalInput } from './form-time.ts'

/** The 满减满折 editor's state: amounts as typed (yuan, 折), times as datetime-local values. */
export interface TierDraft {
  full: string
  minus: string
}

export interface PromotionForm {
  marketing_name: string
  promotion_type: EditablePromotionType
  promotion_tag: string
  description: string
  tiers: TierDraft[]
  zhe: string
  use_bound: 'all' | 'goods'
  goods: PromotionGoodsRef[]
  starts: string
  ends: string
}

export function blankPromotion(nowSeconds: number): PromotionForm {
  return {
    marketing_name: '',
    promotion_type: 'full_reduction',
    promotion_tag: '满减',
    description: '',
    tiers: [{ full: '', minus: '' }],
    zhe: '',
    use_bound: 'all',
    goods: [],
    starts: toLocalInput(nowSeconds - (nowSeconds % 60)),
    ends: toLocalInput(nowSeconds - (nowSeconds % 60) + 7 * 86_400),
  }
}

export function promotionFromDetail(detail: PromotionDetail): PromotionForm {
  return {
    marketing_name: detail.marketing_name,
    promotion_type: detail.promotion_type === 'discount' ? 'discount' : 'full_reduction',
    promotion_tag: detail.promotion_tag,
    description: detail.description,
    tiers: detail.tiers.map((tier) => ({ full: centsToYuan(tier.full), minus: centsToYuan(tier.minus) })),
    zhe: detail.discount ? percentOffToZhe(detail.discount) : '',
    use_bound: detail.use_bound,
    goods: detail.goods,
    starts: toLocalInput(detail.starts_at),
    ends: toLocalInput(detail.ends_at),
  }
}

const cents = (text: string) => yuanToCents(text) ?? 0

export function promotionBody(form: PromotionForm): PromotionSaveBody {
  return {
    marketing_name: form.marketing_name.trim(),
    promotion_type: form.promotion_type,
    promotion_tag: form.promotion_tag.trim(),
    description: form.description.trim(),
    tiers:
      form.promotion_type === 'full_reduction'
        ? form.tiers.map((tier) => ({ full: cents(tier.full), minus: cents(tier.minus) }))
        : [],
    discount: form.promotion_type === 'discount' ? (zheToPercentOff(form.zhe) ?? 0) : 0,
    use_bound: form.use_bound,
    goods_ids: form.use_bound === 'goods' ? form.goods.map((goods) => goods.id) : [],
    starts_at: fromLocalInput(form.starts),
    ends_at: fromLocalInput(form.ends),
  }
}

/** The shared rules on what the form would send; a 折 typed wrongly gets the 折 message. */
export function promotionFormErrors(form: PromotionForm): FieldErrors {
  return promotionErrors(promotionBody(form))
}
