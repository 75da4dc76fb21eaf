import type { GoodsDef } from './types.ts'

export const FOOD_GOODS: GoodsDef[] = [
  {
    leaf: '坚果炒货', brand: '果仓', name: '果仓 每日坚果混合装', sub: '6 种坚果果干｜科学配比｜独立小包',
    price: 59, market: 89, tags: ['热卖'], sales: 38200,
    specs: [['规格', ['15 袋装', ['30 袋装', 40]]]],
  },
  {
    leaf: '坚果炒货', brand: '果仓', name: '果仓 手剥山核桃 500g', sub: '临安山核桃｜椒盐口味｜颗颗饱满',
    price: 69, market: 89, sales: 9100,
  },
  {
    leaf: '坚果炒货', brand: '果仓', name: '果仓 原味夏威夷果 500g', sub: '大颗粒｜奶香浓郁｜送开果器',
    price: 49, market: 69, sales: 14500,
  },
  {
    leaf: '坚果炒货', brand: '果仓', name: '果仓 员工年货零食福袋 2kg', sub: '坚果、饼干、果干随机搭配｜超值福利',
    price: 199, market: 299, sales: 880, staff: { type: 'bag', price: 99 },
  },
  {
    leaf: '饼干糕点', brand: '麦香', name: '麦香 黄油曲奇礼盒 908g', sub: '进口黄油｜多种口味｜节日送礼',
    price: 89, market: 129, sales: 7600,
  },
  {
    leaf: '饼干糕点', brand: '麦香', name: '麦香 全麦苏打饼干 1kg', sub: '低糖全麦｜酥脆清淡｜代餐零食',
    price: 39, market: 59, sales: 19800,
  },
  {
    leaf: '茗茶冲饮', brand: '云雾', name: '云雾 特级明前西湖龙井 250g', sub: '核心产区｜手工炒制｜春茶首采',
    price: 398, market: 498, tags: ['新品'], sales: 2100,
  },
  {
    leaf: '茗茶冲饮', brand: '云雾', name: '云雾 云南古树普洱茶饼 357g', sub: '勐海古树料｜越陈越香｜收藏佳品',
    price: 268, market: 368, sales: 1700,
  },
  {
    leaf: '茗茶冲饮', brand: '晨曦', name: '晨曦 冻干咖啡粉 24 颗', sub: '3 秒速溶｜冷热皆宜｜0 糖 0 脂',
    price: 79, market: 109, sales: 26300,
  },
  {
    leaf: '新鲜水果', brand: '鲜农', name: '鲜农 烟台红富士苹果', sub: '单果 80mm+｜脆甜多汁｜产地直发',
    price: 35, market: 49, tags: ['产地直发'], sales: 31200,
    specs: [['规格', ['2.5kg', ['5kg', 25]]]],
  },
  {
    leaf: '新鲜水果', brand: '鲜农', name: '鲜农 海南贵妃芒 3kg', sub: '树上熟｜香甜细腻｜坏果包赔',
    price: 49, market: 69, sales: 17400, soldOut: true,
  },
  {
    leaf: '新鲜水果', brand: '鲜农', name: '鲜农 智利车厘子 JJ 级 2kg', sub: '果径 28-30mm｜空运直达｜冷链配送',
    price: 199, market: 269, tags: ['热卖'], sales: 8800,
  },
  {
    leaf: '海鲜水产', brand: '渔港', name: '渔港 舟山带鱼段 1kg', sub: '东海野生｜去头去尾｜急冻锁鲜',
    price: 69, market: 99, sales: 12100,
  },
  {
    leaf: '海鲜水产', brand: '渔港', name: '渔港 阿根廷红虾 2kg', sub: 'L1 大号｜船冻直达｜刺身级品质',
    price: 169, market: 229, sales: 5400,
  },
  {
    leaf: '肉禽蛋品', brand: '牧场', name: '牧场 散养土鸡蛋 30 枚', sub: '林下散养｜蛋黄饱满｜破损包赔',
    price: 39, market: 49, sales: 23300,
  },
  {
    leaf: '肉禽蛋品', brand: '牧场', name: '牧场 原切眼肉牛排 1.3kg', sub: '10 片装｜谷饲 200 天｜非合成腌制',
    price: 199, market: 299, sales: 6900,
  },
]
