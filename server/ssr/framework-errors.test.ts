import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { frameworkErrors } from './framework-errors.ts'

/** A bare app with the option set as the storefront's app sets it. */
function appWithPages() {
  const app = Fastify({ frameworkErrors: frameworkErrors(false) })
  app.get('/api/items/:id', async () => ({ ok: true }))
  app.get('/*', async () => 'page')
  return app
}

describe('frameworkErrors', () => {
  it.each(['/%', '/%E0%A4%A', '/items/%', '/article/detail/%ZZ'])(
    'answers a page request for %s with the 404 page',
    async (url) => {
      const response = await appWithPages().inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.body).toContain('抱歉！您所访问的页面不存在！')
      expect(response.body).toContain('<a href="/">点击返回首页。</a>')
      // No hook runs for these answers: the handler puts the security headers on itself.
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['content-security-policy']).toContain("object-src 'none'")
    },
  )

  it('answers an API call the documented JSON 400', async () => {
    const response = await appWithPages().inject({
      method: 'GET',
      url: '/api/items/%',
      headers: { accept: 'application/json' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      status_code: 400,
      code: 'BAD_URL',
      message: '请求地址格式错误',
      msg: '请求地址格式错误',
    })
  })
})
