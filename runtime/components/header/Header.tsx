import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { useLayoutData } from '../../routing/layout-data.ts'
import { MiniCart } from '../mini-cart/MiniCart.tsx'
import { DataLink } from './DataLink.tsx'
import { HeaderSearch } from './HeaderSearch.tsx'
import './header.css'

/** Logo, search with hot keywords, the mini cart, and the navigation row (spec 2.6). */
export function Header() {
  const { logo, hotKeywords, navs } = useLayoutData().header
  const { pathname } = useLocation()
  const [searchParams] = useSearchParams()
  const keywords = pathname === '/items' ? (searchParams.get('keywords') ?? '') : ''

  return (
    <header className="mf-header">
      <div className="mf-container mf-header__main">
        <Link className="mf-header__logo" to="/">
          {/* The slot's size (header.css keeps the logo's own proportions within it once loaded): the
              header is laid out before the image arrives. */}
          <img src={logo.imgUrl} alt={logo.alt || 'mallfront商城'} width={260} height={60} />
        </Link>
        <HeaderSearch key={keywords} defaultKeywords={keywords} hotKeywords={hotKeywords} />
        <MiniCart />
      </div>
      <nav className="mf-header__nav" aria-label="主导航">
        <div className="mf-container mf-header__nav-inner">
          {/* The home page has its own always-open category menu right below, so no second tab here. */}
          {pathname === '/' ? (
            <span className="mf-header__all-spacer" aria-hidden="true" />
          ) : (
            <Link className="mf-header__all" to="/items">
              全部商品分类
            </Link>
          )}
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
