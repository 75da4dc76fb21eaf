import type { GoodsDef } from './types.ts'

export const DIGITAL_GOODS: GoodsDef[] = [
  {
    leaf: '5G手机', brand: '星河', name: '星河 X6 Pro 5G手机', sub: '影像旗舰｜2K 曲面屏｜5000mAh 长续航｜100W 超级快充',
    price: 5499, market: 5999, tags: ['新品', '热卖'], sales: 3280, staff: { type: 'normal', price: 4899 },
    specs: [['颜色', ['曜石黑', '冰川白', '远峰蓝']], ['存储容量', ['12GB+256GB', ['16GB+512GB', 800]]]],
  },
  {
    leaf: '5G手机', brand: '星河', name: '星河 X6 5G手机', sub: '6.7 英寸直屏｜120Hz 高刷｜超感光主摄',
    price: 3999, market: 4299, tags: ['热卖'], sales: 5120,
    specs: [['颜色', ['曜石黑', '薄荷绿', '樱花粉']], ['存储容量', ['8GB+256GB', ['12GB+256GB', 300]]]],
  },
  {
    leaf: '5G手机', brand: '青橙', name: '青橙 Note 13 5G手机', sub: '1 亿像素｜67W 快充｜5000mAh 大电池',
    price: 1299, market: 1499, tags: ['性价比'], sales: 12800,
    specs: [['颜色', ['星空黑', '冰晶蓝']], ['存储容量', ['8GB+128GB', ['8GB+256GB', 200]]]],
  },
  {
    leaf: '5G手机', brand: '澜图', name: '澜图 Fold 3 折叠屏5G手机', sub: '轻薄折叠｜卫星通话｜内外双屏 120Hz',
    price: 8999, market: 9999, tags: ['新品'], sales: 860,
    specs: [['颜色', ['曜石黑', '星光银']], ['存储容量', ['16GB+512GB', ['16GB+1TB', 1000]]]],
  },
  {
    leaf: '游戏手机', brand: '极光', name: '极光 GT5 游戏手机', sub: '旗舰芯片｜165Hz 电竞屏｜磁动力肩键',
    price: 3299, market: 3599, tags: ['电竞'], sales: 2140,
    specs: [['颜色', ['暗夜黑', '赛博银']], ['存储容量', ['12GB+256GB', ['16GB+512GB', 500]]]],
  },
  {
    leaf: '游戏手机', brand: '极光', name: '极光 GT5 Lite 游戏手机', sub: '双扬声器｜5500mAh｜液冷散热',
    price: 2199, market: 2399, sales: 1730,
    specs: [['颜色', ['暗夜黑', '幻影紫']]],
  },
  {
    leaf: '手机配件', brand: '星河', name: '星河 67W 氮化镓快充充电器套装', sub: '小体积大功率｜手机笔记本通用｜含 1m 数据线',
    price: 99, market: 149, sales: 8420,
  },
  {
    leaf: '手机配件', brand: '青橙', name: '青橙 20000mAh 移动电源', sub: '22.5W 双向快充｜三口输出｜可上飞机',
    price: 129, market: 169, sales: 6400,
    specs: [['颜色', ['曜石黑', '象牙白']]],
  },
  {
    leaf: '手机配件', brand: '声悦', name: '声悦 便携耳机收纳包', sub: '满额赠品｜防压防水｜小巧随身',
    price: 29, market: 39, gift: true,
  },
  {
    leaf: '耳机耳麦', brand: '声悦', name: '声悦 Air3 真无线降噪耳机', sub: '主动降噪｜30 小时续航｜通透模式',
    price: 699, market: 899, tags: ['热卖'], sales: 9300, staff: { type: 'normal', price: 499 },
    specs: [['颜色', ['象牙白', '曜石黑']]],
  },
  {
    leaf: '耳机耳麦', brand: '声悦', name: '声悦 Studio 头戴式蓝牙耳机', sub: 'Hi-Res 认证｜自适应降噪｜40mm 动圈单元',
    price: 1299, market: 1599, sales: 2210, soldOut: true,
    specs: [['颜色', ['深空灰', '燕麦色', '雾霾蓝']]],
  },
  {
    leaf: '智能手表', brand: '星河', name: '星河 Watch 4 智能手表', sub: '血氧心率监测｜14 天续航｜eSIM 独立通话',
    price: 1299, market: 1499, tags: ['新品'], sales: 3050,
    specs: [['颜色', ['曜石黑', '星光银']], ['表带', ['氟橡胶表带', ['真皮表带', 200]]]],
  },
  {
    leaf: '智能手表', brand: '青橙', name: '青橙 手环 8', sub: '1.62 英寸 AMOLED｜50 米防水｜150+ 运动模式',
    price: 249, market: 299, sales: 15600,
    specs: [['颜色', ['曜石黑', '薄荷绿', '樱花粉']]],
  },
  {
    leaf: '相机摄影', brand: '拾光', name: '拾光 Z50 微单相机', sub: '2400 万像素｜4K 视频｜翻转触摸屏',
    price: 5999, market: 6799, sales: 640,
    specs: [['套餐', ['单机身', ['16-50mm 套机', 1000]]]],
  },
  {
    leaf: '相机摄影', brand: '拾光', name: '拾光 Action 4 运动相机', sub: '超强防抖｜10 米裸机防水｜前后双屏',
    price: 2299, market: 2599, sales: 1180, soldOut: true,
  },
]
