import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestShop } from '../commerce/test-helpers.ts'
import { w0019Defaults } from '../../schemas/widgets/W0019.ts'
import { buildTestAppWithOperator, callApi, configWith, insertTemplate, type Caller } from './test-fixtures.ts'

/**
 * The header and footer templates in the designer API: their config travels as the draft's
 * `frame`, is checked against HeaderConfig / FooterConfig when published, and the published
 * version is the storefront's site frame at once. Also: W0019 previews with the shops a shopper
 * without a location gets.
 */

let app: FastifyInstance
let operator: Caller
let header: number
let footer: number

const headerConfig = {
  logo: { imgUrl: '/uploads/logo.svg', alt: 'mallfront商城' },
  hotKeywords: ['手机', '耳机'],
  navs: [{ title: '首页', href: '/' }],
}
const footerConfig = {
  params: { services: [{ title: '正品保障', desc: '正品行货' }], columns: [], copyright: '© 旧版权', icp: '' },
}

beforeAll(async () => {
  ;({ app, operator } = await buildTestAppWithOperator())
  header = (
    await insertTemplate(app, { page_name: 'header', title: '全站页头', config: headerConfig, published: true })
  ).id
  footer = (
    await insertTemplate(app, { page_name: 'footer', title: '全站页尾', config: footerConfig, published: true })
  ).id
})
afterAll(async () => {
  await app?.close()
})

async function saveFrame(id: number, frame: unknown, widgets: unknown[] = []) {
  const draft = await callApi(app, operator, 'GET', `/templates/${id}/draft`)
  const revision = draft.body?.data.revision as number
  const saved = await callApi(app, operator, 'PUT', `/templates/${id}/draft`, {
    config: { page: draft.body?.data.config.page, widgets, frame },
    revision,
  })
  return { saved, revision: saved.body?.data?.revision as number | undefined }
}

const layout = async () => (await app.inject({ method: 'GET', url: '/api/pages/layout' })).json().data

