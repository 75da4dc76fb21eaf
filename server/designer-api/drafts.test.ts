import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { w0002Defaults } from '../../schemas/widgets/W0002.ts'
import { createTestGoods } from '../commerce/test-helpers.ts'
import {
  buildTestAppWithOperator,
  callApi,
  configWith,
  emptyConfig,
  insertTemplate,
  textWidget,
  type Caller,
} from './test-fixtures.ts'

let app: FastifyInstance
let operator: Caller
beforeAll(async () => {
  ;({ app, operator } = await buildTestAppWithOperator())
})
afterAll(() => app?.close())

async function newPage(pageName: 'custom' | 'product' = 'custom', path?: string) {
  const { body } = await callApi(app, operator, 'POST', '/templates', {
    page_name: pageName,
    template_title: '草稿测试页',
    ...(path ? { page_path: path } : {}),
  })
  return body?.data as { id: number; theme_pc_template_id: number; revision: number }
}

const save = (id: number, config: object, revision: number) =>
  callApi(app, operator, 'PUT', `/templates/${id}/draft`, { config, revision })
const publish = (id: number, body: object = {}) => callApi(app, operator, 'POST', `/templates/${id}/publish`, body)
const guestPage = async (pageId: number) => app.inject({ method: 'GET', url: `/api/pages/custom/${pageId}` })

