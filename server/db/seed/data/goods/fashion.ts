import type { GoodsDef } from './types.ts'

const SIZES = ['S', 'M', 'L', 'XL']

export const FASHION_GOODS: GoodsDef[] = [
  {
    leaf: 'T恤', brand: '素然', name: '素然 男士纯棉重磅圆领短袖T恤', sub: '260g 重磅精梳棉｜不易变形｜基础百搭',
    price: 79, market: 129, tags: ['热卖'], sales: 22400,
    specs: [['颜色', ['米白', '曜石黑', '雾霾蓝', '燕麦色']], ['尺码', [...SIZES, 'XXL']]],
  },
  {
    leaf: 'T恤', brand: '素然', name: '素然 女士宽松印花T恤', sub: '落肩宽松版型｜环保水印｜舒适透气',
    price: 69, market: 109, sales: 13100,
    specs: [['颜色', ['米白', '樱花粉']], ['尺码', ['S', 'M', 'L']]],
  },
  {
    leaf: 'T恤', brand: '疾风', name: '疾风 运动速干T恤', sub: '吸湿速干｜四面弹力｜跑步健身',
    price: 59, market: 99, sales: 9800,
    specs: [['颜色', ['曜石黑', '珊瑚红']], ['尺码', ['M', 'L', 'XL']]],
  },
  {
    leaf: '羽绒服', brand: '北辰', name: '北辰 男士连帽白鸭绒羽绒服', sub: '90% 白鸭绒｜防泼水面料｜可拆卸帽',
    price: 699, market: 1299, tags: ['新品', '热卖'], sales: 4300,
    specs: [['颜色', ['曜石黑', '藏青', '卡其']], ['尺码', ['M', 'L', 'XL', 'XXL']]],
  },
  {
    leaf: '羽绒服', brand: '北辰', name: '北辰 女士轻薄短款羽绒服', sub: '轻至 280g｜可收纳｜立领保暖',
    price: 499, market: 899, sales: 5200,
    specs: [['颜色', ['米白', '雾霾蓝', '樱花粉']], ['尺码', ['S', 'M', 'L']]],
  },
  {
    leaf: '连衣裙', brand: '素然', name: '素然 法式碎花连衣裙', sub: '收腰显瘦｜垂感雪纺｜约会通勤',
    price: 259, market: 399, tags: ['新品'], sales: 3600,
    specs: [['颜色', ['蓝色碎花', '米白碎花']], ['尺码', ['S', 'M', 'L']]],
  },
  {
    leaf: '连衣裙', brand: '素然', name: '素然 针织背心裙两件套', sub: '针织开衫 + 背心裙｜温柔气质',
    price: 199, market: 329, sales: 2700,
    specs: [['尺码', ['S', 'M', 'L']]],
  },
  {
    leaf: '运动鞋', brand: '疾风', name: '疾风 轻跑 3 缓震跑步鞋', sub: '回弹中底｜透气网面｜男女同款',
    price: 399, market: 599, tags: ['热卖'], sales: 8900,
    specs: [['颜色', ['曜石黑', '象牙白']], ['尺码', ['38', '39', '40', '41', '42', '43']]],
  },
  {
    leaf: '运动鞋', brand: '疾风', name: '疾风 复古百搭小白鞋', sub: '头层牛皮鞋面｜软底舒适｜经典百搭',
    price: 269, market: 399, sales: 7600,
    specs: [['尺码', ['36', '37', '38', '39', '40', '41', '42']]],
  },
  {
    leaf: '双肩包', brand: '行者', name: '行者 城市通勤双肩包', sub: '15.6 英寸电脑仓｜防泼水｜USB 充电口',
    price: 229, market: 329, sales: 6100,
    specs: [['颜色', ['曜石黑', '深空灰', '墨绿']]],
  },
  {
    leaf: '双肩包', brand: '行者', name: '行者 帆布大容量托特包', sub: '加厚帆布｜内置拉链袋｜通勤购物',
    price: 129, market: 199, sales: 4200,
  },
  {
    leaf: '行李箱', brand: '行者', name: '行者 铝框拉杆箱', sub: '铝合金框架｜静音万向轮｜TSA 海关锁',
    price: 459, market: 699, sales: 3300,
    specs: [['颜色', ['星光银', '曜石黑', '樱花粉']], ['尺寸', ['20 英寸', ['24 英寸', 120]]]],
  },
]