describe('header and footer drafts', () => {
  it('open as their config under frame, with default page settings and no widgets', async () => {
    const draft = await callApi(app, operator, 'GET', `/templates/${header}/draft`)
    expect(draft.status).toBe(200)
    expect(draft.body?.data.config.widgets).toEqual([])
    expect(draft.body?.data.config.frame).toEqual(headerConfig)
    expect(draft.body?.data.config.page.themeColor).toBeTruthy()
  })

  it('save the frame, refuse widgets or a missing frame with TEMPLATE_NOT_CANVAS and write nothing', async () => {
    const next = { ...headerConfig, hotKeywords: ['草稿词'] }
    const { saved } = await saveFrame(header, next)
    expect(saved.status).toBe(200)
    expect((await callApi(app, operator, 'GET', `/templates/${header}/draft`)).body?.data.config.frame).toEqual(next)

    const widget = { uuid: 'w1', type: 'W0011' }
    const withWidgets = await saveFrame(header, next, [widget])
    expect(withWidgets.saved.status).toBe(400)
    expect(withWidgets.saved.body?.data?.code ?? withWidgets.saved.body?.code).toBe('TEMPLATE_NOT_CANVAS')
    const without = await saveFrame(header, undefined)
    expect(without.saved.status).toBe(400)
    expect((await callApi(app, operator, 'GET', `/templates/${header}/draft`)).body?.data.config.frame).toEqual(next)
    // The storefront still has the published header.
    expect((await layout()).header.hotKeywords).toEqual(['手机', '耳机'])
  })

  it('refuse to publish a header that breaks HeaderConfig (422 with its problems), and change nothing', async () => {
    const { revision } = await saveFrame(header, {
      ...headerConfig,
      hotKeywords: ['一', '二', '三', '四', '五', '六'],
      navs: [{ title: '坏链接', href: 'javascript:alert(1)' }],
    })
    const refused = await callApi(app, operator, 'POST', `/templates/${header}/publish`, { revision })
    expect(refused.status).toBe(422)
    const problems = refused.body?.data?.problems ?? refused.body?.problems
    expect(problems.map((problem: { path: string }) => problem.path).sort()).toEqual(['/navs/0/href'])
    expect((await layout()).header.hotKeywords).toEqual(['手机', '耳机'])
    const tooMany = await saveFrame(header, { ...headerConfig, hotKeywords: ['一', '二', '三', '四', '五', '六'] })
    const again = await callApi(app, operator, 'POST', `/templates/${header}/publish`, { revision: tooMany.revision })
    expect(again.status).toBe(422)
    expect((again.body?.data?.problems ?? again.body?.problems)[0]).toMatchObject({
      path: '/hotKeywords',
      message: '最多只能有5项',
      severity: 'error',
    })
  })

  it('publish a header and a footer: GET /api/pages/layout serves them on the next request', async () => {
    const { revision } = await saveFrame(header, { ...headerConfig, hotKeywords: ['双11', '耳机'] })
    const published = await callApi(app, operator, 'POST', `/templates/${header}/publish`, { revision })
    expect(published.status).toBe(200)
    expect((await layout()).header.hotKeywords).toEqual(['双11', '耳机'])

    const nextFooter = { params: { ...footerConfig.params, copyright: '© 新版权 2026' } }
    const saved = await saveFrame(footer, nextFooter)
    expect(
      (await callApi(app, operator, 'POST', `/templates/${footer}/publish`, { revision: saved.revision })).status,
    ).toBe(200)
    expect((await layout()).footer.params.copyright).toBe('© 新版权 2026')
    // Every descriptor carries the frame: the home page's too.
    const home = (await app.inject({ method: 'GET', url: '/api/pages/home' })).json().data
    expect(home.header.hotKeywords).toEqual(['双11', '耳机'])
    expect(home.footer.params.copyright).toBe('© 新版权 2026')
  })

  it('preview (resolve) as the site frame with the draft part in place, its unsafe links cast away', async () => {
    const draft = (await callApi(app, operator, 'GET', `/templates/${header}/draft`)).body?.data.config
    const frame = { ...headerConfig, hotKeywords: ['预览词'], navs: [{ title: '坏', href: 'javascript:alert(1)' }] }
    const resolved = await callApi(app, operator, 'POST', `/templates/${header}/resolve`, {
      config: { ...draft, frame },
    })
    expect(resolved.status).toBe(200)
    expect(resolved.body?.data.header.hotKeywords).toEqual(['预览词'])
    expect(JSON.stringify(resolved.body?.data.header.navs)).not.toContain('javascript')
    expect(resolved.body?.data.footer.params.copyright).toBe('© 新版权 2026')
    expect(resolved.body?.data.widgets).toEqual([])
  })
})

describe('W0019 in the designer', () => {
  it('resolves to the shops a shopper without a location gets from GET /distributor/list', async () => {
    await createTestShop(app.db, { name: '北京王府井店', city: '北京市' })
    await createTestShop(app.db, { name: '北京望京店', city: '北京' })
    await createTestShop(app.db, { name: '上海店', city: '上海' })
    const page = await insertTemplate(app, { page_name: 'custom', title: '门店页' })
    const widget = { ...structuredClone(w0019Defaults), uuid: 'near' }
    const resolved = await callApi(app, operator, 'POST', `/templates/${page.id}/resolve`, {
      config: configWith(widget),
    })
    expect(resolved.status).toBe(200)
    const data = resolved.body?.data.widgets[0].data
    const storefront = (
      await app.inject({
        method: 'GET',
        url: '/api/h5app/wxapp/distributor/list?city=北京&tag_id=0&page=1&pageSize=10',
      })
    ).json().data
    const names = (list: Array<{ name: string }>) => list.map((shop) => shop.name)
    expect(names(storefront.list)).toEqual(expect.arrayContaining(['北京王府井店', '北京望京店']))
    expect(names(data.list)).toEqual(names(storefront.list))
    expect(names(data.list)).not.toContain('上海店')
    expect(data.tagList).toEqual(storefront.tagList)
  })
})
