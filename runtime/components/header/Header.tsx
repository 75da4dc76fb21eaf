import type { ReactNode } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { useLayoutData } from '../../routing/layout-data.ts'
import { DataLink } from './DataLink.tsx'
import { HeaderSearch } from './HeaderSearch.tsx'
import './header.css'

export interface HeaderProps {
  /** Shown on the 我的购物车 button, e.g. the cart quantity badge. */
  cartBadge?: ReactNode
}

/** Logo, search with hot keywords, cart button, and the navigation row (spec 2.6). */
export function Header({ cartBadge }: HeaderProps) {
  const { logo, hotKeywords, navs } = useLayoutData().header
  const { pathname } = useLocation()
  const [searchParams] = useSearchParams()
  const keywords = pathname === '/items' ? (searchParams.get('keywords') ?? '') : ''

  return (
    <header className="mf-header">
      <div className="mf-container mf-header__main">
        <Link className="mf-header__logo" to="/">
          <img src={logo.imgUrl} alt={logo.alt || 'mallfront商城'} />
        </Link>
        <HeaderSearch key={keywords} defaultKeywords={keywords} hotKeywords={hotKeywords} />
        <Link className="mf-header__cart" to="/cart">
          <svg className="mf-header__cart-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M3 4h2.2l2.4 11.2A2 2 0 0 0 9.6 17H18v-2H9.6l-.3-1.5H18a1.5 1.5 0 0 0 1.4-1l2-6A1 1 0 0 0 20.5 5H6.6l-.4-1.6A1.5 1.5 0 0 0 4.7 2H3v2Zm6.5 14.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
              fill="currentColor"
            />
          </svg>
          我的购物车
          {cartBadge}
        </Link>
      </div>
      <nav className="mf-header__nav" aria-label="主导航">
        <div className="mf-container mf-header__nav-inner">
          <Link className="mf-header__all" to="/items">
            全部商品分类
          </Link>
          <ul className="mf-header__nav-list">
            {navs.map((nav) => (
              <li key={`${nav.title}-${nav.href}`}>
                <DataLink className="mf-header__nav-link" href={nav.href}>
                  {nav.title}
                </DataLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  )
}
