import type { FastifyInstance, InjectOptions } from 'fastify'
import { createSession } from '../lib/auth.ts'
import { hashPassword } from '../lib/password.ts'
import { buildTestApp } from '../testing.ts'
import { pageDefaults } from '../../schemas/page.ts'
import { w0011Defaults } from '../../schemas/widgets/W0011.ts'
import type { PageName } from '../../schemas/api/designer.ts'
import { nextPageId } from '../pages/templates-repo.ts'
import { builtinRoleId } from '../commerce/test-helpers.ts'
import { SUPER_ADMIN_ROLE } from '../../schemas/api/admin/areas.ts'

/** Shared pieces of the designer API tests: callers with each kind of token, and pages to work on. */

export interface Caller {
  headers: Record<string, string>
}

export const BASE = '/api/designer'

let sequence = 0

/** A fresh test app (see buildTestApp) and a designer operator of it. */
export async function buildTestAppWithOperator(): Promise<{ app: FastifyInstance; operator: Caller }> {
  const app = await buildTestApp()
  return { app, operator: await createOperator(app) }
}

/** An operator of a company, signed in with a Bearer token (the cookie works the same; see session tests). */
export async function createOperator(
  app: FastifyInstance,
  companyId = 1,
): Promise<Caller & { id: number; username: string; token: string }> {
  const username = `designer${process.pid}_${++sequence}`
  const row = await app.db
    .insertInto('operators')
    .values({
      company_id: companyId,
      username,
      password_hash: await hashPassword('operator1234'),
      name: '页面运营',
      role_id: await builtinRoleId(app.db, companyId, SUPER_ADMIN_ROLE),
      last_login_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const { token } = await createSession(app.db, app.config.secret, 'operator', row.id)
  return { id: row.id, username, token, headers: { authorization: `Bearer ${token}` } }
}

export async function callApi(
  app: FastifyInstance,
  who: Caller | null,
  method: InjectOptions['method'],
  path: string,
  payload?: unknown,
) {
  const response = await app.inject({
    method,
    url: `${BASE}${path}`,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  })
  const body = response.body ? (response.json() as Record<string, any>) : undefined
  return { status: response.statusCode, body, headers: response.headers }
}

/** A template row as the seed would make it (published or not). */
export async function insertTemplate(
  app: FastifyInstance,
  values: {
    page_name: PageName
    title?: string
    path?: string | null
    config?: object
    published?: boolean
    companyId?: number
  },
): Promise<{ id: number; pageId: number }> {
  const config = JSON.stringify(values.config ?? emptyConfig())
  const id = await nextPageId(app.db)
  const row = await app.db
    .insertInto('page_templates')
    .values({
      company_id: values.companyId ?? 1,
      page_name: values.page_name,
      template_title: values.title ?? '测试页面',
      theme_pc_template_id: id,
      page_path: values.path ?? null,
      draft_config: config,
      published_config: values.published ? config : null,
      published_at: values.published ? 1_700_000_000 : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, pageId: id }
}

export const emptyConfig = () => ({ page: pageDefaults(), widgets: [] as Record<string, unknown>[] })

/** A valid text widget (W0011) with the given uuid and text. */
export const textWidget = (uuid: string, text: string) => ({ ...structuredClone(w0011Defaults), uuid, text })

export const configWith = (...widgets: Record<string, unknown>[]) => ({ page: pageDefaults(), widgets })
