import type { HeroSlide } from './HeroCarousel.tsx'

/** The demo mall's home banners (1190x460, written to the upload folder by the seed) and where each leads. */
export const HERO_SLIDES: HeroSlide[] = [
  { imgUrl: '/uploads/banners/home-1.svg', href: '/items', alt: '年货节 全场满199减30' },
  { imgUrl: '/uploads/banners/home-2.svg', href: '/items?cat_id=1', alt: '数码新品季' },
  { imgUrl: '/uploads/banners/home-3.svg', href: `/items?keywords=${encodeURIComponent('家电')}`, alt: '家电焕新 以旧换新' },
  { imgUrl: '/uploads/banners/home-4.svg', href: `/items?keywords=${encodeURIComponent('生鲜')}`, alt: '生鲜直达 产地直发' },
  { imgUrl: '/uploads/banners/home-5.svg', href: '/member/vip', alt: '会员日 钻石会员享 9 折' },
]
