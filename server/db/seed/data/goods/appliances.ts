import type { GoodsDef } from './types.ts'

export const APPLIANCE_GOODS: GoodsDef[] = [
  {
    leaf: '冰箱', brand: '美居', name: '美居 510 升十字对开门冰箱', sub: '一级能效｜风冷无霜｜变频静音｜母婴专区',
    price: 3999, market: 4999, tags: ['热卖'], sales: 1580, staff: { type: 'sale', price: 3299 },
    specs: [['颜色', ['星光银', '玛瑙黑']]],
  },
  {
    leaf: '冰箱', brand: '美居', name: '美居 215 升三门小冰箱', sub: '节能静音｜软冷冻｜租房宿舍好帮手',
    price: 1499, market: 1799, sales: 2260,
  },
  {
    leaf: '洗衣机', brand: '清泉', name: '清泉 10 公斤滚筒洗衣机', sub: '洗烘一体｜高温除菌｜智能投放',
    price: 2999, market: 3599, tags: ['热卖'], sales: 1870,
    specs: [['颜色', ['星光银', '象牙白']]],
  },
  {
    leaf: '洗衣机', brand: '清泉', name: '清泉 8 公斤波轮洗衣机', sub: '大容量｜一键脱水｜桶自洁',
    price: 1099, market: 1299, sales: 3010,
  },
  {
    leaf: '空调', brand: '凌风', name: '凌风 新一级能效变频冷暖空调挂机', sub: '快速冷暖｜自清洁｜手机智控',
    price: 2399, market: 2999, tags: ['节能'], sales: 4120,
    specs: [['匹数', ['大 1 匹', ['1.5 匹', 300], ['2 匹', 800]]]],
  },
  {
    leaf: '空调', brand: '凌风', name: '凌风 3 匹立式柜机空调', sub: '新一级能效｜大风量｜客厅适用',
    price: 6999, market: 7999, sales: 690,
  },
  {
    leaf: '电饭煲', brand: '美居', name: '美居 IH 电饭煲 4L', sub: 'IH 电磁加热｜24 小时预约｜不粘内胆',
    price: 399, market: 499, sales: 6200,
    specs: [['颜色', ['象牙白', '玫瑰金']]],
  },
  {
    leaf: '电饭煲', brand: '美居', name: '美居 迷你微压电饭煲 3L', sub: '1-4 人适用｜快煮模式｜小巧省空间',
    price: 259, market: 329, sales: 4500,
  },
  {
    leaf: '空气炸锅', brand: '小熊猫', name: '小熊猫 可视空气炸锅 5.5L', sub: '可视窗口｜免翻面｜少油健康',
    price: 299, market: 399, tags: ['热卖'], sales: 11200,
    specs: [['颜色', ['奶油白', '薄荷绿']]],
  },
  {
    leaf: '空气炸锅', brand: '小熊猫', name: '小熊猫 双篮空气炸锅 8L', sub: '双篮同烹｜一键同步完成｜大容量',
    price: 499, market: 599, sales: 2870,
  },
  {
    leaf: '咖啡机', brand: '醇享', name: '醇享 全自动意式咖啡机', sub: '一键奶咖｜研磨萃取一体｜自动清洗',
    price: 2999, market: 3699, sales: 860, staff: { type: 'normal', price: 2499 },
  },
  {
    leaf: '咖啡机', brand: '醇享', name: '醇享 胶囊咖啡机', sub: '19Bar 高压萃取｜30 秒出杯｜小巧机身',
    price: 699, market: 899, sales: 1930,
    specs: [['颜色', ['曜石黑', '珊瑚红', '奶油白']]],
  },
]
