import { useState } from 'react'
import type { ShareInfo } from '../../../api/item.ts'
import { Modal } from '../../../components/modal/Modal.tsx'
import { toast } from '../../../components/toast/toast.ts'
import { formatPrice } from '../../../../schemas/money.ts'
import { itemShareUrl, shareLinks } from './share-links.ts'

interface ShareDialogProps {
  open: boolean
  info: ShareInfo
  itemId: number
  onClose: () => void
}

/** The share panel's dialog (SharePanel opens it). */
export function ShareDialog({ open, info, itemId, onClose }: ShareDialogProps) {
  const [showQr, setShowQr] = useState(false)

  // Only read after a click, so the server render never touches window.
  const shareUrl = () => itemShareUrl(window.location.origin, itemId)

  async function copyLink() {
    const url = shareUrl()
    try {
      await navigator.clipboard.writeText(url)
      toast.success('链接已复制')
    } catch {
      toast.error('复制失败，请手动复制链接')
    }
  }

  return (
    <Modal open={open} title="分享商品" width={640} height="auto" maskClosable onClose={onClose}>
      <div className="mf-item-share">
        <div className="mf-item-share__card">
          <img className="mf-item-share__image" src={info.imgUrl} alt={info.item_name} width={240} height={240} />
          <div className="mf-item-share__meta">
            <p className="mf-item-share__title">{info.item_name}</p>
            <p className="mf-item-share__price">{formatPrice(info.price)}</p>
            <img className="mf-item-share__qr" src={info.weixin_qrcode} alt="商品二维码" width={140} height={140} />
            <div className="mf-item-share__actions">
              <a
                className="mf-button mf-button--primary"
                href={info.downWeixinImgLink}
                download={`item-${info.item_id}`}
              >
                下载图片
              </a>
              <button type="button" className="mf-button mf-button--default" onClick={copyLink}>
                复制链接
              </button>
            </div>
          </div>
        </div>
        <p className="mf-item-share__note">可下载图片或复制链接分享到第三方平台</p>
        <ul className="mf-item-share__bar" aria-label="分享到">
          {shareLinks(shareUrl(), info.item_name, new URL(info.imgUrl, window.location.origin).href).map((link) => (
            <li key={link.key}>
              {link.key === 'wechat' ? (
                <button
                  type="button"
                  className={`mf-item-share__to is-${link.key}`}
                  aria-expanded={showQr}
                  onClick={() => setShowQr(!showQr)}
                >
                  {link.label}
                </button>
              ) : (
                <a
                  className={`mf-item-share__to is-${link.key}`}
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {link.label}
                </a>
              )}
            </li>
          ))}
        </ul>
        {showQr && (
          <p className="mf-item-share__wechat">
            <img src={info.weixin_qrcode} alt="微信扫码分享" width={120} height={120} />
            打开微信“扫一扫”，分享给好友
          </p>
        )}
      </div>
    </Modal>
  )
}
