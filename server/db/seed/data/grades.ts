export interface GradeDef {
  name: string
  rank: number
  /** Percent off. */
  discount: number
  /** Yuan per year; 0 means it cannot be bought. */
  price: number
  description: string
  guideTitle: string
  color: string
  isDefault?: true
}

export const VIP_GRADES: GradeDef[] = [
  {
    name: '普通会员', rank: 0, discount: 0, price: 0, isDefault: true, color: '#6f767f',
    description: '注册即成为普通会员，可参与积分兑换与全部公开活动。',
    guideTitle: '开通付费会员，购物享专属折扣',
  },
  {
    name: '白银会员', rank: 1, discount: 2, price: 99, color: '#6c7784',
    description: '全场商品享 9.8 折会员价，每月领取 2 张专属优惠券，积分 2 倍累计，全场包邮。',
    guideTitle: '开通白银会员，全场享 9.8 折',
  },
  {
    name: '黄金会员', rank: 2, discount: 5, price: 199, color: '#94702a',
    description: '全场商品享 9.5 折会员价，每月领取 4 张专属优惠券，积分 2 倍累计，全场包邮，专属客服。',
    guideTitle: '开通黄金会员，全场享 9.5 折',
  },
  {
    name: '钻石会员', rank: 3, discount: 10, price: 399, color: '#5b6bd6',
    description: '全场商品享 9 折会员价，每月领取 8 张专属优惠券，积分 2 倍累计，全场包邮，生日礼包与优先发货。',
    guideTitle: '开通钻石会员，全场享 9 折',
  },
]
