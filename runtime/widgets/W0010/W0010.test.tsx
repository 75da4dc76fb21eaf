// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { w0010Defaults } from '../../../schemas/widgets/W0010.ts'
import { WidgetNavigationProvider } from '../shared/navigation.tsx'
import type { WidgetMode } from '../types.ts'
import { isLoggedIn, loadCartCount } from './cart-count.ts'
import { W0010 } from './Component.tsx'

vi.mock('./cart-count.ts', () => ({ isLoggedIn: vi.fn(), loadCartCount: vi.fn() }))

const loggedIn = vi.mocked(isLoggedIn)
const cartCount = vi.mocked(loadCartCount)

beforeEach(() => {
  cartCount.mockResolvedValue(3)
  window.history.replaceState(null, '', '/items?cat_id=4')
})
afterEach(() => {
  cleanup()
  vi.clearAllMocks()
})

function renderCart(mode: WidgetMode) {
  const navigate = vi.fn()
  render(
    <WidgetNavigationProvider navigate={navigate}>
      <W0010
        settings={{ ...w0010Defaults, uuid: 'cart', fontSize: 16, wgtAaaa: '#ff0000', wgtBorderRadius: 2 }}
        data={undefined}
        mode={mode}
      />
    </WidgetNavigationProvider>,
  )
  return { navigate, button: screen.getByRole('button', { name: /我的购物车/ }) }
}

describe('W0010 mini cart', () => {
  it('sends a logged-out visitor to the login page, coming back here afterwards', () => {
    loggedIn.mockReturnValue(false)
    const { navigate, button } = renderCart('render')
    fireEvent.click(button)
    expect(navigate).toHaveBeenCalledWith(`/auth/login?redirectUrl=${encodeURIComponent('/items?cat_id=4')}`)
    expect(cartCount).not.toHaveBeenCalled()
    expect(button.getAttribute('aria-label')).toBe('我的购物车，0件商品')
  })

  it('shows the cart count of a member and opens the cart', async () => {
    loggedIn.mockReturnValue(true)
    const { navigate, button } = renderCart('render')
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('我的购物车，3件商品'))
    expect(button.querySelector('.mf-w0010__badge')!.textContent).toBe('3')
    fireEvent.click(button)
    expect(navigate).toHaveBeenCalledWith('/cart')
  })

  it('shows 99+ for more than 99', async () => {
    loggedIn.mockReturnValue(true)
    cartCount.mockResolvedValue(120)
    const { button } = renderCart('render')
    await waitFor(() => expect(button.querySelector('.mf-w0010__badge')!.textContent).toBe('99+'))
  })

  it.each(['design', 'preview'] as const)('neither loads the count nor navigates in %s mode', (mode) => {
    loggedIn.mockReturnValue(true)
    const { navigate, button } = renderCart(mode)
    fireEvent.click(button)
    expect(cartCount).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('takes its font size and border from the settings', () => {
    loggedIn.mockReturnValue(false)
    const { button } = renderCart('design')
    expect([button.style.fontSize, button.style.borderWidth, button.style.borderColor]).toEqual([
      '16px',
      '2px',
      'rgb(255, 0, 0)',
    ])
  })
})
