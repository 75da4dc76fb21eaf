import type { TrustLoginProvider } from '../../api/auth.ts'
import { Button } from '../../components/button/Button.tsx'
import { buttonClassName } from '../../components/button/button-class.ts'
import { QrCode } from '../../components/qr-code/QrCode.tsx'
import { minutesAndSeconds, useWechatQr } from './use-wechat-qr.ts'
import { WechatIcon } from './WechatIcon.tsx'
import './wechat.css'

const QR_SIZE = 180

export interface WechatQrPanelProps {
  provider: TrustLoginProvider
  /** The page of this site WeChat sends the browser back to, with its query (e.g. redirectUrl). */
  redirectUrl: string
  /** What scanning does: 请使用微信扫一扫登录. */
  tip: string
  /** The link that opens 模拟微信登录's page in this browser (使用模拟微信登录). */
  testLabel: string
}

/**
 * A WeChat QR code for the authorisation address, with its expiry countdown and 刷新二维码 once
 * it has run out. A link also opens the authorisation page in this browser: WeChat's own page
 * shows its QR code and sends this browser back when the phone confirms; 模拟微信登录 (the
 * server's test provider) is how the demo shop and the browser tests sign in without a phone.
 */
export function WechatQrPanel({ provider, redirectUrl, tip, testLabel }: WechatQrPanelProps) {
  const { qr, refresh } = useWechatQr(redirectUrl)
  const shown = qr.status === 'ready' || qr.status === 'expired' ? qr.params : null

  return (
    <div className="mf-wx-qr">
      <div className="mf-wx-qr__frame" aria-busy={qr.status === 'loading'}>
        {shown ? (
          <QrCode text={shown.url} size={QR_SIZE} label="微信扫码二维码" />
        ) : (
          <div className="mf-wx-qr__placeholder">{qr.status === 'loading' ? '二维码加载中…' : ''}</div>
        )}
        {(qr.status === 'expired' || qr.status === 'error') && (
          <div className="mf-wx-qr__mask">
            <p className="mf-wx-qr__mask-text">{qr.status === 'expired' ? '二维码已失效' : qr.message}</p>
            <Button type="primary" size="small" onClick={refresh}>
              刷新二维码
            </Button>
          </div>
        )}
      </div>
      <p className="mf-wx-qr__tip">
        <WechatIcon />
        {tip}
      </p>
      <p className="mf-wx-qr__expiry" aria-hidden={qr.status !== 'ready'}>
        {qr.status === 'ready' ? `二维码 ${minutesAndSeconds(qr.secondsLeft)} 后失效` : ''}
      </p>
      {/* Announces the changes that matter, not every tick of the countdown. */}
      <p className="mf-visually-hidden" role="status">
        {qr.status === 'expired' ? '二维码已失效，请点击刷新二维码' : qr.status === 'error' ? qr.message : ''}
      </p>
      {qr.status === 'ready' && (
        <div className="mf-wx-qr__open">
          <a
            className={buttonClassName({ type: provider.is_test ? 'success' : 'default', long: true })}
            href={qr.params.url}
          >
            {provider.is_test ? testLabel : '在本页打开微信扫码'}
          </a>
          {provider.is_test && <p className="mf-wx-qr__note">测试环境：模拟微信授权，不会连接真实微信</p>}
        </div>
      )}
    </div>
  )
}
