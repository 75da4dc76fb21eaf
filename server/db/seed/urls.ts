/**
 * Public URLs of generated images. The same patterns let the image writer recognise which stored
 * URLs it owns (operators may later replace an image with an uploaded one, which it leaves alone).
 */
export const goodsPicUrl = (goodsId: number, view: number) => `/uploads/goods/${goodsId}-${view}.svg`
export const specValueImageUrl = (goodsId: number, valueId: number) => `/uploads/goods/${goodsId}-v${valueId}.svg`
export const shopLogoUrl = (shopId: number) => `/uploads/shops/${shopId}-logo.svg`
export const shopBannerUrl = (shopId: number) => `/uploads/shops/${shopId}-banner.svg`
export const shopTopImageUrl = (shopId: number) => `/uploads/shops/${shopId}-top.svg`
export const categoryImageUrl = (categoryId: number) => `/uploads/category/${categoryId}.svg`
export const articleCoverUrl = (articleId: number) => `/uploads/articles/${articleId}.svg`
export const carouselBannerUrl = (n: number) => `/uploads/banners/home-${n}.svg`
export const BRAND_LOGO_URL = '/uploads/brand/logo.svg'

export const GOODS_PIC = /^\/uploads\/goods\/(\d+)-([1-3])\.svg$/
export const SPEC_VALUE_IMAGE = /^\/uploads\/goods\/(\d+)-v(\d+)\.svg$/
export const SHOP_IMAGE = /^\/uploads\/shops\/(\d+)-(logo|banner|top)\.svg$/
export const CATEGORY_IMAGE = /^\/uploads\/category\/(\d+)\.svg$/
export const ARTICLE_COVER = /^\/uploads\/articles\/(\d+)\.svg$/
