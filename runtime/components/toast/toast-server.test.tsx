import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { Toaster } from './Toaster.tsx'
import { toast, toastStore } from './toast.ts'

describe('toasts on the server', () => {
  it('are not kept, since no page would ever show them', () => {
    toast.error('库存不足')
    expect(toastStore.getState().toasts).toEqual([])
  })

  it('render as an empty live region', () => {
    expect(renderToString(<Toaster />)).toBe('<div class="mf-toaster" aria-live="polite"></div>')
  })
})
