import type { CarouselArt } from '../images/misc.ts'

/** Home carousel slides, generated into /uploads/banners/home-{n}.svg and listed in the image library. */
export const CAROUSEL_BANNERS: (CarouselArt & { href: string })[] = [
  { title: '年货节 全场满199减30', subtitle: '服饰鞋包、家居家装、食品生鲜多重满减', cta: '立即抢购', hue: 356, icons: ['bag', 'cookie', 'tshirt'], href: '/items' },
  { title: '数码新品季', subtitle: '星河 X6 Pro 首发，旗舰影像新体验', cta: '了解详情', hue: 214, icons: ['phone', 'watch', 'headphones'], href: '/items?cat_id=1' },
  { title: '家电焕新 以旧换新', subtitle: '冰箱洗衣机空调，至高补贴 500 元', cta: '去看看', hue: 188, icons: ['fridge', 'washer', 'aircon'], href: '/items?keywords=%E5%AE%B6%E7%94%B5' },
  { title: '生鲜直达 产地直发', subtitle: '进口车厘子限时秒杀，冷链到家', cta: '马上抢', hue: 24, icons: ['fruit', 'fish', 'egg'], href: '/items?keywords=%E7%94%9F%E9%B2%9C' },
  { title: '会员日 钻石会员享 9 折', subtitle: '开通会员，全场商品折上折', cta: '开通会员', hue: 268, icons: ['bag', 'lipstick', 'book'], href: '/member/vip' },
]
