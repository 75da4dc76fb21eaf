// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { guardKeptImages } from './kept-markup-images.ts'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('pictures in markup the browser keeps', () => {
  it('become the empty state when they fail, and only there', () => {
    document.body.innerHTML = `
      <div data-server-markup=""><img class="mf-safe-image mf-w0004__logo" src="/uploads/missing.png" alt="数码旗舰店"></div>
      <div><img class="mf-safe-image" src="/uploads/other.png" alt="React 管理的图片"></div>`
    guardKeptImages(document)
    for (const img of document.querySelectorAll('img')) img.dispatchEvent(new Event('error'))
    const placeholder = document.querySelector('[data-server-markup] span')!
    expect(placeholder.className).toBe('mf-safe-image mf-w0004__logo mf-safe-image--empty')
    expect(placeholder.getAttribute('role')).toBe('img')
    expect(placeholder.getAttribute('aria-label')).toBe('数码旗舰店')
    expect(placeholder.querySelector('svg path')).not.toBeNull()
    expect(document.querySelectorAll('img')).toHaveLength(1)
    expect(document.querySelector('img')!.alt).toBe('React 管理的图片')
  })
})
