import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CategoryNode } from '../../../schemas/api/admin/catalogue.ts'
import { createTestGoods, createTestOperator } from '../../commerce/test-helpers.ts'
import { contentWatch } from '../../lib/content-version.ts'
import { buildTestApp } from '../../testing.ts'

type Who = { headers: Record<string, string> }
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

let app: FastifyInstance
let admin: Who
let stranger: Who

beforeAll(async () => {
  app = await buildTestApp()
  admin = await createTestOperator(app)
  stranger = await createTestOperator(app, { companyId: 2 })
})
afterAll(async () => {
  await app?.close()
})

const call = (who: Who, method: Method, url: string, payload?: object) =>
  app.inject({ method, url: `/api/admin${url}`, headers: who.headers, ...(payload && { payload }) })

async function create(name: string, parent: number | null = null, extra: object = {}): Promise<CategoryNode> {
  const res = await call(admin, 'POST', '/categories', { category_name: name, parent_id: parent, ...extra })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

const rows = () =>
  app.db
    .selectFrom('categories')
    .select(['id', 'parent_id', 'level', 'path', 'category_name', 'sort', 'company_id', 'is_show'])
    .orderBy('id')
    .execute()

const rowOf = async (id: number) => (await rows()).find((row) => row.id === id)

const tree = async (who: Who = admin): Promise<CategoryNode[]> => (await call(who, 'GET', '/categories')).json().data
const names = (nodes: { category_name: string }[]) => nodes.map((node) => node.category_name)
function find(nodes: CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    const found = node.id === id ? node : find(node.children, id)
    if (found) return found
  }
  return undefined
}

const lastAudit = async () =>
  (await call(admin, 'GET', '/audit-log')).json().data.list[0] as { action: string; target: string; summary: string }

beforeEach(async () => {
  await app.db.deleteFrom('skus').execute()
  await app.db.deleteFrom('goods').execute()
  await app.db.deleteFrom('categories').execute()
})

describe('POST /categories', () => {
  it('builds a tree three levels deep, each new category last among its siblings', async () => {
    const digital = await create('数码', null, { image_url: '/uploads/c/digital.png' })
    const phones = await create('手机', digital.id)
    const fiveG = await create('5G手机', phones.id)
    const earphones = await create('耳机', digital.id, { is_show: 0 })
    expect(digital).toMatchObject({ level: 1, parent_id: null, image_url: '/uploads/c/digital.png', is_show: 1 })
    expect(fiveG).toMatchObject({ level: 3, parent_id: phones.id, goods_count: 0, children: [] })
    expect(await rowOf(fiveG.id)).toMatchObject({ path: `${digital.id}/${phones.id}/${fiveG.id}/`, company_id: 1 })
    const [top] = await tree()
    expect(names(top.children)).toEqual(['手机', '耳机'])
    expect(top.children[1]).toMatchObject({ id: earphones.id, is_show: 0 })
    expect(await lastAudit()).toMatchObject({ action: '新增分类', target: '耳机', summary: '数码 › 耳机（隐藏）' })
  })

  it('refuses a fourth level, an empty, long or taken name, a bad image and an unknown parent, writing nothing', async () => {
    const top = await create('家电')
    const group = await create('厨房电器', top.id)
    const leaf = await create('电水壶', group.id)
    const before = await rows()
    const refusals: [object, number, string, RegExp][] = [
      [{ category_name: '保温壶', parent_id: leaf.id }, 400, 'CATEGORY_TOO_DEEP', /分类最多三级/],
      [{ category_name: '   ' }, 400, 'CATEGORY_NAME_REQUIRED', /请输入分类名称/],
      [{ category_name: '很'.repeat(21) }, 400, 'CATEGORY_NAME_TOO_LONG', /不能超过20个字/],
      [{ category_name: ' 厨房电器 ', parent_id: top.id }, 409, 'CATEGORY_NAME_TAKEN', /已有名为「厨房电器」/],
      [{ category_name: '脚本', image_url: 'javascript:alert(1)' }, 400, 'CATALOGUE_IMAGE_INVALID', /图片地址无效/],
      [{ category_name: '孤儿', parent_id: 999_999 }, 400, 'CATEGORY_PARENT_NOT_FOUND', /上级分类不存在/],
      [{ parent_id: top.id }, 400, 'VALIDATION', /category_name/],
      [{ category_name: '开关', is_show: 2 }, 400, 'VALIDATION', /is_show/],
    ]
    for (const [body, status, code, message] of refusals) {
      const res = await call(admin, 'POST', '/categories', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json()).toMatchObject({ code })
      expect(res.json().message).toMatch(message)
    }
    expect(await rows()).toEqual(before)
  })

  it('puts the category under the operator’s company: another company neither sees it nor builds under it', async () => {
    const ours = await create('服饰')
    expect(await tree(stranger)).toEqual([])
    const res = await call(stranger, 'POST', '/categories', { category_name: '男装', parent_id: ours.id })
    expect(res.json()).toMatchObject({ code: 'CATEGORY_PARENT_NOT_FOUND' })
    const theirs = (await call(stranger, 'POST', '/categories', { category_name: '服饰' })).json().data
    expect((await rowOf(theirs.id))?.company_id).toBe(2)
    expect(names(await tree())).toEqual(['服饰'])
    expect(names(await tree(stranger))).toEqual(['服饰'])
  })
})

