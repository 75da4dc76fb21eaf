import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html.ts'

describe('sanitizeHtml', () => {
  it('keeps ordinary markup untouched', () => {
    const html = '<div class="goods-description"><h3>亮点</h3><p><img src="/uploads/a.svg" width="800" height="800" alt="a"></p></div>'
    expect(sanitizeHtml(html)).toBe(html)
  })
  it('removes scripts and frames with their content, in any case', () => {
    expect(sanitizeHtml('<p>a</p><SCRIPT type="x">alert(1)</script><iframe src="//x"></iframe><p>b</p>')).toBe('<p>a</p><p>b</p>')
  })
  it('removes unclosed script and embed tags', () => {
    expect(sanitizeHtml('<p>a<script src="//x.js"><embed src="x"></p>')).toBe('<p>a</p>')
  })
  it('strips event-handler attributes, quoted or not', () => {
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" ONLOAD=\'x\' onclick=y alt="a">')).toBe('<img src="/a.png" alt="a">')
  })
  it('strips javascript: addresses', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><a href=\' JavaScript:void(0)\'>y</a>')).toBe('<a>x</a><a>y</a>')
  })
})
