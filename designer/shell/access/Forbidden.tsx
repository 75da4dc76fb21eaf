import { showSignIn } from './access-store.ts'
import { Logo } from '../Logo.tsx'
import './access.css'

/** A member's or staff session at /designer: refused, with the ways out. */
export function Forbidden({
  lead = '您当前登录的账号没有页面设计器的权限，请使用运营账号登录。',
  switchAccount = showSignIn,
}: {
  lead?: string
  switchAccount?: () => void
}) {
  return (
    <main className="dz-access">
      <section className="dz-access__card dz-access__card--notice" aria-labelledby="dz-forbidden-title">
        <div className="dz-access__brand">
          <Logo />
        </div>
        <h1 id="dz-forbidden-title" className="dz-access__title">
          无权访问
        </h1>
        <p className="dz-access__lead">{lead}</p>
        <div className="dz-access__actions">
          <a className="dz-btn" href="/">
            返回商城
          </a>
          <button type="button" className="dz-btn dz-btn--primary" onClick={switchAccount}>
            切换账号
          </button>
        </div>
      </section>
    </main>
  )
}
