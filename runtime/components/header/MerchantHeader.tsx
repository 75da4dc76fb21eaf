import { Link, useNavigate } from 'react-router-dom'
import { logoutMerchant } from '../../api/auth.ts'
import { getApi } from '../../api/index.ts'
import { rememberSession } from '../../lib/auth-storage.ts'
import { Button } from '../button/Button.tsx'
import { useLayoutData } from '../../routing/layout-data.ts'
import './merchant-header.css'

/** Header of the merchant area: logo, section title and only 退出 (spec 2.6). */
export function MerchantHeader() {
  const { logo } = useLayoutData().header
  const navigate = useNavigate()

  // Shop logout drops the shop token (an HttpOnly cookie only the server can clear) and returns to the shop entry (spec 4).
  const signOut = async () => {
    await logoutMerchant(getApi(), { silent: true }).catch(() => undefined)
    rememberSession('shop', false)
    navigate('/shop')
  }

  return (
    <header className="mf-merchant-header">
      <div className="mf-container mf-merchant-header__inner">
        <Link className="mf-merchant-header__logo" to="/">
          <img src={logo.imgUrl} alt={logo.alt || 'mallfront商城'} />
        </Link>
        <span className="mf-merchant-header__title">商家中心</span>
        <Button className="mf-merchant-header__logout" onClick={signOut}>
          退出
        </Button>
      </div>
    </header>
  )
}
