import type { PaymentStart } from '../../api/payment.ts'
import { Modal } from '../../components/modal/Modal.tsx'
import { formatPrice } from '../../../schemas/money.ts'

interface WxpayModalProps {
  payment: PaymentStart | null
  onClose: () => void
}

/** 微信扫码支付: the QR code the server drew, the amount, and that the page moves on once paid. */
export function WxpayModal({ payment, onClose }: WxpayModalProps) {
  return (
    <Modal
      open={payment !== null}
      title="微信扫码支付"
      width={420}
      height="auto"
      className="mf-wxpay"
      onClose={onClose}
    >
      {payment && (
        <div className="mf-wxpay__body">
          <p className="mf-wxpay__amount">
            支付金额 <strong>{formatPrice(payment.total_fee)}</strong>
          </p>
          <div className="mf-wxpay__code">
            {payment.qrcode ? (
              <img src={payment.qrcode} alt="微信支付二维码" width={220} height={220} />
            ) : (
              <p className="mf-wxpay__missing">二维码生成失败，请关闭后重新支付</p>
            )}
          </div>
          <p className="mf-wxpay__tip">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M3 3h6v2H5v4H3V3Zm12 0h6v6h-2V5h-4V3ZM3 15h2v4h4v2H3v-6Zm16 0h2v6h-6v-2h4v-4ZM7 11h10v2H7v-2Z"
                fill="currentColor"
              />
            </svg>
            请使用微信扫一扫，扫描二维码完成支付
          </p>
          <p className="mf-wxpay__wait" role="status">
            支付完成后页面将自动跳转
          </p>
        </div>
      )}
    </Modal>
  )
}
