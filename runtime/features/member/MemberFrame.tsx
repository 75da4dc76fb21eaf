import type { ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { Breadcrumb, type BreadcrumbItem } from '../../components/breadcrumb/Breadcrumb.tsx'
import { useUserStore } from '../../stores/user.ts'
import { MEMBER_HOME, MEMBER_MENU, currentMenuHref } from './member-menu.ts'
import './member-frame.css'

export interface MemberFrameProps {
  /** The steps after 首页 > 会员中心; empty on the member centre's home. */
  trail?: BreadcrumbItem[]
  children: ReactNode
}

/** The frame of every /member/* page: breadcrumb, the 会员中心 sidebar and the page beside it. */
export function MemberFrame({ trail = [], children }: MemberFrameProps) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const endSession = useUserStore((state) => state.signOut)
  const current = currentMenuHref(pathname)

  // Signs out exactly as the top bar's 退出 does.
  const signOut = () => void endSession().then(() => navigate('/'))

  const crumbs: BreadcrumbItem[] = [{ title: '首页', href: '/' }, { title: '会员中心', href: MEMBER_HOME }, ...trail]
  return (
    <div className="mf-container mf-member">
      <Breadcrumb items={crumbs} />
      <div className="mf-member__body">
        <nav className="mf-member__side" aria-label="会员中心">
          <h2 className="mf-member__side-title">
            <Link
              to={MEMBER_HOME}
              className={current === MEMBER_HOME ? 'is-current' : undefined}
              aria-current={current === MEMBER_HOME ? 'page' : undefined}
            >
              会员中心
            </Link>
          </h2>
          {MEMBER_MENU.map((group) => (
            <section key={group.title} className="mf-member__group" aria-label={group.title}>
              <h3 className="mf-member__group-title">{group.title}</h3>
              <ul className="mf-member__entries">
                {group.entries.map((entry) => (
                  <li key={entry.label}>
                    {'href' in entry ? (
                      <Link
                        to={entry.href}
                        className={`mf-member__entry${current === entry.href ? ' is-current' : ''}`}
                        aria-current={current === entry.href ? 'page' : undefined}
                      >
                        {entry.label}
                      </Link>
                    ) : (
                      <button type="button" className="mf-member__entry" onClick={signOut}>
                        {entry.label}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <div className="mf-member__main">{children}</div>
      </div>
    </div>
  )
}
