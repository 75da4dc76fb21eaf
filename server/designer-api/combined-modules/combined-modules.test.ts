import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { w0006Defaults } from '../../../schemas/widgets/W0006.ts'
import { w0008Defaults } from '../../../schemas/widgets/W0008.ts'
import { buildTestApp } from '../../testing.ts'
import { callApi, createOperator, textWidget, type Caller } from '../test-fixtures.ts'

let app: FastifyInstance
let operator: Caller
let otherCompany: Caller

beforeAll(async () => {
  app = await buildTestApp()
  operator = await createOperator(app)
  otherCompany = await createOperator(app, 2)
})
afterAll(async () => {
  await app?.close()
})

/** A valid free panel holding a text. */
const panel = (uuid = 'panel-1') => ({
  ...structuredClone(w0006Defaults),
  uuid,
  childWidgets: [{ ...textWidget(`${uuid}-text`, '双11 狂欢'), x: 20, y: 10, leaf: true }],
})

const IMAGE = '/uploads/designer/2026/11/module.png'

const save = (payload: Record<string, unknown>, who: Caller = operator) =>
  callApi(app, who, 'POST', '/combined-modules', payload)

const list = async (who: Caller = operator, keyword?: string) => {
  const { status, body } = await callApi(
    app,
    who,
    'GET',
    `/combined-modules${keyword === undefined ? '' : `?keyword=${encodeURIComponent(keyword)}`}`,
  )
  expect(status).toBe(200)
  return body?.data as { list: Array<Record<string, any>>; total_count: number }
}

const count = async () =>
  Number(
    (
      await app.db
        .selectFrom('combined_modules')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('POST combined-modules', () => {
  it('saves a free panel with its children, name and image, and lists it', async () => {
    const { status, body } = await save({ name: '  双11头图  ', image: IMAGE, params: panel('save-1') })
    expect(status).toBe(200)
    const saved = body?.data
    expect(saved).toMatchObject({ name: '双11头图', image: IMAGE })
    expect(saved.params).toMatchObject({ type: 'W0006', uuid: 'save-1' })
    expect(saved.params.childWidgets).toHaveLength(1)
    expect(saved.params.childWidgets[0]).toMatchObject({ type: 'W0011', text: '双11 狂欢', x: 20, y: 10 })
    expect((await list()).list.map((m) => m.id)).toContain(saved.id)
  })

  it('refuses a missing or blank name with 请输入组合模块名称 and writes nothing', async () => {
    const before = await count()
    for (const name of [undefined, '', '   ']) {
      const { status, body } = await save({ name, image: IMAGE, params: panel() })
      expect(status).toBe(400)
      expect(body).toMatchObject({ code: 'MODULE_NAME_REQUIRED', message: '请输入组合模块名称' })
    }
    const { status, body } = await save({ name: '名'.repeat(31), image: IMAGE, params: panel() })
    expect(status).toBe(400)
    expect(body).toMatchObject({ code: 'MODULE_NAME_TOO_LONG', message: '组合模块名称不能超过30个字' })
    expect(await count()).toBe(before)
  })

  it('refuses anything but a free panel with 请选中要保存的自由面板', async () => {
    const before = await count()
    for (const params of [textWidget('t-1', '文字'), { ...structuredClone(w0008Defaults), uuid: 's-1' }, null, []]) {
      const { status, body } = await save({ name: '不是面板', image: IMAGE, params })
      expect(status).toBe(400)
      expect(body).toMatchObject({ code: 'MODULE_NOT_PANEL', message: '请选中要保存的自由面板' })
    }
    expect(await count()).toBe(before)
  })

  it('checks the panel with the widget schema and answers its problems', async () => {
    const before = await count()
    const bad = { ...panel(), height: 0 }
    bad.childWidgets.push({ ...textWidget('bad-child', 'x'), x: 0, y: 0, leaf: true, type: 'W0005' } as never)
    const { status, body } = await save({ name: '坏面板', image: IMAGE, params: bad })
    expect(status).toBe(400)
    expect(body?.code).toBe('MODULE_PARAMS_INVALID')
    expect(body?.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/childWidgets/1/type', message: '自由面板内不能放置该挂件' }),
      ]),
    )
    const unsafe = panel()
    unsafe.childWidgets[0] = { ...unsafe.childWidgets[0]!, href: 'javascript:alert(1)' }
    const answer = await save({ name: '危险面板', image: IMAGE, params: unsafe })
    expect(answer.body).toMatchObject({ status_code: 400, code: 'MODULE_PARAMS_INVALID' })
    expect(await count()).toBe(before)
  })

  it('takes a site upload or an http(s) address as the image, nothing else', async () => {
    for (const image of ['', 'javascript:alert(1)', 'designer/2026/11/x', 'data:image/png;base64,AAAA']) {
      const { status, body } = await save({ name: '图片', image, params: panel() })
      expect(status).toBe(400)
      expect(body).toMatchObject({ code: 'MODULE_IMAGE_INVALID', message: '组合模块图片保存失败' })
    }
    expect((await save({ name: '外链图', image: 'https://img.example.com/a.png', params: panel() })).status).toBe(200)
  })
})

