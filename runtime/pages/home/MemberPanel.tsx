import { Link } from 'react-router-dom'
import { LinkButton } from '../../components/button/LinkButton.tsx'
import { maskMobile } from '../../lib/validators.ts'
import { selectIsLoggedIn, useUserStore } from '../../stores/user.ts'
import './member-panel.css'

const NOTICES = ['mallfront商城全新上线，好物低价等你来', '新人专享：注册即领新人优惠券', '关于节假日期间物流配送安排的公告']

const SHORTCUTS = [
  { title: '我的订单', href: '/member/trade', icon: 'M6 3h12a1 1 0 0 1 1 1v17l-3-2-2 2-2-2-2 2-2-2-3 2V4a1 1 0 0 1 1-1Zm3 5v2h6V8H9Zm0 4v2h6v-2H9Z' },
  { title: '优惠券', href: '/member/coupon', icon: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4V7Zm6 2v2h2V9h-2Zm0 4v2h2v-2h-2Z' },
  { title: '积分', href: '/member/point', icon: 'M12 3 14.6 8.6 20.5 9.3 16.1 13.3 17.3 19.2 12 16.2 6.7 19.2 7.9 13.3 3.5 9.3 9.4 8.6Z' },
  { title: '收藏', href: '/member/collector', icon: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z' },
  { title: '足迹', href: '/member/foottrace', icon: 'M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7Zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z' },
  { title: '收货地址', href: '/member/address', icon: 'M3 10 12 3l9 7v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1V10Z' },
  { title: '会员权益', href: '/member/vip', icon: 'M3 8l4.5 3L12 4l4.5 7L21 8l-2 11H5L3 8Z' },
  { title: '领券中心', href: '/member/coupon-center', icon: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm1 4h-2v2.1A3 3 0 0 0 11.5 14h1a1 1 0 0 1 0 2H9v2h2v2h2v-2.1a3 3 0 0 0-.5-5.9h-1a1 1 0 0 1 0-2H15V8h-2V6Z' },
]

/** Right column of the first screen: greeting, login or account links, quick entries and notices. */
export function MemberPanel() {
  const loggedIn = useUserStore(selectIsLoggedIn)
  const mobile = useUserStore((state) => state.userInfo?.memberInfo?.mobile ?? '')

  return (
    <aside className="mf-member-panel" aria-label="会员信息">
      <div className="mf-member-panel__user">
        <span className="mf-member-panel__avatar" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="30" height="30" focusable="false">
            <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.4-8 5.5V21h16v-1.5c0-3.1-3.6-5.5-8-5.5Z" fill="currentColor" />
          </svg>
        </span>
        <p className="mf-member-panel__greeting">
          Hi，{loggedIn && mobile ? maskMobile(mobile) : '欢迎来到mallfront'}
        </p>
        <div className="mf-member-panel__actions">
          {loggedIn ? (
            <>
              <LinkButton to="/member/user-info" type="primary" size="small">
                会员中心
              </LinkButton>
              <LinkButton to="/member/trade" size="small">
                我的订单
              </LinkButton>
            </>
          ) : (
            <>
              <LinkButton to="/auth/login" type="primary" size="small">
                登录
              </LinkButton>
              <LinkButton to="/auth/reg" size="small">
                注册
              </LinkButton>
            </>
          )}
        </div>
      </div>
      <ul className="mf-member-panel__shortcuts">
        {SHORTCUTS.map((entry) => (
          <li key={entry.href}>
            <Link className="mf-member-panel__shortcut" to={entry.href}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d={entry.icon} fill="currentColor" fillRule="evenodd" />
              </svg>
              {entry.title}
            </Link>
          </li>
        ))}
      </ul>
      <section className="mf-member-panel__news" aria-labelledby="mf-member-panel-news">
        <div className="mf-member-panel__news-head">
          <h2 id="mf-member-panel-news">公告</h2>
          <Link className="mf-member-panel__more" to="/news">
            更多
          </Link>
        </div>
        <ul className="mf-member-panel__news-list">
          {NOTICES.map((notice) => (
            <li key={notice}>
              <Link className="mf-member-panel__news-link" to="/news">
                {notice}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  )
}
