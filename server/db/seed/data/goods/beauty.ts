import type { GoodsDef } from './types.ts'

export const BEAUTY_GOODS: GoodsDef[] = [
  {
    leaf: '精华', brand: '花语', name: '花语 小棕瓶修护精华液', sub: '淡纹紧致｜夜间修护｜敏感肌可用',
    price: 399, market: 529, tags: ['热卖'], sales: 16800,
    specs: [['规格', ['30ml', ['50ml', 200]]]],
  },
  {
    leaf: '精华', brand: '花语', name: '花语 烟酰胺亮肤精华 30ml', sub: '5% 烟酰胺｜提亮肤色｜改善暗沉',
    price: 259, market: 329, sales: 9400,
  },
  {
    leaf: '面霜', brand: '青禾', name: '青禾 积雪草舒缓面霜 50g', sub: '舒缓泛红｜修护屏障｜敏感肌适用',
    price: 189, market: 259, sales: 7300,
  },
  {
    leaf: '面霜', brand: '花语', name: '花语 胶原弹润面霜 50g', sub: '弹润饱满｜深层滋养｜秋冬必备',
    price: 459, market: 599, sales: 3900,
  },
  {
    leaf: '防晒', brand: '青禾', name: '青禾 清透防晒乳 SPF50+', sub: 'PA++++｜清爽不油腻｜防水防汗',
    price: 129, market: 169, tags: ['热卖'], sales: 21000,
  },
  {
    leaf: '防晒', brand: '青禾', name: '青禾 户外高倍防晒喷雾 150ml', sub: '360° 喷雾｜随时补涂｜户外运动',
    price: 89, market: 119, sales: 8800,
  },
  {
    leaf: '洗发护发', brand: '沐然', name: '沐然 氨基酸控油洗发水 500ml', sub: '氨基酸温和清洁｜控油蓬松｜无硅油',
    price: 69, market: 99, sales: 25600,
    specs: [['香型', ['清新薄荷', '白茶']]],
  },
  {
    leaf: '洗发护发', brand: '沐然', name: '沐然 深层修护发膜 200ml', sub: '改善毛躁分叉｜柔顺光泽｜免蒸',
    price: 79, market: 109, sales: 6800,
  },
  {
    leaf: '电动牙刷', brand: '净白', name: '净白 T3 声波电动牙刷', sub: '5 种清洁模式｜智能计时｜续航 60 天',
    price: 199, market: 299, tags: ['热卖'], sales: 12400,
    specs: [['颜色', ['象牙白', '樱花粉', '雾霾蓝']]],
  },
  {
    leaf: '电动牙刷', brand: '净白', name: '净白 便携式冲牙器', sub: '脉冲水流｜4 档模式｜IPX7 防水',
    price: 249, market: 329, sales: 4100,
  },
  {
    leaf: '口红香水', brand: '朱颜', name: '朱颜 丝绒哑光口红', sub: '高显色｜丝绒哑光质地｜持久不拔干',
    price: 159, market: 199, tags: ['新品'], sales: 10300,
    specs: [['色号', ['#999 正红', '#888 豆沙', '#666 枫叶']]],
  },
  {
    leaf: '口红香水', brand: '朱颜', name: '朱颜 花漾淡香水 50ml', sub: '白花香调｜清新持久｜精美礼盒',
    price: 399, market: 499, sales: 2600,
  },
  {
    leaf: '精华', brand: '花语', name: '花语 员工护肤福袋', sub: '精华 + 面霜 + 水乳随机组合｜价值 ¥1299',
    price: 899, market: 1299, sales: 520, staff: { type: 'bag', price: 599 },
  },
]