describe('GET, PATCH and DELETE combined-modules', () => {
  it('searches by part of the name, newest first', async () => {
    const first = (await save({ name: '春节 Banner', image: IMAGE, params: panel('kw-1') })).body?.data
    const second = (await save({ name: '春节 促销条', image: IMAGE, params: panel('kw-2') })).body?.data
    await save({ name: '中秋', image: IMAGE, params: panel('kw-3') })
    const found = await list(operator, '春节')
    expect(found.list.map((m) => m.id)).toEqual([second.id, first.id])
    expect(found.total_count).toBe(2)
    expect((await list(operator, 'banner')).list.map((m) => m.id)).toEqual([first.id])
    expect((await list(operator, '%')).total_count).toBe(0)
  })

  it('renames with the same name rules, and deletes', async () => {
    const created = (await save({ name: '旧名字', image: IMAGE, params: panel('rn-1') })).body?.data
    const renamed = await callApi(app, operator, 'PATCH', `/combined-modules/${created.id}`, { name: '新名字' })
    expect(renamed.status).toBe(200)
    expect(renamed.body?.data).toMatchObject({ id: created.id, name: '新名字', image: IMAGE })
    const blank = await callApi(app, operator, 'PATCH', `/combined-modules/${created.id}`, { name: ' ' })
    expect(blank.body).toMatchObject({ status_code: 400, code: 'MODULE_NAME_REQUIRED' })

    const removed = await callApi(app, operator, 'DELETE', `/combined-modules/${created.id}`)
    expect(removed.status).toBe(204)
    expect((await list()).list.map((m) => m.id)).not.toContain(created.id)
    const again = await callApi(app, operator, 'DELETE', `/combined-modules/${created.id}`)
    expect(again.body).toMatchObject({ status_code: 404, code: 'MODULE_NOT_FOUND', message: '组合模块不存在' })
  })

  it("keeps another company's modules invisible: not listed, 404 on rename and delete", async () => {
    const theirs = (await save({ name: '别家的模块', image: IMAGE, params: panel('other-1') }, otherCompany)).body?.data
    expect((await list()).list.map((m) => m.name)).not.toContain('别家的模块')
    expect((await list(otherCompany)).list.map((m) => m.id)).toEqual([theirs.id])
    const rename = await callApi(app, operator, 'PATCH', `/combined-modules/${theirs.id}`, { name: '抢过来' })
    expect(rename.status).toBe(404)
    const remove = await callApi(app, operator, 'DELETE', `/combined-modules/${theirs.id}`)
    expect(remove.status).toBe(404)
    expect((await list(otherCompany)).list[0]).toMatchObject({ name: '别家的模块' })
  })

  it('needs an operator session', async () => {
    expect((await callApi(app, null, 'GET', '/combined-modules')).status).toBe(401)
    expect((await save({ name: '无会话', image: IMAGE, params: panel() }, { headers: {} })).status).toBe(401)
  })
})
