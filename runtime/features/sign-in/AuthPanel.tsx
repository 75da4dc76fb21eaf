import type { ReactNode } from 'react'
import './auth.css'

export interface AuthPanelProps {
  /** The page heading; `hideTitle` keeps it for screen readers only (the login tabs say it visibly). */
  title: string
  hideTitle?: boolean
  /** Beside the heading, e.g. 已有账号？去登录. */
  aside?: ReactNode
  /** Under the card, e.g. 员工登录. */
  footer?: ReactNode
  wide?: boolean
  children: ReactNode
}

/** The white sign-in card centred on the soft theme-coloured banner of the auth layout. */
export function AuthPanel({ title, hideTitle = false, aside, footer, wide = false, children }: AuthPanelProps) {
  return (
    <div className="mf-auth-banner">
      <section className={`mf-auth-card${wide ? ' mf-auth-card--wide' : ''}`} aria-labelledby="mf-auth-title">
        <header className={`mf-auth-card__head${hideTitle ? ' mf-auth-card__head--bare' : ''}`}>
          <h1 id="mf-auth-title" className={hideTitle ? 'mf-visually-hidden' : 'mf-auth-card__title'}>
            {title}
          </h1>
          {aside && <div className="mf-auth-card__aside">{aside}</div>}
        </header>
        {children}
        {footer && <div className="mf-auth-card__footer">{footer}</div>}
      </section>
    </div>
  )
}

/** A failed call's message at the top of a form, announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div className={`mf-auth-alert${message ? ' is-shown' : ''}`} role="alert">
      {message && (
        <>
          <span className="mf-auth-alert__icon" aria-hidden="true">
            !
          </span>
          {message}
        </>
      )}
    </div>
  )
}
