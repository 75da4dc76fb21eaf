import type { GoodsDef } from './types.ts'

export const COMPUTER_GOODS: GoodsDef[] = [
  {
    leaf: '轻薄笔记本', brand: '澜图', name: '澜图 AirBook 14 轻薄笔记本', sub: '2.8K OLED 屏｜酷睿 Ultra 7｜雷电 4 接口',
    price: 6499, market: 6999, tags: ['新品', '热卖'], sales: 1960,
    specs: [['颜色', ['星光银', '深空灰']], ['配置', ['16GB+512GB', ['32GB+1TB', 1500]]]],
  },
  {
    leaf: '轻薄笔记本', brand: '澜图', name: '澜图 AirBook 13 轻薄本', sub: '1.1kg 轻盈机身｜全天续航｜指纹解锁',
    price: 4999, market: 5499, sales: 2380, staff: { type: 'sale', price: 4299 },
    specs: [['颜色', ['星光银', '雾霾蓝']]],
  },
  {
    leaf: '轻薄笔记本', brand: '星河', name: '星河 MateView 16 全能本', sub: '16 英寸 3K 大屏｜多屏协同｜65W 快充',
    price: 5799, market: 6299, sales: 1120,
  },
  {
    leaf: '游戏本', brand: '极光', name: '极光 猎刃 16 游戏本', sub: 'RTX 4060 独显｜240Hz 电竞屏｜四风扇散热',
    price: 8999, market: 9999, tags: ['电竞'], sales: 1430,
    specs: [['配置', ['16GB+1TB', ['32GB+1TB', 1200]]]],
  },
  {
    leaf: '游戏本', brand: '极光', name: '极光 猎刃 17 Pro 游戏本', sub: 'RTX 4080 独显｜17.3 英寸 2.5K｜液金导热',
    price: 14999, market: 16999, tags: ['电竞'], sales: 320, staff: { type: 'sale', price: 12999 },
  },
  {
    leaf: '台式机', brand: '澜图', name: '澜图 24 英寸一体机', sub: '4K 超清屏｜纤薄机身｜办公家用',
    price: 4299, market: 4799, sales: 760,
  },
  {
    leaf: '台式机', brand: '极光', name: '极光 电竞主机 i7 + RTX 4070', sub: '水冷散热｜32GB 内存｜1TB 固态',
    price: 9999, market: 10999, sales: 410,
  },
  {
    leaf: '键盘鼠标', brand: '极光', name: '极光 K87 机械键盘', sub: '热插拔轴座｜三模连接｜RGB 背光',
    price: 399, market: 499, tags: ['热卖'], sales: 7200,
    specs: [['轴体', ['红轴', '茶轴', '青轴']], ['颜色', ['曜石黑', '象牙白']]],
  },
  {
    leaf: '键盘鼠标', brand: '青橙', name: '青橙 静音无线鼠标', sub: '人体工学｜静音按键｜一节电池用一年',
    price: 89, market: 129, sales: 18400,
    specs: [['颜色', ['曜石黑', '象牙白', '樱花粉']]],
  },
  {
    leaf: '显示器', brand: '澜图', name: '澜图 27 英寸 4K 显示器', sub: 'IPS 面板｜Type-C 90W 反向充电｜升降支架',
    price: 2299, market: 2699, sales: 1650,
  },
  {
    leaf: '显示器', brand: '极光', name: '极光 27 英寸 2K 电竞显示器', sub: '180Hz 高刷｜1ms 响应｜HDR400',
    price: 1499, market: 1799, tags: ['电竞'], sales: 2890,
  },
  {
    leaf: '打印设备', brand: '澜图', name: '澜图 彩色喷墨打印机', sub: '无线连供｜打印复印扫描｜手机远程打印',
    price: 899, market: 1099, sales: 2300,
  },
  {
    leaf: '打印设备', brand: '澜图', name: '澜图 黑白激光打印机', sub: '自动双面打印｜30 页/分钟',
    price: 1199, market: 1399, sales: 580, instock: true,
  },
]
