import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { loginUrl } from '../../lib/login-url.ts'
import { cartPieces, useCartStore } from '../../stores/cart.ts'
import { selectIsLoggedIn, useUserStore } from '../../stores/user.ts'
import { MINICART_AUTO_CLOSE_MS, SHOW_MINICART_EVENT } from './show-event.ts'
import { miniCartSubtotal } from './subtotal.ts'
import './mini-cart.css'

/** The dropdown's lines load with their code on first opening, so pages do not download them up front. */
const MiniCartBody = lazy(() => import('./MiniCartBody.tsx').then((module) => ({ default: module.MiniCartBody })))
const LOADING = <p className="mf-mini-cart__status">正在加载购物车…</p>

/**
 * The header's 我的购物车 with its dropdown (spec 2.6). The server and the hydrating render show no
 * badge; the count comes with the member's personal call after load, the lines on first opening.
 */
export function MiniCart() {
  const loggedIn = useUserStore(selectIsLoggedIn)
  const cartInfo = useCartStore((state) => state.cartInfo)
  const count = useCartStore((state) => state.count)
  const load = useCartStore((state) => state.load)
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const hovered = useRef(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const requested = useRef(false)

  const clearCloseTimer = () => {
    clearTimeout(closeTimer.current)
    closeTimer.current = undefined
  }

  const fetchLines = () => {
    requested.current = true
    load().catch(() => {
      requested.current = false
    })
  }

  const show = () => {
    if (!loggedIn) return
    if (!requested.current) fetchLines()
    setOpen(true)
  }

  const hide = () => {
    clearCloseTimer()
    setOpen(false)
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: fetchLines and clearCloseTimer are new each render but only read refs and the stable load action.
  useEffect(() => {
    if (!loggedIn) return
    const onShow = () => {
      // Whoever added the item changed the cart, so the lines are fetched afresh.
      fetchLines()
      setOpen(true)
      clearCloseTimer()
      closeTimer.current = setTimeout(() => {
        closeTimer.current = undefined
        if (!hovered.current) setOpen(false)
      }, MINICART_AUTO_CLOSE_MS)
    }
    window.addEventListener(SHOW_MINICART_EVENT, onShow)
    return () => {
      window.removeEventListener(SHOW_MINICART_EVENT, onShow)
      clearCloseTimer()
    }
    // fetchLines only reads refs and the stable load action.
  }, [loggedIn, load])

  const onButtonClick = () => {
    if (!loggedIn) {
      navigate(loginUrl(pathname + search))
      return
    }
    if (open) hide()
    else show()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      hide()
      buttonRef.current?.focus()
    }
  }

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hide()
  }

  const lines = cartInfo?.resultCartData.flatMap((group) => group.cartitemlist) ?? []
  const badge = cartInfo ? cartPieces(cartInfo) : count

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the mini cart for pointer users only; its button opens it from the keyboard.
    <div
      className="mf-mini-cart"
      onMouseEnter={() => {
        hovered.current = true
        clearCloseTimer()
        show()
      }}
      onMouseLeave={() => {
        hovered.current = false
        hide()
      }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="mf-header__cart mf-mini-cart__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        onClick={onButtonClick}
      >
        <svg
          className="mf-header__cart-icon"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M3 4h2.2l2.4 11.2A2 2 0 0 0 9.6 17H18v-2H9.6l-.3-1.5H18a1.5 1.5 0 0 0 1.4-1l2-6A1 1 0 0 0 20.5 5H6.6l-.4-1.6A1.5 1.5 0 0 0 4.7 2H3v2Zm6.5 14.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
            fill="currentColor"
          />
        </svg>
        我的购物车
        {badge > 0 && (
          // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label reads the badge's count with its meaning; changing it would change what screen readers announce.
          <span className="mf-count-badge mf-mini-cart__badge" aria-label={`共${badge}件`}>
            {badge > 99 ? '99+' : badge}
          </span>
        )}
      </button>
      <div className="mf-mini-cart__panel" id={panelId} role="dialog" aria-label="迷你购物车" hidden={!open}>
        {open && (
          <Suspense fallback={LOADING}>
            <MiniCartBody
              cartInfoLoaded={cartInfo !== null}
              lines={lines}
              subtotal={miniCartSubtotal(cartInfo)}
              pieces={badge}
            />
          </Suspense>
        )}
      </div>
    </div>
  )
}