describe('drafts', () => {
  it('reads a draft with its revision, and saves one whole, bumping the revision', async () => {
    const page = await newPage()
    const draft = await callApi(app, operator, 'GET', `/templates/${page.id}/draft`)
    expect(draft.status).toBe(200)
    expect(draft.body?.data).toMatchObject({
      revision: 1,
      template: { id: page.id, revision: 1 },
      config: emptyConfig(),
    })

    // The settings its schema lists are stored as sent; a key it does not list is taken out and named.
    const widget = textWidget('w1', '你好')
    const saved = await save(page.id, configWith({ ...widget, designerNote: '不保留' }), 1)
    expect(saved.status).toBe(200)
    expect(saved.body?.data.revision).toBe(2)
    expect(saved.body?.data.updated_at).toBeGreaterThan(0)
    expect(saved.body?.data.notes).toMatchObject([{ uuid: 'w1', message: '已移除未知字段：designerNote' }])
    const reread = await callApi(app, operator, 'GET', `/templates/${page.id}/draft`)
    expect(reread.body?.data.revision).toBe(2)
    expect(reread.body?.data.config.widgets).toEqual([widget])
    expect(reread.body?.data.template).toMatchObject({ has_unpublished_changes: true, published: false })
  })

  it('refuses a stale revision with 409 and the revision now stored, overwriting nothing', async () => {
    const page = await newPage()
    await save(page.id, configWith(textWidget('a', '甲的修改')), 1)
    const stale = await save(page.id, configWith(textWidget('b', '乙的修改')), 1)
    expect(stale.status).toBe(409)
    expect(stale.body).toEqual({
      status_code: 409,
      code: 'DRAFT_STALE',
      message: '页面已被其他人修改',
      msg: '页面已被其他人修改',
      revision: 2,
    })
    const draft = await callApi(app, operator, 'GET', `/templates/${page.id}/draft`)
    expect(draft.body?.data.config.widgets[0].text).toBe('甲的修改')
  })

  it('lets exactly one of two simultaneous saves from the same revision win', async () => {
    const page = await newPage()
    const results = await Promise.all([
      save(page.id, configWith(textWidget('x', '一')), 1),
      save(page.id, configWith(textWidget('x', '二')), 1),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const winner = results.find((r) => r.status === 200)
    const loser = results.find((r) => r.status === 409)
    expect(loser?.body?.revision).toBe(2)
    const draft = await callApi(app, operator, 'GET', `/templates/${page.id}/draft`)
    expect(draft.body?.data.revision).toBe(winner?.body?.data.revision)
  })

  it('accepts invalid widget settings while editing, but not unknown types or clashing uuids', async () => {
    const page = await newPage()
    const halfDone = { ...textWidget('w', ''), width: 99_999, fontSize: -3 }
    expect((await save(page.id, configWith(halfDone), 1)).status).toBe(200)
    const cases: [object, string][] = [
      [configWith({ uuid: 'z', type: 'W9999' }), '未知的挂件类型：W9999'],
      [configWith(textWidget('same', '1'), textWidget('same', '2')), '挂件标识重复：same'],
      [configWith(textWidget('', '1')), '挂件标识不能为空'],
    ]
    for (const [config, message] of cases) {
      const response = await save(page.id, config, 2)
      expect(response.status).toBe(400)
      expect(response.body?.message).toBe(message)
    }
    expect((await callApi(app, operator, 'GET', `/templates/${page.id}/draft`)).body?.data.revision).toBe(2)
  })

  it('takes a large page of widgets (over the app’s 1 MB body limit) up to 2 MB', async () => {
    const page = await newPage()
    const widgets = Array.from({ length: 400 }, (_, i) => textWidget(`big-${i}`, '长'.repeat(1000)))
    const config = configWith(...widgets)
    expect(Buffer.byteLength(JSON.stringify(config))).toBeGreaterThan(1024 * 1024)
    expect((await save(page.id, config, 1)).status).toBe(200)
    const tooBig = configWith(...widgets.map((w) => ({ ...w, text: '长'.repeat(3000) })))
    const refused = await save(page.id, tooBig, 2)
    expect(refused.status).toBe(413)
    expect(refused.body?.message).toBe('页面内容超过2 MB，请减少挂件或内容')
    const wayTooBig = configWith(...widgets.map((w) => ({ ...w, text: '长'.repeat(9000) })))
    expect((await save(page.id, wayTooBig, 2)).status).toBe(413)
    expect((await callApi(app, operator, 'GET', `/templates/${page.id}/draft`)).body?.data.revision).toBe(2)
  })

  it('refuses a page of widgets as a header or footer draft (they save their config as frame-templates.test.ts shows)', async () => {
    const header = await insertTemplate(app, {
      page_name: 'header',
      config: { logo: { imgUrl: '', alt: '' }, hotKeywords: [], navs: [] },
    })
    const response = await callApi(app, operator, 'PUT', `/templates/${header.id}/draft`, {
      config: emptyConfig(),
      revision: 0,
    })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({
      code: 'TEMPLATE_NOT_CANVAS',
      message: '页头和页尾只能编辑其设置，不能放置挂件',
    })
  })

  it('answers 404 for another company’s draft', async () => {
    const theirs = await insertTemplate(app, { page_name: 'custom', companyId: 2 })
    expect((await callApi(app, operator, 'GET', `/templates/${theirs.id}/draft`)).status).toBe(404)
    expect((await save(theirs.id, emptyConfig(), 1)).status).toBe(404)
  })
})

describe('publish', () => {
  it('refuses an invalid draft with 422 and its problems, publishing nothing', async () => {
    const page = await newPage()
    await save(
      page.id,
      configWith(
        textWidget('ok', '正常'),
        { ...textWidget('wide', '太宽'), width: 2000 },
        { ...textWidget('bad-link', '链接'), data: [{ linkPage: 'href', url: 'javascript:alert(1)' }] },
      ),
      1,
    )
    const response = await publish(page.id, { revision: 2 })
    expect(response.status).toBe(422)
    expect(response.body).toMatchObject({ status_code: 422, code: 'DRAFT_INVALID' })
    const problems = response.body?.problems as { uuid: string; widget: string; path: string; message: string }[]
    const errors = problems.filter((p) => (p as { severity?: string }).severity === 'error')
    expect(response.body?.message).toBe(`页面有${errors.length}处错误，请修改后再发布`)
    expect(problems).toContainEqual({
      uuid: 'wide',
      widget: 'W0011',
      path: '/width',
      message: '不能大于1190',
      severity: 'error',
    })
    expect(problems.some((p) => p.uuid === 'bad-link')).toBe(true)
    expect(problems.every((p) => /[\u4e00-\u9fff]/.test(p.message))).toBe(true)

    const row = await app.db
      .selectFrom('page_templates')
      .select(['version', 'published_config'])
      .where('id', '=', page.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ version: 1, published_config: null })
    expect(
      await app.db.selectFrom('page_template_versions').select('id').where('template_id', '=', page.id).execute(),
    ).toEqual([])
    expect((await guestPage(page.theme_pc_template_id)).statusCode).toBe(404)
  })

  it('publishes: version + 1, a version row, and the next shopper request sees it even after a cached visit', async () => {
    const page = await newPage()
    await save(page.id, configWith(textWidget('t', '第一版')), 1)
    const first = await publish(page.id, { revision: 2 })
    expect(first.status).toBe(200)
    expect(first.body?.data).toMatchObject({ version: 2, url: `/custompage?pageid=${page.theme_pc_template_id}` })
    expect(first.body?.data.published_at).toBeGreaterThan(0)
    // A guest's visit puts the page in the descriptor cache.
    expect((await guestPage(page.theme_pc_template_id)).json().data.widgets[0].text).toBe('第一版')

    await save(page.id, configWith(textWidget('t', '第二版')), 2)
    // Saving alone changes nothing for shoppers.
    expect((await guestPage(page.theme_pc_template_id)).json().data.widgets[0].text).toBe('第一版')
    expect((await publish(page.id, { revision: 3 })).body?.data.version).toBe(3)
    const after = (await guestPage(page.theme_pc_template_id)).json().data
    expect(after.widgets[0].text).toBe('第二版')
    expect(after.seo.title).toBe('草稿测试页')

    const versions = await app.db
      .selectFrom('page_template_versions')
      .select('version')
      .where('template_id', '=', page.id)
      .orderBy('version')
      .execute()
    expect(versions.map((v) => v.version)).toEqual([2, 3])
    const listed = (await callApi(app, operator, 'GET', '/templates')).body?.data.list.find(
      (t: { id: number }) => t.id === page.id,
    )
    expect(listed).toMatchObject({ published: true, has_unpublished_changes: false, version: 3 })
  })

  it('refuses to publish from a stale revision, and publishes the stored draft when none is named', async () => {
    const page = await newPage()
    await save(page.id, configWith(textWidget('t', '别人保存的')), 1)
    const stale = await publish(page.id, { revision: 1 })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'DRAFT_STALE', revision: 2 })
    expect((await publish(page.id)).status).toBe(200)
  })

  it('publishes the home page into the site frame and a product page at its path', async () => {
    const home = await insertTemplate(app, { page_name: 'index', title: '首页' })
    const config = {
      ...configWith(textWidget('h', '新首页')),
      page: { backgroundColor: '#FFEEDD', themeColor: '#C81623', merchantSettlement: true },
    }
    await save(home.id, config, 1)
    expect((await publish(home.id)).body?.data.url).toBe('/')
    const homePage = (await app.inject({ method: 'GET', url: '/api/pages/home' })).json().data
    expect(homePage.widgets.map((w: { text: string }) => w.text)).toEqual(['新首页'])
    expect(homePage.page).toEqual(config.page)
    expect((await app.inject({ method: 'GET', url: '/api/pages/layout' })).json().data.page.themeColor).toBe('#C81623')

    const product = await newPage('product', 'spring/sale')
    await save(product.id, configWith(textWidget('p', '春季特卖')), 1)
    expect((await publish(product.id)).body?.data.url).toBe('/product/spring/sale')
    expect(
      (await app.inject({ method: 'GET', url: '/api/pages/product/spring/sale' })).json().data.widgets[0].text,
    ).toBe('春季特卖')
  })
})

