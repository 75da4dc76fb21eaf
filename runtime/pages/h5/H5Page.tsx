import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { DEFAULT_REDIRECT, sameSitePath } from '../../../schemas/redirect.ts'
import { QrCode } from '../../components/qr-code/QrCode.tsx'
import './h5-page.css'

/** Asks the server to stop sending this browser to /h5 (it answers with the force_pc cookie). */
const FORCE_PC_PARAM = 'force_pc'

export interface H5PageData {
  /** The desktop page the visitor was sent here from. */
  desktopUrl: string
  /** The same page, with the request to stay on the desktop site. */
  continueHref: string
}

/**
 * Mobile visitors arrive as /h5 + the desktop path they asked for; map it back. Only to a page of
 * this site: '/h5//evil.example' must not put another site in the QR code.
 */
export function loader({ request }: LoaderFunctionArgs): H5PageData {
  const url = new URL(request.url)
  const desktopPath = sameSitePath((url.pathname.replace(/^\/h5(?=\/|$)/, '') || '/') + url.search) ?? DEFAULT_REDIRECT
  const desktop = new URL(url.origin + desktopPath)
  const forced = new URL(desktop)
  forced.searchParams.set(FORCE_PC_PARAM, '1')
  return { desktopUrl: desktop.href, continueHref: forced.pathname + forced.search }
}

/** The page phones are redirected to (spec 1, 9): where to find the shop, and a way to stay on the desktop site. */
export default function H5Page() {
  const { desktopUrl, continueHref } = useLoaderData() as H5PageData
  return (
    <main className="mf-h5">
      <section className="mf-h5__card">
        <h1 className="mf-h5__title">移动端商城</h1>
        <p className="mf-h5__text">本商城为电脑版网站，在电脑浏览器中打开或扫描下方二维码即可访问。</p>
        <div className="mf-h5__qr">
          <QrCode text={desktopUrl} size={184} label="电脑版商城二维码" />
        </div>
        <p className="mf-h5__url">{desktopUrl}</p>
        <a className="mf-h5__continue" href={continueHref}>
          继续访问电脑版
        </a>
      </section>
    </main>
  )
}
