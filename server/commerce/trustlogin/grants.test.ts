import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkState, grantId, issueState, newBrowserKey } from './grants.ts'
import { cleanAvatar, cleanNickname } from './provider.ts'

const scope = { companyId: 1, type: 'weixin', browserKey: newBrowserKey() }

describe('states', () => {
  it('are letters and digits within WeChat’s 128 bytes, and check out only for their scope and lifetime', () => {
    const at = 1_800_000_000
    const state = issueState('secret', scope, 600, at)
    expect(state).toMatch(/^[0-9a-f]{58}$/)
    expect(checkState('secret', state, scope, at + 599)).toEqual({ nonce: state.slice(10, 26), expiresAt: at + 600 })
    expect(checkState('secret', state, scope, at + 600)).toBeNull()
    expect(checkState('other', state, scope, at)).toBeNull()
    expect(checkState('secret', state, { ...scope, companyId: 2 }, at)).toBeNull()
    expect(checkState('secret', state, { ...scope, type: 'qq' }, at)).toBeNull()
    expect(checkState('secret', state, { ...scope, browserKey: newBrowserKey() }, at)).toBeNull()
    expect(checkState('secret', state, { ...scope, browserKey: '' }, at)).toBeNull()
    // Moving the expiry breaks the MAC.
    expect(checkState('secret', `${String(at + 6000).padStart(10, '0')}${state.slice(10)}`, scope, at)).toBeNull()
    expect(checkState('secret', 42, scope, at)).toBeNull()
  })
})

describe('grant tokens', () => {
  it('name their id only with the right MAC for their kind', () => {
    const id = 'a'.repeat(32)
    const ticket = `${id}${createHmac('sha256', 'secret').update(`trustlogin-ticket\n${id}`).digest('hex').slice(0, 32)}`
    expect(grantId('secret', 'ticket', ticket)).toBe(id)
    expect(grantId('secret', 'code', ticket)).toBeNull()
    expect(grantId('other', 'ticket', ticket)).toBeNull()
    expect(grantId('secret', 'ticket', ticket.toUpperCase())).toBeNull()
    expect(grantId('secret', 'ticket', 'a'.repeat(64))).toBeNull()
    expect(grantId('secret', 'ticket', undefined)).toBeNull()
  })
})

describe('what is kept of a provider’s profile', () => {
  it('drops control characters and overlong nicknames, and avatars that are not http(s)', () => {
    expect(cleanNickname(' 小\u0000明\n ')).toBe('小明')
    expect(cleanNickname('😀'.repeat(100))).toBe('😀'.repeat(64))
    expect(cleanNickname(42)).toBe('')
    expect(cleanAvatar('https://thirdwx.qlogo.cn/mmopen/a/132')).toBe('https://thirdwx.qlogo.cn/mmopen/a/132')
    expect(cleanAvatar('javascript:alert(1)')).toBe('')
    expect(cleanAvatar('http://x/\u0000')).toBe('')
    expect(cleanAvatar(`https://x/${'a'.repeat(600)}`)).toBe('')
  })
})
