import type { Kysely } from 'kysely'
import QRCode from 'qrcode'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { parseStringList } from '../goods/json-list.ts'
import { sameSiteUrl } from './origin.ts'
import { formatPrice } from '../../../schemas/money.ts'
import { renderPoster } from './poster.ts'
import { findGoodsForShare } from './repo.ts'

const QR_OPTIONS = { margin: 1, width: 256, errorCorrectionLevel: 'M' } as const

const mainImage = (imageDefault: string, pics: string) => imageDefault || parseStringList(pics)[0] || ''

/** Site paths become absolute so the link still works once the image leaves the site. */
function absolute(url: string, origin: string): string {
  if (url.startsWith('/') && !url.startsWith('//')) return `${origin}${url}`
  return /^https?:\/\//.test(url) ? url : ''
}

async function loadShareable(db: Kysely<Database>, itemId: number, origin: string) {
  const goods = await findGoodsForShare(db, itemId)
  if (!goods) throw fail('GOODS_NOT_FOUND')
  const isPoint = goods.item_type === 'point'
  // Points goods live under /pointitems (spec 2.1), everything else under /items.
  const shareUrl = `${origin}/${isPoint ? 'pointitems' : 'items'}/${goods.id}`
  return {
    goods,
    shareUrl,
    imgUrl: absolute(mainImage(goods.image_default_id, goods.pics), origin),
    priceText: isPoint ? `${goods.point_price}积分` : formatPrice(goods.price),
  }
}

/** Share panel data of an item: QR code of its page, its poster link and what the panel prints. */
export async function shareInfo(db: Kysely<Database>, itemId: number, origin: string, apiBase: string) {
  const { goods, shareUrl, imgUrl } = await loadShareable(db, itemId, origin)
  return {
    item_id: goods.id,
    item_name: goods.item_name,
    price: goods.price,
    point: goods.point_price,
    item_type: goods.item_type,
    imgUrl,
    share_url: shareUrl,
    weixin_qrcode: await QRCode.toDataURL(shareUrl, QR_OPTIONS),
    downWeixinImgLink: `${origin}${apiBase}/goods/items/${goods.id}/share-image`,
  }
}

export async function sharePoster(db: Kysely<Database>, itemId: number, origin: string): Promise<string> {
  const { goods, shareUrl, imgUrl, priceText } = await loadShareable(db, itemId, origin)
  const qrSvg = await QRCode.toString(shareUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return renderPoster({ title: goods.item_name, priceText, imageUrl: imgUrl, qrSvg, shareUrl })
}

/** A QR code for a page of this site; other sites are refused so the mall cannot be used to brand foreign links. */
export async function siteQrcode(url: string, origin: string) {
  const target = sameSiteUrl(url, origin)
  if (!target) throw fail('INVALID_URL')
  return { url: target, qrcodeImage: await QRCode.toDataURL(target, QR_OPTIONS) }
}
