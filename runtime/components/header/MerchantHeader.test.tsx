// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { hasSession, rememberSession } from '../../lib/auth-storage.ts'
import { MerchantHeader } from './MerchantHeader.tsx'
import { renderInFrame } from './test-frame.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  rememberSession('shop', false)
})

describe('MerchantHeader', () => {
  it('offers only 退出, which has the server clear the shop token and returns to /shop', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { status: true } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetch)
    rememberSession('shop', true)
    renderInFrame(<MerchantHeader />, { path: '/shop/settleForm' })
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['退出'])
    expect(screen.queryByRole('searchbox')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: '退出' }))
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/shop'))
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(String(url)).toContain('/api/h5app/wxapp/merchant/logout')
    expect(init.method).toBe('POST')
    expect(hasSession('shop')).toBe(false)
  })
})
