import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../testing.ts'
import { createTestMember, createTestOperator } from '../commerce/test-helpers.ts'
import { BUILTIN_ROLES } from '../../schemas/api/admin/areas.ts'
import { guardedRoutes, mayEnter } from './access.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(async () => {
  await app?.close()
})

/** A path for the route with every parameter filled by a value no row has. */
const concrete = (url: string) => url.replace(/:[a-z_]+/g, '999999')

describe('the operator routes’ permission guard', () => {
  it('covers every /api/admin and /api/designer route, and the old back-office paths', () => {
    const routes = [...guardedRoutes.keys()]
    expect(routes.filter((key) => key.includes(' /api/admin/')).length).toBeGreaterThan(10)
    expect(routes.filter((key) => key.includes(' /api/designer/')).length).toBeGreaterThan(15)
    expect(routes).toContain('POST /api/h5app/wxapp/admin/orders/:order_id/delivery')
  })

  it('answers 403 to every role that lacks a route’s area, and lets the others through the guard', async () => {
    const checked: string[] = []
    for (const role of BUILTIN_ROLES) {
      const operator = await createTestOperator(app, { role: role.name })
      for (const [key, access] of guardedRoutes) {
        if (typeof access === 'string') continue
        const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string]
        if (method === ('HEAD' as string)) continue
        const response = await app.inject({ method, url: concrete(url), headers: operator.headers, payload: {} })
        const allowed = mayEnter({ areas: [...role.areas] }, access)
        const refused = response.statusCode === 403 && response.json().code.endsWith('_FORBIDDEN')
        expect(refused, `${role.name} ${key}: ${response.statusCode} ${response.body.slice(0, 120)}`).toBe(!allowed)
        checked.push(`${role.name} ${key}`)
      }
    }
    expect(checked.length).toBeGreaterThan(100)
  })

  it('refuses guests with 401 and members with 403 on every signed-in route', async () => {
    const member = await createTestMember(app)
    for (const [key, access] of guardedRoutes) {
      if (access === 'public') continue
      const [method, url] = key.split(' ') as ['GET' | 'POST', string]
      if (method === ('HEAD' as string)) continue
      const guest = await app.inject({ method, url: concrete(url), payload: {} })
      expect(guest.statusCode, `guest ${key}`).toBe(401)
      const shopper = await app.inject({ method, url: concrete(url), headers: member.headers, payload: {} })
      expect(shopper.statusCode, `member ${key}`).toBe(403)
    }
  })
})
