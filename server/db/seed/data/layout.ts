/** Published configs of the header and footer templates, and the global settings. */

export const HOT_KEYWORDS = ['5G手机', '空气炸锅', '羽绒服', '每日坚果', '机械键盘']

export function headerConfig() {
  return {
    logo: { imgUrl: '/uploads/brand/logo.svg', alt: 'mallfront 商城' },
    hotKeywords: HOT_KEYWORDS,
    navs: [
      { title: '首页', href: '/' },
      { title: '全部商品', href: '/items' },
      { title: '积分商城', href: '/pointitems' },
      { title: '附近门店', href: '/shops/near' },
      { title: '公司新闻', href: '/news' },
    ],
  }
}

/** `articleHref` maps an article title to its page, so links follow the seeded ids. */
export function footerConfig(articleHref: (title: string) => string) {
  const link = (title: string, articleTitle = title) => ({ title, href: articleHref(articleTitle) })
  return {
    params: {
      services: [
        { title: '正品保障', desc: '品牌授权 假一赔十' },
        { title: '七天无理由', desc: '放心购物 售后无忧' },
        { title: '满99包邮', desc: '全国配送 极速送达' },
        { title: '门店自提', desc: '线上下单 就近取货' },
      ],
      columns: [
        { title: '购物指南', links: [link('购物流程'), link('会员介绍', '会员等级介绍'), { title: '常见问题', href: '/article/faqs' }] },
        { title: '配送方式', links: [link('配送范围及运费'), link('门店自提', '门店自提服务')] },
        { title: '支付方式', links: [link('在线支付'), link('积分抵扣', '积分抵扣说明')] },
        { title: '售后服务', links: [link('退换货政策'), link('退款说明')] },
        {
          title: '关于我们',
          links: [
            { title: '公司新闻', href: '/news' },
            { title: '品牌故事', href: '/story' },
            { title: '用户协议', href: '/license' },
            link('隐私政策', 'mallfront 隐私政策'),
          ],
        },
      ],
      copyright: '© 2026 mallfront 商城 版权所有',
      icp: '京ICP备20260001号-1',
    },
  }
}

export const TDK_DATA = {
  title: 'mallfront 商城',
  mate_keywords: 'mallfront,网上商城,手机数码,家用电器,服饰鞋包,美妆个护,食品生鲜',
  mate_description:
    'mallfront 商城是品类齐全的综合网上购物平台，提供手机数码、电脑办公、家用电器、服饰鞋包、美妆个护、食品生鲜、母婴玩具、家居家装、运动户外与图书文娱等正品好物，支持门店自提与七天无理由退货。',
}

export const BASE_SETTING = { display_on_pc: true }