describe('GET /categories', () => {
  it('counts the goods in each category and below it, hidden categories included, deleted goods left out', async () => {
    const top = await create('食品')
    const snacks = await create('零食', top.id, { is_show: 0 })
    const nuts = await create('坚果', snacks.id)
    const drinks = await create('饮料', top.id)
    await createTestGoods(app.db, { category_id: nuts.id })
    await createTestGoods(app.db, { category_id: nuts.id })
    await createTestGoods(app.db, { category_id: drinks.id })
    const archived = await createTestGoods(app.db, { category_id: drinks.id })
    await app.db.updateTable('goods').set({ archived_at: 1_700_000_000 }).where('id', '=', archived).execute()
    const [food] = await tree()
    expect(food.goods_count).toBe(3)
    expect(find([food], snacks.id)).toMatchObject({ goods_count: 2, is_show: 0 })
    expect(find([food], nuts.id)?.goods_count).toBe(2)
    expect(find([food], drinks.id)?.goods_count).toBe(1)
  })

  it('counts a goods once under a category holding both its category and its main category', async () => {
    const top = await create('美妆')
    const face = await create('面部护肤', top.id)
    const body = await create('身体护理', top.id)
    const goods = await createTestGoods(app.db, { category_id: face.id })
    await app.db.updateTable('goods').set({ main_category_id: body.id }).where('id', '=', goods).execute()
    const [beauty] = await tree()
    expect(beauty.goods_count).toBe(1)
    expect(beauty.children.map((node) => node.goods_count)).toEqual([1, 1])
  })

  it('is open to 仓库 (stock) but not to 客服, who may not change it either', async () => {
    await create('图书')
    const warehouse = await createTestOperator(app, { role: '仓库' })
    expect(names(await tree(warehouse))).toEqual(['图书'])
    expect((await call(warehouse, 'POST', '/categories', { category_name: '文具' })).statusCode).toBe(403)
    const service = await createTestOperator(app, { role: '客服' })
    expect((await call(service, 'GET', '/categories')).json()).toMatchObject({ code: 'ADMIN_FORBIDDEN' })
    expect((await call(service, 'POST', '/categories', { category_name: '文具' })).statusCode).toBe(403)
    expect((await call(service, 'POST', '/categories/move', { id: 1, parent_id: null, index: 0 })).statusCode).toBe(403)
    expect((await call(service, 'PUT', '/categories/1', { is_show: 0 })).statusCode).toBe(403)
    expect((await call(service, 'DELETE', '/categories/1')).statusCode).toBe(403)
    expect((await call({ headers: {} }, 'GET', '/categories')).statusCode).toBe(401)
  })
})

