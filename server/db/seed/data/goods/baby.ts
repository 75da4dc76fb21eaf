import type { GoodsDef } from './types.ts'

export const BABY_GOODS: GoodsDef[] = [
  {
    leaf: '婴幼儿奶粉', brand: '贝优', name: '贝优 婴幼儿配方奶粉 800g', sub: '添加 DHA 与益生菌｜原装进口奶源',
    price: 279, market: 339, tags: ['热卖'], sales: 9800,
    specs: [['段位', ['1 段', '2 段', '3 段']]],
  },
  {
    leaf: '婴幼儿奶粉', brand: '贝优', name: '贝优 有机 A2 奶粉 2 段 800g', sub: 'A2 β-酪蛋白｜有机认证｜易吸收',
    price: 389, market: 459, sales: 3200,
  },
  {
    leaf: '纸尿裤', brand: '柔护', name: '柔护 婴儿纸尿裤', sub: '3D 立体护围｜超薄透气｜12 小时干爽',
    price: 109, market: 149, tags: ['热卖'], sales: 27400,
    specs: [['尺码', ['S 84 片', 'M 64 片', 'L 54 片', 'XL 44 片']]],
  },
  {
    leaf: '纸尿裤', brand: '柔护', name: '柔护 成长拉拉裤 XL 38 片', sub: '360° 弹力腰围｜穿脱方便｜学步期适用',
    price: 99, market: 129, sales: 11800,
  },
  {
    leaf: '积木拼插', brand: '奇思', name: '奇思 城市消防局积木套装', sub: '1024 颗粒｜6 个人仔｜兼容主流积木',
    price: 399, market: 499, tags: ['新品'], sales: 2300,
  },
  {
    leaf: '积木拼插', brand: '奇思', name: '奇思 太空站拼插积木', sub: '可动机械臂｜宇航员人仔｜科普手册',
    price: 259, market: 329, sales: 1900,
  },
  {
    leaf: '积木拼插', brand: '奇思', name: '奇思 大颗粒积木桶', sub: '适合 1-3 岁｜120 颗粒｜收纳桶',
    price: 99, market: 139, sales: 8700,
  },
  {
    leaf: '积木拼插', brand: '奇思', name: '奇思 员工盲盒积木福袋', sub: '随机 3 款积木套装｜价值不低于 ¥399',
    price: 299, market: 399, sales: 430, staff: { type: 'bag', price: 149 },
  },
  {
    leaf: '遥控玩具', brand: '驰骋', name: '驰骋 1:16 遥控越野车', sub: '四驱攀爬｜2.4G 遥控｜耐摔车身',
    price: 199, market: 269, sales: 5400,
    specs: [['颜色', ['烈焰红', '荧光绿']]],
  },
  {
    leaf: '遥控玩具', brand: '驰骋', name: '驰骋 遥控特技飞机', sub: '一键起降｜360° 翻滚｜定高悬停',
    price: 299, market: 399, sales: 1300, instock: true,
  },
  {
    leaf: '早教益智', brand: '童趣', name: '童趣 木质磁力拼图', sub: '双面图案｜榉木材质｜3 岁+',
    price: 69, market: 99, sales: 6600,
  },
  {
    leaf: '早教益智', brand: '童趣', name: '童趣 儿童点读笔套装', sub: '中英双语｜含 20 册点读书｜WiFi 下载',
    price: 299, market: 399, sales: 2900,
  },
]