describe('resolve (preview)', () => {
  it('resolves the posted draft with live data as a guest would get it, caching and writing nothing', async () => {
    const page = await newPage()
    const goodsId = await createTestGoods(app.db, { item_name: '预览商品', price: 12_800, store: 7 })
    const offShelf = await createTestGoods(app.db, { item_name: '已下架商品', approve_status: 'instock' })
    const stale = (id: number) => ({
      goods_id: id,
      itemId: id,
      goods_name: '旧名字',
      goods_pic: '',
      price: 1,
      linkPage: 'goods',
    })
    const goodsWidget = { ...structuredClone(w0002Defaults), uuid: 'g', data: [stale(goodsId), stale(offShelf)] }
    const config = configWith(textWidget('t', '预览'), goodsWidget, { ...textWidget('broken', 'x'), width: 5000 })

    const response = await callApi(app, operator, 'POST', `/templates/${page.id}/resolve`, { config })
    expect(response.status).toBe(200)
    const data = response.body?.data
    expect(data.seo.title).toBe('草稿测试页')
    // An invalid widget is left out, exactly as on the storefront.
    expect(data.widgets.map((w: { uuid: string }) => w.uuid)).toEqual(['t', 'g'])
    expect(data.widgets[1].data).toHaveLength(1)
    expect(data.widgets[1].data[0]).toMatchObject({
      goods_id: goodsId,
      goods_name: '预览商品',
      price: 12_800,
      href: `/items/${goodsId}`,
    })

    // Live: a price change shows in the next preview.
    await app.db.updateTable('goods').set({ price: 9_900 }).where('id', '=', goodsId).execute()
    const again = await callApi(app, operator, 'POST', `/templates/${page.id}/resolve`, { config })
    expect(again.body?.data.widgets[1].data[0].price).toBe(9_900)

    const row = await app.db
      .selectFrom('page_templates')
      .select(['draft_revision', 'published_config'])
      .where('id', '=', page.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ draft_revision: 1, published_config: null })
  })

  it('shows a home page draft with its own page settings in the site frame', async () => {
    const home = await insertTemplate(app, { page_name: 'index' })
    const config = {
      page: { backgroundColor: '#000000', themeColor: '#123456', merchantSettlement: false },
      widgets: [],
    }
    const response = await callApi(app, operator, 'POST', `/templates/${home.id}/resolve`, { config })
    expect(response.body?.data.page).toEqual(config.page)
  })
})
