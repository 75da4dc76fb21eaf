// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { w0010Defaults } from '../../../schemas/widgets/W0010.ts'
import { rememberSession } from '../../lib/auth-storage.ts'
import { createPersonalStore, PersonalStoreProvider } from '../../stores/personal.tsx'
import { WidgetNavigationProvider } from '../shared/navigation.tsx'
import type { WidgetMode } from '../types.ts'
import { W0010 } from './Component.tsx'

beforeEach(() => {
  window.history.replaceState(null, '', '/items?cat_id=4')
})
afterEach(() => {
  cleanup()
  rememberSession('customer', false)
})

const answer = (cart_count: number) => ({ signed_in: true, cart_count, coupons: [] })

function renderCart(mode: WidgetMode) {
  const navigate = vi.fn()
  const personal = createPersonalStore()
  render(
    <PersonalStoreProvider store={personal}>
      <WidgetNavigationProvider navigate={navigate}>
        <W0010
          settings={{ ...w0010Defaults, uuid: 'cart', fontSize: 16, wgtAaaa: '#ff0000', wgtBorderRadius: 2 }}
          data={undefined}
          mode={mode}
        />
      </WidgetNavigationProvider>
    </PersonalStoreProvider>,
  )
  return { navigate, personal, button: screen.getByRole('button', { name: /我的购物车/ }) }
}

describe('W0010 mini cart', () => {
  it('sends a logged-out visitor to the login page, coming back here afterwards', () => {
    const { navigate, button } = renderCart('render')
    fireEvent.click(button)
    expect(navigate).toHaveBeenCalledWith(`/auth/login?redirectUrl=${encodeURIComponent('/items?cat_id=4')}`)
    expect(button.getAttribute('aria-label')).toBe('我的购物车，0件商品')
  })

  it('shows the count the member’s personal call brought and opens the cart', () => {
    rememberSession('customer', true)
    const { navigate, personal, button } = renderCart('render')
    expect(button.getAttribute('aria-label')).toBe('我的购物车，0件商品')
    act(() => personal.getState().receive(answer(3)))
    expect(button.getAttribute('aria-label')).toBe('我的购物车，3件商品')
    expect(button.querySelector('.mf-w0010__badge')!.textContent).toBe('3')
    fireEvent.click(button)
    expect(navigate).toHaveBeenCalledWith('/cart')
  })

  it('shows 99+ for more than 99', () => {
    const { personal, button } = renderCart('render')
    act(() => personal.getState().receive(answer(120)))
    expect(button.querySelector('.mf-w0010__badge')!.textContent).toBe('99+')
  })

  it.each(['design', 'preview'] as const)('shows no count and does not navigate in %s mode', (mode) => {
    rememberSession('customer', true)
    const { navigate, personal, button } = renderCart(mode)
    act(() => personal.getState().receive(answer(3)))
    fireEvent.click(button)
    expect(button.getAttribute('aria-label')).toBe('我的购物车，0件商品')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('takes its font size and border from the settings', () => {
    const { button } = renderCart('design')
    expect([button.style.fontSize, button.style.borderWidth, button.style.borderColor]).toEqual([
      '16px',
      '2px',
      'rgb(255, 0, 0)',
    ])
  })
})
