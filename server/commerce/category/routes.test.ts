import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../../testing.ts'

const URL = '/api/h5app/wxapp/goods/category'
let app: FastifyInstance

interface Node {
  category_id: number
  category_name: string
  image_url: string
  level: number
  children: Node[]
}

/** 数码 > 手机 > 5G手机 / 老人机, 数码 > 耳机, 家电 (sort 5, before 数码), and a non-main 清仓. */
async function createTree() {
  const add = async (
    name: string,
    parent: { id: number; path: string } | null,
    level: 1 | 2 | 3,
    sort = 0,
    main: 0 | 1 = 1,
  ) => {
    const row = await app.db
      .insertInto('categories')
      .values({
        category_name: name,
        parent_id: parent?.id ?? null,
        level,
        sort,
        is_main_category: main,
        path: '',
        image_url: `/uploads/category/${name}.svg`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const path = `${parent?.path ?? ''}${row.id}/`
    await app.db.updateTable('categories').set({ path }).where('id', '=', row.id).execute()
    return { id: row.id, path }
  }
  const digital = await add('数码', null, 1, 1)
  const phones = await add('手机', digital, 2, 2)
  await add('5G手机', phones, 3, 2)
  await add('老人机', phones, 3, 1)
  await add('耳机', digital, 2, 1)
  await add('家电', null, 1, 5)
  await add('清仓', null, 1, 0, 0)
}

beforeAll(async () => {
  app = await buildTestApp()
  await createTree()
})
afterAll(() => app.close())

describe('GET goods/category', () => {
  it('answers the three-level tree ordered by sort weight', async () => {
    const res = await app.inject(URL)
    expect(res.statusCode).toBe(200)
    const tree: Node[] = res.json().data
    expect(tree.map((n) => n.category_name)).toEqual(['家电', '数码', '清仓'])
    const digital = tree[1]
    expect(digital).toMatchObject({ level: 1, image_url: '/uploads/category/数码.svg' })
    expect(digital.children.map((n) => n.category_name)).toEqual(['手机', '耳机'])
    expect(digital.children[0].children.map((n) => [n.category_name, n.level, n.children])).toEqual([
      ['5G手机', 3, []],
      ['老人机', 3, []],
    ])
    expect(digital.children[1].children).toEqual([])
  })

  it('limits the tree to main categories on request', async () => {
    const tree: Node[] = (await app.inject(`${URL}?is_main_category=1&company_id=1`)).json().data
    expect(tree.map((n) => n.category_name)).toEqual(['家电', '数码'])
  })

  it('refuses a bad filter with a Chinese message', async () => {
    const res = await app.inject(`${URL}?is_main_category=yes`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ status_code: 400, code: 'VALIDATION' })
    expect(res.json().message).toMatch(/is_main_category/)
  })
})
