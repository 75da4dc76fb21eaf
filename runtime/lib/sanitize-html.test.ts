import { describe, expect, it } from 'vitest'
import { isSafeMarkupUrl } from '../../schemas/link.ts'
import { sanitizeHtml } from './sanitize-html.ts'

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting tags and their harmless attributes', () => {
    const html =
      '<h3>标题</h3><p class="lead">正文<strong>加粗</strong><br><a href="/article/detail/2">链接</a></p><img src="https://img.example.com/a.jpg" alt="图" width="300" height="200"><ul><li>一</li></ul>'
    expect(sanitizeHtml(html)).toBe(
      '<h3>标题</h3><p class="lead">正文<strong>加粗</strong><br><a href="/article/detail/2">链接</a></p><img src="https://img.example.com/a.jpg" alt="图" width="300" height="200"><ul><li>一</li></ul>',
    )
  })

  it('drops script, style and iframe together with their content', () => {
    const html =
      '<p>a</p><script>alert(1)</script><style>p{display:none}</style><iframe src="https://evil.example"><p>x</p></iframe><p>b</p>'
    expect(sanitizeHtml(html)).toBe('<p>a</p><p>b</p>')
  })

  it('drops nested and upper-case scripting containers', () => {
    expect(sanitizeHtml('<SCRIPT type="text/javascript">var a = "</p>"</SCRIPT>ok')).toBe('ok')
    expect(sanitizeHtml('<svg><svg></svg><script>x()</script></svg>ok')).toBe('ok')
  })

  it('removes on* event handler attributes however they are written', () => {
    expect(sanitizeHtml('<img src="a.png" onerror="alert(1)">')).toBe('<img src="a.png">')
    expect(sanitizeHtml('<p ONCLICK=alert(1) title="t">x</p>')).toBe('<p title="t">x</p>')
    expect(sanitizeHtml('<a href="/x"onmouseover="alert(1)">x</a>')).toBe('<a href="/x">x</a>')
  })

  it('removes javascript: and other unsafe URLs, also when obfuscated', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href=" JaVa\tScRiPt:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<a href="&#106;avascript&colon;alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeHtml('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('<img>')
  })

  it('drops unknown tags but keeps their text, and removes comments', () => {
    expect(sanitizeHtml('<font color="red">红</font><!-- <script>x</script> -->字')).toBe('红字')
  })

  it('escapes stray angle brackets and quotes inside attribute values', () => {
    expect(sanitizeHtml('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0')
    expect(sanitizeHtml(`<p title='a"b'>x</p>`)).toBe('<p title="a&quot;b">x</p>')
  })

  it('gives new-tab links rel=noopener', () => {
    expect(sanitizeHtml('<a href="https://a.cn" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://a.cn" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it('drops everything after an unclosed tag', () => {
    expect(sanitizeHtml('<p>ok</p><img src=x onerror="alert(1)')).toBe('<p>ok</p>')
  })
})

describe('isSafeMarkupUrl, the URL rule the sanitizer applies', () => {
  it('accepts relative, http(s), mailto and tel addresses', () => {
    for (const url of ['/a', 'a/b?x=1:2', '#top', 'https://a.cn', 'http://a.cn', 'mailto:a@b.cn', 'tel:400'])
      expect(isSafeMarkupUrl(url)).toBe(true)
  })
  it('rejects other schemes', () => {
    for (const url of ['javascript:x', 'vbscript:x', 'data:text/html,x', 'java\nscript:x'])
      expect(isSafeMarkupUrl(url)).toBe(false)
  })
})
