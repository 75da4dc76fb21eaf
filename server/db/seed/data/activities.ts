import type { PromotionType } from '../../types.ts'

export interface PromotionDef {
  type: PromotionType
  tag: string
  name: string
  description: string
  rule: Record<string, unknown>
  /** Goods by top category name, or by exact goods names. */
  categories?: string[]
  goods?: string[]
}

/** Promotions on part of the catalogue. The gift rule names its gift goods; the seed fills in its SKU id. */
export const PROMOTIONS: PromotionDef[] = [
  {
    type: 'full_reduction', tag: '满减', name: '满199减30', description: '服饰鞋包满 199 元减 30 元，满 399 元减 70 元',
    rule: { tiers: [{ full: 19900, minus: 3000 }, { full: 39900, minus: 7000 }] }, categories: ['服饰鞋包'],
  },
  {
    type: 'full_reduction', tag: '满减', name: '满299减50', description: '家居家装满 299 元减 50 元',
    rule: { tiers: [{ full: 29900, minus: 5000 }] }, categories: ['家居家装'],
  },
  {
    type: 'full_reduction', tag: '满减', name: '满99减10', description: '食品生鲜满 99 元减 10 元',
    rule: { tiers: [{ full: 9900, minus: 1000 }] }, categories: ['食品生鲜'],
  },
  {
    type: 'discount', tag: '折扣', name: '限时8.8折', description: '精选美妆个护限时 8.8 折',
    rule: { discount: 12 },
    goods: ['花语 小棕瓶修护精华液', '青禾 清透防晒乳 SPF50+', '沐然 氨基酸控油洗发水 500ml', '朱颜 丝绒哑光口红'],
  },
  {
    type: 'discount', tag: '折扣', name: '图书9折', description: '图书全场 9 折',
    rule: { discount: 10 }, categories: ['图书文娱'],
  },
  {
    type: 'gift', tag: '满赠', name: '满500赠耳机收纳包', description: '指定数码满 500 元赠声悦便携耳机收纳包',
    rule: { full: 50000, gift_goods: '声悦 便携耳机收纳包', num: 1 },
    goods: ['星河 X6 Pro 5G手机', '星河 X6 5G手机', '声悦 Air3 真无线降噪耳机', '星河 Watch 4 智能手表'],
  },
]

export interface SeckillDef {
  name: string
  description: string
  items: { goods: string; actPrice: number; stock: number; limit: number }[]
}

/** Every SKU of the named goods joins the seckill at actPrice (yuan), each with `stock` units. */
export const SECKILLS: SeckillDef[] = [
  {
    name: '限时秒杀·数码专场', description: '爆款数码限量秒杀，每人限购',
    items: [
      { goods: '青橙 Note 13 5G手机', actPrice: 999, stock: 50, limit: 1 },
      { goods: '声悦 Air3 真无线降噪耳机', actPrice: 499, stock: 80, limit: 2 },
    ],
  },
  {
    name: '每日秒杀·家电狂欢', description: '品质家电低至 6 折',
    items: [
      { goods: '小熊猫 可视空气炸锅 5.5L', actPrice: 199, stock: 100, limit: 2 },
      { goods: '美居 IH 电饭煲 4L', actPrice: 299, stock: 60, limit: 1 },
    ],
  },
  {
    name: '周末秒杀·生鲜直达', description: '进口水果产地直发',
    items: [{ goods: '鲜农 智利车厘子 JJ 级 2kg', actPrice: 149, stock: 40, limit: 2 }],
  },
]
