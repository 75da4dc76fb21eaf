import { describe, expect, it } from 'vitest'
import { isMobileUserAgent, mobileLocation } from './mobile.ts'

const AGENTS = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.49',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15063',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
}

describe('isMobileUserAgent', () => {
  it.each(['iPhone', 'androidPhone', 'wechatAndroid', 'windowsPhone'] as const)(
    'sends %s to the mobile site',
    (agent) => {
      expect(isMobileUserAgent(AGENTS[agent])).toBe(true)
    },
  )

  it.each(['iPad', 'androidTablet', 'windows', 'mac'] as const)('keeps %s on the desktop site', (agent) => {
    expect(isMobileUserAgent(AGENTS[agent])).toBe(false)
  })

  it('keeps a request without a user agent on the desktop site', () => {
    expect(isMobileUserAgent(undefined)).toBe(false)
  })
})

describe('mobileLocation', () => {
  it('appends the requested path and query to the H5 address', () => {
    expect(mobileLocation('/h5', '/')).toBe('/h5/')
    expect(mobileLocation('/h5/', '/items?keywords=a')).toBe('/h5/items?keywords=a')
    expect(mobileLocation('https://m.example.com', '/cart')).toBe('https://m.example.com/cart')
  })

  it('leaves the mobile pages themselves alone', () => {
    expect(mobileLocation('/h5', '/h5')).toBeUndefined()
    expect(mobileLocation('/h5', '/h5/items?x=1')).toBeUndefined()
    expect(mobileLocation('/m', '/m/cart')).toBeUndefined()
    expect(mobileLocation('/h5', '/h5x')).toBe('/h5/h5x')
  })
})
