import type { CSSProperties } from 'react'
import type { W0010 as W0010Settings } from '../../../schemas/widgets/W0010.ts'
import { hasSession } from '../../lib/auth-storage.ts'
import { loginUrl } from '../../lib/login-url.ts'
import { usePersonal } from '../../stores/personal.tsx'
import { currentFullPath, useWidgetNavigate } from '../shared/navigation.tsx'
import type { WidgetProps } from '../types.ts'
import './w0010.css'

export type { W0010Settings }

const badgeText = (count: number) => (count > 99 ? '99+' : String(count))

/**
 * Mini cart button 我的购物车 with the cart quantity. The count comes with the member's personal
 * call after load (stores/personal.tsx), in render mode only: the server and the first client
 * render both show 0, so they match. A click goes to /cart, or to the login page first when
 * logged out (spec 6).
 */
export function W0010({ settings, mode }: WidgetProps<W0010Settings, unknown>) {
  const navigate = useWidgetNavigate()
  const answered = usePersonal((parts) => parts?.cart_count ?? 0)
  const count = mode === 'render' ? answered : 0

  const style = {
    fontSize: settings.fontSize,
    color: settings.wgtTextColor || undefined,
    borderWidth: settings.wgtBorderRadius,
    borderColor: settings.wgtAaaa || undefined,
    '--mf-w0010-theme': settings.wgtTheme || undefined,
  } as CSSProperties

  const open = () => {
    if (mode !== 'render') return
    // Whether a session exists, as the server told the page: the token cookie is HttpOnly.
    navigate(hasSession('customer') ? '/cart' : loginUrl(currentFullPath()))
  }

  return (
    <button
      type="button"
      className="mf-w0010"
      style={style}
      aria-label={`我的购物车，${count}件商品`}
      aria-disabled={mode !== 'render' || undefined}
      onClick={open}
    >
      <svg className="mf-w0010__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2.2l2.4 11.2A2 2 0 0 0 9.6 17H18v-2H9.6l-.3-1.5H18a1.5 1.5 0 0 0 1.4-1l2-6A1 1 0 0 0 20.5 5H6.6l-.4-1.6A1.5 1.5 0 0 0 4.7 2H3v2Zm6.5 14.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
          fill="currentColor"
        />
      </svg>
      <span className="mf-w0010__label">我的购物车</span>
      <span className="mf-count-badge mf-w0010__badge" aria-hidden="true">
        {badgeText(count)}
      </span>
    </button>
  )
}
