/** Points-mall goods: bought with points, some with a cash part too ("800积分 + ¥19.90"). */
export interface PointGoodsDef {
  leaf: string
  brand: string
  name: string
  sub: string
  /** Points per unit. */
  point: number
  /** Cash part in yuan paid at the cashier besides the points; absent for points-only goods. */
  cash?: number
  /** Reference price in yuan. */
  market: number
  stock: number
}

export const POINT_GOODS: PointGoodsDef[] = [
  { leaf: '双肩包', brand: 'mallfront', name: 'mallfront 定制帆布袋', sub: '加厚帆布｜会员专属纪念款', point: 800, market: 39, stock: 500 },
  { leaf: '刀具餐具', brand: 'mallfront', name: 'mallfront 不锈钢保温杯 500ml', sub: '316 不锈钢内胆｜12 小时保温', point: 1800, market: 89, stock: 300 },
  { leaf: '手机配件', brand: '星河', name: '星河 Type-C 快充数据线 1m', sub: '编织线身｜66W 快充', point: 500, market: 29, stock: 1000 },
  { leaf: '茗茶冲饮', brand: '云雾', name: '云雾 茉莉花茶 100g', sub: '七窨工艺｜香气鲜灵', point: 1200, market: 59, stock: 200 },
  { leaf: '瑜伽用品', brand: '轻盈', name: '轻盈 冰感运动毛巾', sub: '速干降温｜附收纳袋', point: 600, market: 29, stock: 400 },
  { leaf: '钢笔文具', brand: '墨韵', name: '墨韵 A5 皮面笔记本', sub: '100g 道林纸｜平摊书写', point: 400, market: 25, stock: 800 },
  { leaf: '耳机耳麦', brand: '声悦', name: '声悦 迷你蓝牙音箱', sub: '360° 环绕音｜12 小时续航', point: 5000, market: 199, stock: 0 },
  { leaf: '手机配件', brand: '星河', name: '星河 15W 无线充电板', sub: 'Qi 协议通用｜超薄机身', point: 3000, market: 129, stock: 150 },
  { leaf: '茗茶冲饮', brand: '云雾', name: '云雾 明前龙井礼盒 250g', sub: '积分+现金换购｜西湖产区', point: 800, cash: 19.9, market: 128, stock: 120 },
  { leaf: '瑜伽用品', brand: '轻盈', name: '轻盈 加厚瑜伽垫 10mm', sub: '积分+现金换购｜NBR 防滑', point: 1500, cash: 29, market: 149, stock: 200 },
  { leaf: '耳机耳麦', brand: '声悦', name: '声悦 头戴式降噪耳机', sub: '积分+现金换购｜40 小时续航', point: 2000, cash: 99, market: 399, stock: 80 },
]
