import type { GoodsDef } from './types.ts'

export const BOOK_GOODS: GoodsDef[] = [
  {
    leaf: '文学小说', brand: '文渊', name: '文渊 四大名著全套 4 册', sub: '原著无删减｜精装典藏｜注释版',
    price: 99, market: 199, tags: ['热卖'], sales: 18600,
  },
  {
    leaf: '文学小说', brand: '文渊', name: '文渊 唐诗三百首精装典藏版', sub: '名家注释｜插图本｜送书签',
    price: 39, market: 68, sales: 12400,
  },
  {
    leaf: '文学小说', brand: '文渊', name: '文渊 长夜与星光', sub: '当代长篇小说｜年度好书｜签名版随机',
    price: 45, market: 59, tags: ['新品'], sales: 3300,
  },
  {
    leaf: '少儿读物', brand: '文渊', name: '文渊 少年科学百科全 8 册', sub: '彩图注音｜7-12 岁｜科学启蒙',
    price: 168, market: 256, sales: 7900,
  },
  {
    leaf: '少儿读物', brand: '文渊', name: '文渊 小熊的四季绘本全 4 册', sub: '温暖治愈｜亲子共读｜3-6 岁',
    price: 69, market: 99, sales: 5600,
  },
  {
    leaf: '经管励志', brand: '文渊', name: '文渊 极简财务思维', sub: '读懂三张表｜管理者必修课',
    price: 49, market: 69, sales: 4100,
  },
  {
    leaf: '经管励志', brand: '文渊', name: '文渊 高效能时间管理', sub: '告别拖延｜番茄工作法实践',
    price: 42, market: 58, sales: 6200,
  },
  {
    leaf: '钢笔文具', brand: '墨韵', name: '墨韵 钢笔礼盒', sub: '明尖 0.5mm｜金属笔身｜送墨囊',
    price: 129, market: 199, sales: 3900,
    specs: [['颜色', ['曜石黑', '藏青', '酒红']]],
  },
  {
    leaf: '钢笔文具', brand: '墨韵', name: '墨韵 速干中性笔 24 支装', sub: '0.5mm 子弹头｜速干不洇｜考试专用',
    price: 19.9, market: 29.9, sales: 42100,
  },
  {
    leaf: '乐器', brand: '弦音', name: '弦音 41 寸单板民谣吉他', sub: '云杉面单｜桃花心木背侧｜送全套配件',
    price: 899, market: 1299, sales: 1700,
    specs: [['颜色', ['原木色', '日落色']]],
  },
  {
    leaf: '乐器', brand: '弦音', name: '弦音 23 寸尤克里里', sub: '相思木｜入门推荐｜附教程',
    price: 199, market: 269, sales: 4600,
  },
]
