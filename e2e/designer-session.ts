import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { ShopperPage } from './browser.ts'

/**
 * The page designer's operator in the browser journeys: signing in on /designer, the designer API
 * (from the signed-in page, or as an operator token), pages seeded through it, and 发布 in the editor.
 */

/** The seeded operator account (README, "designer"). */
export const OPERATOR = { username: 'admin', password: 'admin1234' }
/** The screen the designer is laid out for. */
export const DESIGNER_WIDE = { width: 1920, height: 1080 }

/** A template's draft as the designer API answers it. */
export interface Draft {
  config: Record<string, unknown>
  revision: number
}

/** A row of the designer's page list. */
export interface Template {
  id: number
  page_name: string
  template_title: string
  theme_pc_template_id: number
}

/** A page at the designer's width, not signed in. */
export async function designerPage(browser: Browser): Promise<ShopperPage> {
  const operator = await ShopperPage.open(browser)
  await operator.page.setViewportSize(DESIGNER_WIDE)
  return operator
}

/** Signs the operator in through the designer's form on `page` (at /designer/) and waits for 页面管理. */
export async function signInOperator(page: Page) {
  await page.getByLabel('账号').fill(OPERATOR.username)
  await page.getByLabel('密码').fill(OPERATOR.password)
  await page.getByRole('button', { name: '登录' }).click()
  await page.getByRole('heading', { name: '页面管理' }).waitFor()
}

/** A designer page at its width, signed in on /designer/ and showing 页面管理. */
export async function designerSession(browser: Browser): Promise<ShopperPage> {
  const operator = await designerPage(browser)
  await operator.goto('/designer/')
  await signInOperator(operator.page)
  return operator
}

/**
 * The journey file's designer session: signed in before its journeys and closed after them, once
 * the file's own later clean-up has run. Call the returned function inside a hook or a journey.
 */
export function journeyDesigner(browser: () => Browser): () => ShopperPage {
  let operator: ShopperPage | undefined
  beforeAll(async () => {
    operator = await designerSession(browser())
  })
  afterAll(async () => {
    await operator?.close()
  })
  return () => {
    if (!operator) throw new Error('the designer session is not open yet')
    return operator
  }
}

interface Call {
  url: string
  method: string
  body: unknown
  token?: string
}

/** One designer API request, answering its data; an error status throws. Self-contained: it also runs in the page. */
async function request({ url, method, body, token }: Call): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`)
  return ((await response.json()) as { data: unknown }).data
}

/**
 * Calls the designer API at `path` (below /api/designer/) as the operator: from a signed-in page
 * (its session cookie) or with an operator token.
 */
export function designerCall<T>(as: Page | string, method: string, path: string, body?: unknown): Promise<T> {
  if (typeof as === 'string')
    return request({ url: `${inject('baseURL')}/api/designer/${path}`, method, body, token: as }) as Promise<T>
  return as.evaluate(request, { url: `/api/designer/${path}`, method, body }) as Promise<T>
}

/** The designer's pages. */
export async function templates(as: Page | string): Promise<Template[]> {
  return (await designerCall<{ list: Template[] }>(as, 'GET', 'templates')).list
}

/** A new custom page titled `title`: its template id and the storefront's page id. */
export async function createPage(as: Page | string, title: string): Promise<{ id: number; pageId: number }> {
  const created = await designerCall<Template>(as, 'POST', 'templates', { page_name: 'custom', template_title: title })
  return { id: created.id, pageId: created.theme_pc_template_id }
}

/** Saves template `id`'s draft as `change` makes it from the current one; answers the new revision. */
export async function saveDraft(
  as: Page | string,
  id: number,
  change: (config: Record<string, unknown>) => object,
): Promise<number> {
  const draft = await designerCall<Draft>(as, 'GET', `templates/${id}/draft`)
  const saved = await designerCall<{ revision: number }>(as, 'PUT', `templates/${id}/draft`, {
    config: change(draft.config),
    revision: draft.revision,
  })
  return saved.revision
}

/** Saves template `id`'s draft as `change` makes it and publishes it. */
export async function publishConfig(
  as: Page | string,
  id: number,
  change: (config: Record<string, unknown>) => object,
): Promise<void> {
  const revision = await saveDraft(as, id, change)
  await designerCall(as, 'POST', `templates/${id}/publish`, { revision })
}

/** A new custom page titled `title` whose draft holds `widgets`. */
export async function seedPage(
  as: Page | string,
  title: string,
  widgets: unknown[],
): Promise<{ id: number; pageId: number }> {
  const created = await createPage(as, title)
  await saveDraft(as, created.id, (config) => ({ ...config, widgets }))
  return created
}

/** 确认发布 in the open 发布页面 dialog, then waits for 发布成功. */
export async function confirmPublish(page: Page) {
  await page.getByRole('dialog', { name: '发布页面' }).getByRole('button', { name: '确认发布' }).click()
  await page.getByText('发布成功').first().waitFor()
}

/** Publishes the page open in the editor once its draft is saved: 发布, then 确认发布 in 发布页面. */
export async function publishInEditor(page: Page) {
  await page.getByText('已保存', { exact: true }).waitFor()
  const publish = page.getByRole('button', { name: '发布', exact: true })
  await expect.poll(() => publish.isEnabled()).toBe(true)
  await publish.click()
  await confirmPublish(page)
}
