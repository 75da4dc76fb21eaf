import type { GoodsDef } from './types.ts'

export const SPORTS_GOODS: GoodsDef[] = [
  {
    leaf: '健身器材', brand: '动力', name: '动力 家用可折叠跑步机', sub: '静音减震｜免安装｜APP 智能课程',
    price: 1999, market: 2699, tags: ['热卖'], sales: 3100,
  },
  {
    leaf: '健身器材', brand: '动力', name: '动力 可调节哑铃一对', sub: '一秒调节重量｜防滑手柄｜男女通用',
    price: 399, market: 499, sales: 5700,
    specs: [['重量', ['10kg 一对', ['20kg 一对', 200], ['30kg 一对', 400]]]],
  },
  {
    leaf: '健身器材', brand: '动力', name: '动力 智能动感单车', sub: '磁控静音｜32 档阻力｜心率监测',
    price: 1599, market: 1999, sales: 1900,
  },
  {
    leaf: '瑜伽用品', brand: '轻盈', name: '轻盈 TPE 双色瑜伽垫 6mm', sub: '双面防滑｜高回弹｜送背带',
    price: 79, market: 119, sales: 21300,
    specs: [['颜色', ['樱花粉', '薄荷绿', '雾霾蓝']]],
  },
  {
    leaf: '瑜伽用品', brand: '轻盈', name: '轻盈 女士瑜伽服套装', sub: '裸感面料｜高腰提臀｜速干透气',
    price: 199, market: 269, sales: 6400,
    specs: [['颜色', ['曜石黑', '樱花粉']], ['尺码', ['S', 'M', 'L']]],
  },
  {
    leaf: '帐篷露营', brand: '野径', name: '野径 自动速开帐篷 3-4 人', sub: '3 秒速开｜防雨防晒｜透气纱网',
    price: 399, market: 569, tags: ['露营季'], sales: 4300,
    specs: [['颜色', ['军绿', '卡其']]],
  },
  {
    leaf: '帐篷露营', brand: '野径', name: '野径 户外折叠露营椅', sub: '7075 铝合金｜承重 150kg｜收纳小巧',
    price: 129, market: 169, sales: 9700,
  },
  {
    leaf: '冲锋衣裤', brand: '野径', name: '野径 男士三合一冲锋衣', sub: '防水透气｜可拆抓绒内胆｜全压胶',
    price: 599, market: 899, tags: ['热卖'], sales: 5100,
    specs: [['颜色', ['藏青', '曜石黑', '墨绿']], ['尺码', ['M', 'L', 'XL', 'XXL']]],
  },
  {
    leaf: '冲锋衣裤', brand: '野径', name: '野径 女士软壳冲锋衣', sub: '防风防泼水｜弹力面料｜修身版型',
    price: 459, market: 659, sales: 2800,
    specs: [['颜色', ['珊瑚红', '雾霾蓝']], ['尺码', ['S', 'M', 'L']]],
  },
  {
    leaf: '骑行装备', brand: '疾风', name: '疾风 27.5 英寸山地自行车', sub: '21 速变速｜双碟刹｜前叉避震',
    price: 1299, market: 1699, sales: 1400,
  },
  {
    leaf: '骑行装备', brand: '疾风', name: '疾风 一体成型骑行头盔', sub: 'EPS 缓冲层｜18 个透气孔｜尾灯警示',
    price: 159, market: 229, sales: 3800,
  },
  {
    leaf: '骑行装备', brand: '疾风', name: '疾风 运动水壶 750ml', sub: 'Tritan 材质｜弹盖单手开｜防漏',
    price: 39, market: 59, sales: 14200,
  },
]
