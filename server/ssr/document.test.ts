import { describe, expect, it } from 'vitest'
import { APP_OUTLET, appMarkup, documentBytes } from './document.ts'

describe('documentBytes', () => {
  it('writes the bytes of the shell with the app markup where the outlet stands', () => {
    const shell = `<!doctype html>\n<title>商城首页 - 精选</title>\n<body>\n${APP_OUTLET}\n<script src="/a.js"></script>`
    const cases: [string, string][] = [
      ['<p>¥1,299.00 新品上市</p>', '<script type="application/json">{"a":"\\u003c"}</script>'],
      ['<p>emoji 🎁 and a lone surrogate \ud800 end</p>', ''],
      ['', '{"$&":"$1 $$"}'],
    ]
    for (const [html, data] of cases) {
      const expected = Buffer.from(shell.replace(APP_OUTLET, () => appMarkup(html, data)))
      expect(documentBytes(shell, html, data).equals(expected)).toBe(true)
    }
  })
})
