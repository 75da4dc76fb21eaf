import { describe, expect, it } from 'vitest'
import { escapeXml, renderPoster, wrapTitle } from './poster.ts'

describe('wrapTitle', () => {
  it('keeps a short title on one line', () => {
    expect(wrapTitle('小熊猫 可视空气炸锅 5.5L')).toEqual(['小熊猫 可视空气炸锅 5.5L'])
  })
  it('cuts a long title after two lines with an ellipsis', () => {
    const lines = wrapTitle('超长'.repeat(40))
    expect(lines).toHaveLength(2)
    expect(lines[1].endsWith('…')).toBe(true)
  })
})

describe('renderPoster', () => {
  it('escapes the title and links so they cannot break out of the SVG', () => {
    const svg = renderPoster({
      title: '<script>alert(1)</script> & "引号"',
      priceText: '¥99.00',
      imageUrl: 'https://cdn.example/a.jpg?x=1&y="2"',
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h1v1H0z"/></svg>',
      shareUrl: 'https://mall.example/items/1',
    })
    expect(svg).not.toContain('<script>')
    expect(svg).toContain(escapeXml('<script>alert(1)</script>'))
    expect(svg).toContain('href="https://cdn.example/a.jpg?x=1&amp;y=&quot;2&quot;"')
    expect(svg).toContain('<svg x="540" y="790" width="180" height="180" xmlns=')
    expect(svg).toContain('¥99.00')
  })
})
