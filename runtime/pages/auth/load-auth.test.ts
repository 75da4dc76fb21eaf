import { describe, expect, it } from 'vitest'
import type { Http } from '../../api/http.ts'
import { ApiError } from '../../api/api-error.ts'
import { DEFAULT_AUTH_SETTING, loadAuthPage } from './load-auth.ts'
import { demoProfile } from './test-frame.tsx'

/** The request's client as a server loader gets it: GET member answers per the given session. */
function context(member: 'valid' | 'expired', calls: string[] = []): { api: Http; pages: unknown } {
  const get = async (path: string) => {
    calls.push(path)
    if (path === 'member/setting')
      return {
        ...DEFAULT_AUTH_SETTING,
        password: { min_length: 8, max_length: 20 },
        sms: { resend_seconds: 60, expires_minutes: 5, code_length: 6 },
      }
    if (path === 'member') {
      // On the server a 401 throws the redirect response the client builds.
      if (member === 'expired') throw new Response(null, { status: 302, headers: { location: '/auth/login' } })
      return demoProfile
    }
    throw new ApiError(404, 'NOT_FOUND', '')
  }
  return { api: { get } as unknown as Http, pages: {} }
}

const request = (url: string, cookie?: string) =>
  new Request(`http://mall.test${url}`, { headers: cookie ? { cookie } : {} })

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise
    return null
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location')
    throw thrown
  }
}

describe('loadAuthPage', () => {
  it('gives a guest the page with a safe redirect path, without asking who they are', async () => {
    const calls: string[] = []
    const data = await loadAuthPage(context('valid', calls), request('/auth/login?redirectUrl=%2F%2Fevil.example'))
    expect(data.redirectPath).toBe('/')
    expect(data.setting.login).toEqual({ password: 1, sms: 1, wxqrcode: 0 })
    expect(calls).toEqual(['member/setting'])
  })

  it('sends a signed-in member straight on to redirectUrl', async () => {
    const location = await redirectOf(
      loadAuthPage(context('valid'), request('/auth/login?redirectUrl=%2Fitems%2F66', 'customer_token=abc')),
    )
    expect(location).toBe('/items/66')
  })

  it('shows the page when the stored session has expired', async () => {
    const data = await loadAuthPage(
      context('expired'),
      request('/auth/login?redirectUrl=%2Fcart', 'customer_token=stale'),
    )
    expect(data.redirectPath).toBe('/cart')
  })

  it('lets a plain member stay on the staff page, but sends staff on', async () => {
    const staffOnly = (member: typeof demoProfile) => member.memberInfo.is_staff === '1'
    await expect(
      loadAuthPage(context('valid'), request('/staff/login', 'customer_token=abc'), staffOnly),
    ).resolves.toMatchObject({ redirectPath: '/' })
  })

  it('never sends anyone away from password recovery', async () => {
    const calls: string[] = []
    await expect(
      loadAuthPage(context('valid', calls), request('/auth/forget-password', 'customer_token=abc'), false),
    ).resolves.toMatchObject({ redirectPath: '/' })
    expect(calls).not.toContain('member')
  })
})
