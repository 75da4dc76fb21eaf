import { Link, useLocation, useNavigate } from 'react-router-dom'
import { loginUrl } from '../../lib/login-url.ts'
import { useFramePage } from '../../routing/layout-data.ts'
import { usePersonal } from '../../stores/personal.tsx'
import { selectIsLoggedIn, useUserStore } from '../../stores/user.ts'
import './top-bar.css'

/** The thin bar above the header: greeting and session links on the left, shortcuts on the right (spec 2.6). */
export function TopBar() {
  const merchantSettlement = useFramePage()?.merchantSettlement ?? false
  const { pathname, search } = useLocation()
  // Signing in from a page comes back to it; from home it simply lands on home.
  const here = pathname === '/' ? '' : pathname + search
  const navigate = useNavigate()
  const loggedIn = useUserStore(selectIsLoggedIn)
  // Masked by the server, in the personal call after load: the page itself is shared by an audience.
  const mobile = usePersonal((parts) => parts?.mobile ?? '')
  const endSession = useUserStore((state) => state.signOut)

  // The page goes home only once the server has cleared the session cookie.
  const signOut = () => void endSession().then(() => navigate('/'))

  return (
    <div className="mf-topbar">
      <div className="mf-container mf-topbar__inner">
        <nav className="mf-topbar__left" aria-label="用户入口">
          <Link className="mf-topbar__link" to="/">
            首页
          </Link>
          <span className="mf-topbar__greeting">您好，欢迎来到mallfront商城！</span>
          {loggedIn ? (
            <>
              <Link className="mf-topbar__link mf-topbar__user" to="/member/user-info">
                {mobile || '我的账户'}
              </Link>
              <button className="mf-topbar__link mf-topbar__logout" type="button" onClick={signOut}>
                退出
              </button>
            </>
          ) : (
            <>
              {pathname !== '/auth/login' && (
                <Link className="mf-topbar__link mf-topbar__accent" to={here ? loginUrl(here) : '/auth/login'}>
                  请登录
                </Link>
              )}
              {pathname !== '/auth/reg' && (
                <Link
                  className="mf-topbar__link"
                  to={here ? `/auth/reg?redirectUrl=${encodeURIComponent(here)}` : '/auth/reg'}
                >
                  免费注册
                </Link>
              )}
            </>
          )}
        </nav>
        <nav className="mf-topbar__right" aria-label="快捷入口">
          <Link className="mf-topbar__link" to="/cart">
            购物车
          </Link>
          <Link className="mf-topbar__link" to="/member/trade">
            我的订单
          </Link>
          <Link className="mf-topbar__link" to="/member/user-info">
            会员中心
          </Link>
          {merchantSettlement && (
            <Link className="mf-topbar__link" to="/shop/settleForm">
              商家入驻
            </Link>
          )}
        </nav>
      </div>
    </div>
  )
}
