import type { GoodsDef } from './types.ts'

export const HOME_GOODS: GoodsDef[] = [
  {
    leaf: '床品套件', brand: '棉语', name: '棉语 60 支长绒棉四件套', sub: '贡缎工艺｜丝滑亲肤｜A 类母婴级',
    price: 399, market: 599, tags: ['热卖'], sales: 7100,
    specs: [['颜色', ['燕麦色', '雾霾蓝', '樱花粉']], ['尺寸', ['1.5m 床', ['1.8m 床', 50]]]],
  },
  {
    leaf: '床品套件', brand: '棉语', name: '棉语 水洗棉床品三件套', sub: '自然褶皱｜柔软透气｜学生宿舍',
    price: 199, market: 299, sales: 9300,
  },
  {
    leaf: '枕头被子', brand: '棉语', name: '棉语 泰国天然乳胶枕', sub: '93% 乳胶含量｜护颈曲线｜防螨抑菌',
    price: 159, market: 229, sales: 12600,
  },
  {
    leaf: '枕头被子', brand: '棉语', name: '棉语 大豆纤维冬被 2×2.3m', sub: '8 斤加厚｜蓬松保暖｜可机洗',
    price: 299, market: 399, sales: 5800,
  },
  {
    leaf: '沙发', brand: '木间', name: '木间 北欧布艺三人位沙发', sub: '科技布防水防污｜高密度海绵｜免安装',
    price: 2999, market: 3999, sales: 640,
    specs: [['颜色', ['燕麦色', '深空灰']]],
  },
  {
    leaf: '沙发', brand: '木间', name: '木间 懒人沙发单人', sub: '填充 EPP 粒子｜可拆洗｜卧室阳台',
    price: 399, market: 559, sales: 2100,
  },
  {
    leaf: '办公椅', brand: '坐享', name: '坐享 人体工学电脑椅', sub: '自适应腰托｜4D 扶手｜网布透气',
    price: 899, market: 1299, tags: ['热卖'], sales: 4700,
    specs: [['颜色', ['曜石黑', '深空灰']]],
  },
  {
    leaf: '办公椅', brand: '坐享', name: '坐享 电竞椅', sub: '150° 后仰｜记忆棉坐垫｜带脚托',
    price: 699, market: 999, sales: 2600,
  },
  {
    leaf: '收纳整理', brand: '木间', name: '木间 可折叠收纳箱 3 只装', sub: '55L 大容量｜可叠放｜带盖防尘',
    price: 89, market: 129, sales: 16900,
  },
  {
    leaf: '锅具', brand: '匠心', name: '匠心 麦饭石不粘炒锅 32cm', sub: '少油烟｜不粘涂层｜燃气电磁炉通用',
    price: 199, market: 299, sales: 8400,
  },
  {
    leaf: '锅具', brand: '匠心', name: '匠心 304 不锈钢汤锅 24cm', sub: '五层复合底｜聚热均匀｜食品级材质',
    price: 159, market: 219, sales: 5100,
  },
  {
    leaf: '刀具餐具', brand: '匠心', name: '匠心 德式刀具 7 件套', sub: '高碳不锈钢｜一体成型｜含刀座',
    price: 299, market: 399, sales: 3600,
  },
  {
    leaf: '刀具餐具', brand: '匠心', name: '匠心 釉下彩陶瓷餐具 26 头', sub: '高温烧制｜可微波｜送礼自用',
    price: 259, market: 359, sales: 1500, validLucky: true,
  },
]
