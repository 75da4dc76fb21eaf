import { useState } from 'react'
import { Link, Outlet, useLocation, useMatches } from 'react-router-dom'
import { Logo } from '../../designer/shell/Logo.tsx'
import type { AdminArea } from '../../schemas/api/admin/areas.ts'
import type { OperatorInfo } from '../../schemas/api/designer.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { signOut } from './access.ts'
import { NavIcon } from './NavIcon.tsx'
import { NoAccess } from './NoAccess.tsx'
import { currentLink, visibleNav } from './nav.ts'

/** The console frame: the role's navigation on the left, who is signed in on top, the section's page. */
export function Layout({ operator }: { operator: OperatorInfo }) {
  const sections = visibleNav(operator.areas)
  const matches = useMatches()
  const location = useLocation()
  const current = currentLink(sections, location.pathname)
  const [leaving, setLeaving] = useState(false)
  const needed = matches.flatMap((match) => (match.handle as { area?: AdminArea[] } | undefined)?.area ?? [])
  const allowed = needed.length === 0 || needed.some((area) => operator.areas.includes(area))

  async function leave() {
    setLeaving(true)
    try {
      await signOut()
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '退出失败，请重试')
      setLeaving(false)
    }
  }

  return (
    <div className="ac-frame">
      <a className="ac-skip" href="#ac-main">
        跳到主要内容
      </a>
      <nav className="ac-nav" aria-label="后台导航">
        <div className="ac-nav__brand">
          <Logo />
          <span>运营后台</span>
        </div>
        {sections.map((section) => (
          <div key={section.label} className="ac-nav__section">
            <h2 className="ac-nav__heading">
              <NavIcon name={section.icon} />
              {section.label}
            </h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.to}>
                  {link.external ? (
                    <a className="ac-nav__link" href={link.to}>
                      {link.label}
                    </a>
                  ) : (
                    <Link className="ac-nav__link" to={link.to} aria-current={link.to === current ? 'page' : undefined}>
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="ac-body">
        <header className="ac-top">
          <a className="ac-top__shop" href="/" target="_blank" rel="noreferrer">
            查看商城
          </a>
          <span className="ac-top__who">
            {operator.name || operator.username}
            <span className="ac-top__role">{operator.role_name || '未分配角色'}</span>
          </span>
          <button type="button" className="dz-btn dz-btn--ghost" onClick={() => void leave()} disabled={leaving}>
            退出登录
          </button>
        </header>
        <main id="ac-main" className="ac-main" key={location.pathname}>
          {allowed ? <Outlet /> : <NoAccess kind="forbidden" />}
        </main>
      </div>
    </div>
  )
}