describe('PUT /categories/:id', () => {
  it('renames, changes the image, hides and shows, each in the audit log', async () => {
    const top = await create('运动')
    const shoes = await create('跑鞋', top.id)
    const res = await call(admin, 'PUT', `/categories/${shoes.id}`, {
      category_name: ' 跑步鞋 ',
      image_url: 'https://img.example.com/run.png',
    })
    expect(res.json().data).toMatchObject({ category_name: '跑步鞋', image_url: 'https://img.example.com/run.png' })
    const renamed = (await call(admin, 'GET', '/audit-log')).json().data.list[0]
    expect(renamed).toMatchObject({ area: 'goods', action: '修改分类', target: '跑步鞋', summary: '运动 › 跑步鞋' })
    expect(renamed.changes).toEqual([
      { field: '名称', before: '跑鞋', after: '跑步鞋' },
      { field: '图片', before: '', after: 'https://img.example.com/run.png' },
    ])
    await call(admin, 'PUT', `/categories/${shoes.id}`, { is_show: 0 })
    expect(await lastAudit()).toMatchObject({ action: '隐藏分类', target: '跑步鞋' })
    expect((await rowOf(shoes.id))?.is_show).toBe(0)
    await call(admin, 'PUT', `/categories/${shoes.id}`, { is_show: 1 })
    expect(await lastAudit()).toMatchObject({ action: '显示分类' })
  })

  it('refuses a sibling’s name, a bad image and another company’s category', async () => {
    const top = await create('家居')
    await create('床品', top.id)
    const towels = await create('毛巾', top.id)
    const taken = await call(admin, 'PUT', `/categories/${towels.id}`, { category_name: '床品' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe('同一级下已有名为「床品」的分类')
    const image = await call(admin, 'PUT', `/categories/${towels.id}`, { image_url: 'data:image/png;base64,AAAA' })
    expect(image.json().code).toBe('CATALOGUE_IMAGE_INVALID')
    const foreign = await call(stranger, 'PUT', `/categories/${towels.id}`, { category_name: '浴巾' })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().code).toBe('CATEGORY_NOT_FOUND')
    expect((await call(admin, 'PUT', '/categories/abc', { is_show: 1 })).statusCode).toBe(400)
    expect((await rowOf(towels.id))?.category_name).toBe('毛巾')
  })
})

describe('POST /categories/move', () => {
  async function sample() {
    const digital = await create('数码')
    const phones = await create('手机', digital.id)
    const smart = await create('智能手机', phones.id)
    const basic = await create('老人机', phones.id)
    const audio = await create('影音', digital.id)
    const home = await create('家电')
    const kitchen = await create('厨房', home.id)
    return { digital, phones, smart, basic, audio, home, kitchen }
  }
  const move = (id: number, parent_id: number | null, index: number, who: Who = admin) =>
    call(who, 'POST', '/categories/move', { id, parent_id, index })

  it('reorders among siblings: the index is the place after the move', async () => {
    const { digital, home, audio, phones } = await sample()
    const moved = await move(home.id, null, 0)
    expect(names(moved.json().data)).toEqual(['家电', '数码'])
    expect(names(await tree())).toEqual(['家电', '数码'])
    expect(await lastAudit()).toMatchObject({
      action: '调整分类顺序',
      target: '家电',
      summary: '在「顶级」中排到第1位',
    })
    await move(phones.id, digital.id, 5)
    expect(names(find(await tree(), digital.id)?.children ?? [])).toEqual(['影音', '手机'])
    await move(phones.id, digital.id, 0)
    expect(names(find(await tree(), digital.id)?.children ?? [])).toEqual(['手机', '影音'])
    expect(find(await tree(), audio.id)?.level).toBe(2)
  })

  it('moves a subtree under another parent, rewriting the levels and paths of it and all its descendants', async () => {
    const { digital, phones, smart, basic, home, kitchen } = await sample()
    const res = await move(phones.id, home.id, 1)
    expect(res.statusCode).toBe(200)
    expect(names(find(res.json().data, home.id)?.children ?? [])).toEqual(['厨房', '手机'])
    expect(await rowOf(phones.id)).toMatchObject({ parent_id: home.id, level: 2, path: `${home.id}/${phones.id}/` })
    expect(await rowOf(smart.id)).toMatchObject({ level: 3, path: `${home.id}/${phones.id}/${smart.id}/` })
    expect(await rowOf(basic.id)).toMatchObject({ level: 3, path: `${home.id}/${phones.id}/${basic.id}/` })
    expect(await lastAudit()).toMatchObject({ action: '移动分类', summary: '从「数码」移到「家电」第2位' })

    await move(phones.id, null, 1)
    expect(names(await tree())).toEqual(['数码', '手机', '家电'])
    expect(await rowOf(smart.id)).toMatchObject({ level: 2, path: `${phones.id}/${smart.id}/` })

    await move(smart.id, kitchen.id, 0)
    expect(await rowOf(smart.id)).toMatchObject({
      level: 3,
      parent_id: kitchen.id,
      path: `${home.id}/${kitchen.id}/${smart.id}/`,
    })
    expect(find(await tree(), digital.id)?.children.map((node) => node.category_name)).toEqual(['影音'])
  })

  it('refuses a move deeper than three levels, under itself or its descendant, or next to a namesake', async () => {
    const { digital, phones, smart, home, kitchen } = await sample()
    await create('手机', home.id)
    const before = await rows()
    const refusals: [number, number | null, number, string][] = [
      [phones.id, kitchen.id, 0, 'CATEGORY_TOO_DEEP'],
      [digital.id, home.id, 0, 'CATEGORY_TOO_DEEP'],
      [kitchen.id, smart.id, 0, 'CATEGORY_TOO_DEEP'],
      [digital.id, smart.id, 0, 'CATEGORY_INTO_ITSELF'],
      [phones.id, phones.id, 0, 'CATEGORY_INTO_ITSELF'],
      [phones.id, home.id, 0, 'CATEGORY_NAME_TAKEN'],
      [phones.id, 999_999, 0, 'CATEGORY_PARENT_NOT_FOUND'],
    ]
    for (const [id, parent, index, code] of refusals) {
      const res = await move(id, parent, index)
      expect(res.statusCode, `${id} → ${parent}`).toBeGreaterThanOrEqual(400)
      expect(res.json().code, `${id} → ${parent}`).toBe(code)
    }
    expect((await move(phones.id, kitchen.id, 0)).json().message).toBe(
      '分类最多三级，移到这里后「手机」下的分类会超过三级',
    )
    expect((await move(phones.id, digital.id, -1)).json().code).toBe('VALIDATION')
    expect(await rows()).toEqual(before)
  })

  it('answers 404 for another company’s category and keeps its tree apart', async () => {
    const { digital, home } = await sample()
    expect((await move(home.id, null, 0, stranger)).json().code).toBe('CATEGORY_NOT_FOUND')
    const theirs = (await call(stranger, 'POST', '/categories', { category_name: '他家' })).json().data
    expect((await move(theirs.id, digital.id, 0, stranger)).json().code).toBe('CATEGORY_PARENT_NOT_FOUND')
    expect((await move(theirs.id, null, 0)).statusCode).toBe(404)
    expect(names(await tree())).toEqual(['数码', '家电'])
  })
})

describe('DELETE /categories/:id', () => {
  it('is refused while goods are in it or below it (with the count), then while it has children', async () => {
    const top = await create('母婴')
    const milk = await create('奶粉', top.id)
    const stage = await create('1段', milk.id)
    const goods = [
      await createTestGoods(app.db, { category_id: stage.id }),
      await createTestGoods(app.db, { category_id: stage.id }),
    ]
    const refused = await call(admin, 'DELETE', `/categories/${top.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'CATEGORY_HAS_GOODS', message: '该分类下还有 2 件商品，不能删除' })
    expect((await call(admin, 'DELETE', `/categories/${stage.id}`)).json().message).toBe(
      '该分类下还有 2 件商品，不能删除',
    )

    await app.db.deleteFrom('skus').where('goods_id', 'in', goods).execute()
    await app.db.deleteFrom('goods').where('id', 'in', goods).execute()
    const parent = await call(admin, 'DELETE', `/categories/${top.id}`)
    expect(parent.json()).toMatchObject({
      code: 'CATEGORY_HAS_CHILDREN',
      message: '该分类下还有 1 个子分类，请先删除或移走子分类',
    })
    expect((await rows()).length).toBe(3)

    expect((await call(admin, 'DELETE', `/categories/${stage.id}`)).json().data).toEqual({ id: stage.id })
    expect(await lastAudit()).toMatchObject({ action: '删除分类', target: '1段', summary: '母婴 › 奶粉 › 1段' })
    expect((await rows()).map((row) => row.id)).toEqual([top.id, milk.id])
  })

  it('answers 404 for a missing or another company’s category', async () => {
    const top = await create('宠物')
    expect((await call(stranger, 'DELETE', `/categories/${top.id}`)).json().code).toBe('CATEGORY_NOT_FOUND')
    expect((await call(admin, 'DELETE', '/categories/999999')).statusCode).toBe(404)
    expect((await rows()).length).toBe(1)
  })
})

describe('the storefront follows the console', () => {
  const shopTree = async (query = '') =>
    (await app.inject(`/api/h5app/wxapp/goods/category${query}`)).json().data as {
      category_id: number
      category_name: string
      children: { category_id: number; category_name: string; children: unknown[] }[]
    }[]
  const listed = async (category: number) =>
    (await app.inject(`/api/h5app/wxapp/goods/items?category_id=${category}`)).json().data.total_count as number
  const pickerTree = async () =>
    (await app.inject({ url: '/api/designer/categories', headers: admin.headers })).json().data as {
      category_name: string
    }[]

  it('shows a rename and a reorder on the next guest request, and this instance’s caches learn of it at once', async () => {
    const digital = await create('数码')
    const home = await create('家电')
    expect(names(await shopTree())).toEqual(['数码', '家电'])
    const version = contentWatch(app.db).version
    await call(admin, 'PUT', `/categories/${digital.id}`, { category_name: '数码电子' })
    expect(contentWatch(app.db).version).toBeGreaterThan(version)
    expect(names(await shopTree())).toEqual(['数码电子', '家电'])
    await call(admin, 'POST', '/categories/move', { id: home.id, parent_id: null, index: 0 })
    expect(names(await shopTree())).toEqual(['家电', '数码电子'])
  })

  it('drops a hidden category and everything below it from the menus and the designer’s pickers; its goods stay reachable but its list is empty', async () => {
    const digital = await create('数码')
    const phones = await create('手机', digital.id)
    const smart = await create('智能手机', phones.id)
    const audio = await create('影音', digital.id)
    const inPhones = await createTestGoods(app.db, { category_id: smart.id })
    await createTestGoods(app.db, { category_id: audio.id })
    expect(await listed(digital.id)).toBe(2)

    await call(admin, 'PUT', `/categories/${phones.id}`, { is_show: 0 })
    const [shown] = await shopTree()
    expect(names(shown.children)).toEqual(['影音'])
    expect(JSON.stringify(await pickerTree())).not.toContain('手机')
    expect(await listed(phones.id)).toBe(0)
    expect(await listed(smart.id)).toBe(0)
    expect(await listed(digital.id)).toBe(1)
    expect((await app.inject(`/api/h5app/wxapp/goods/items/${inPhones}`)).statusCode).toBe(200)

    await call(admin, 'PUT', `/categories/${digital.id}`, { is_show: 0 })
    expect(await shopTree()).toEqual([])
    expect(await pickerTree()).toEqual([])
    expect(await listed(audio.id)).toBe(0)

    await call(admin, 'PUT', `/categories/${digital.id}`, { is_show: 1 })
    await call(admin, 'PUT', `/categories/${phones.id}`, { is_show: 1 })
    expect(names((await shopTree())[0].children)).toEqual(['手机', '影音'])
    expect(await listed(digital.id)).toBe(2)
  })

  it('answers each company’s own tree (company_id, 1 when left out)', async () => {
    await create('本店分类')
    await call(stranger, 'POST', '/categories', { category_name: '他店分类' })
    expect(names(await shopTree())).toEqual(['本店分类'])
    expect(names(await shopTree('?company_id=2'))).toEqual(['他店分类'])
  })
})
