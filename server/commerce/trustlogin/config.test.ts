import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../config.ts'
import type { Database } from '../../db/types.ts'
import { providersFromConfig } from './registry.ts'

const base = { NODE_ENV: 'test', SECRET: 's', DATA_DIR: '/tmp/mallfront-config-test' }
const deps = { db: {} as Kysely<Database>, secret: 's' }
const wechat = { WECHAT_OPEN_APPID: 'wx0123456789abcdef', WECHAT_OPEN_SECRET: 'f'.repeat(32) }
const offered = (env: Record<string, string>, demo = true) =>
  providersFromConfig(loadConfig({ ...base, ...env }).trustLogin, { ...deps, demo })
    .list()
    .map((p) => ({ type: p.type, isTest: p.isTest }))

describe('sign-in settings', () => {
  it('offer 模拟微信登录 only in a demo by default, always with TRUSTLOGIN_TEST=1, and never with TRUSTLOGIN_TEST=0', () => {
    expect(loadConfig(base).trustLogin).toEqual({ test: 'demo', wechat: null })
    expect(offered({})).toEqual([{ type: 'weixin', isTest: true }])
    expect(offered({}, false)).toEqual([])
    expect(offered({ TRUSTLOGIN_TEST: '1' }, false)).toEqual([{ type: 'weixin', isTest: true }])
    expect(loadConfig({ ...base, TRUSTLOGIN_TEST: '0' }).trustLogin.test).toBe('off')
    expect(offered({ TRUSTLOGIN_TEST: '0' })).toEqual([])
  })

  it('use WeChat, and never the test provider, once the website app is configured', () => {
    expect(loadConfig({ ...base, ...wechat }).trustLogin.wechat).toEqual({
      appId: 'wx0123456789abcdef',
      secret: 'f'.repeat(32),
      connectUrl: 'https://open.weixin.qq.com',
      apiUrl: 'https://api.weixin.qq.com',
    })
    expect(offered(wechat)).toEqual([{ type: 'weixin', isTest: false }])
    expect(offered({ ...wechat, TRUSTLOGIN_TEST: '1' })).toEqual([{ type: 'weixin', isTest: false }])
    const moved = loadConfig({
      ...base,
      ...wechat,
      WECHAT_OPEN_API_URL: 'http://127.0.0.1:9000/',
      WECHAT_OPEN_CONNECT_URL: 'http://127.0.0.1:9001',
    }).trustLogin.wechat
    expect(moved).toMatchObject({ apiUrl: 'http://127.0.0.1:9000', connectUrl: 'http://127.0.0.1:9001' })
  })

  it('refuse half a WeChat configuration and base URLs that are not http(s)', () => {
    expect(() => loadConfig({ ...base, WECHAT_OPEN_APPID: 'wx1' })).toThrow(/WECHAT_OPEN_SECRET/)
    expect(() => loadConfig({ ...base, WECHAT_OPEN_SECRET: 'x' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...base, ...wechat, WECHAT_OPEN_API_URL: 'api.weixin.qq.com' })).toThrow(
      /WECHAT_OPEN_API_URL/,
    )
  })
})
