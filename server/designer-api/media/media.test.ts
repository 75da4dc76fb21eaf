import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MediaImage, MediaInUse, MediaUses } from '../../../schemas/api/media.ts'
import { createTestGoods } from '../../commerce/test-helpers.ts'
import {
  buildTestAppWithOperator,
  callApi,
  configWith,
  createOperator,
  insertTemplate,
  type Caller,
} from '../test-fixtures.ts'
import { makePng } from '../test-images.ts'
import { uploadImage } from './upload-fixture.ts'

let app: FastifyInstance
let operator: Caller
beforeAll(async () => {
  ;({ app, operator } = await buildTestAppWithOperator())
})
afterAll(() => app?.close())

const fileOf = (image: { key: string; img_type: string }) =>
  path.join(app.config.dataDir, 'uploads', `${image.key}.${image.img_type}`)

const library = async (query: string) => {
  const { status, body } = await callApi(app, operator, 'GET', `/media?pageSize=50&${query}`)
  expect(status).toBe(200)
  return body?.data as { list: MediaImage[]; total_count: number }
}
const names = async (query: string) => (await library(query)).list.map((image) => image.img_name)

/** A hot-zone image widget showing the picture, as a page stores it. */
const pictureWidget = (url: string) => ({ type: 'W0003', uuid: `pic-${url.length}`, imgUrl: url })

describe('media library search and tags', () => {
  it('finds images by name, size class, upload date and tag', async () => {
    const small = await uploadImage(app, operator, makePng(120, 80), '搜索-小图标.png')
    const medium = await uploadImage(app, operator, makePng(800, 300), '搜索-横幅.png')
    const large = await uploadImage(app, operator, makePng(1190, 400), '搜索-大横幅_1.png')

    expect(await names('keywords=搜索-')).toEqual([large.img_name, medium.img_name, small.img_name])
    // LIKE's own characters are taken literally.
    expect(await names('keywords=%E6%A8%AA%E5%B9%85_')).toEqual([large.img_name])
    expect(await names('keywords=搜索-&size=small')).toEqual([small.img_name])
    expect(await names('keywords=搜索-&size=medium')).toEqual([medium.img_name])
    expect(await names('keywords=搜索-&size=large')).toEqual([large.img_name])

    const at = small.created_at
    expect(await names(`keywords=搜索-&from=${at}&to=${at + 86_400}`)).toHaveLength(3)
    expect(await names(`keywords=搜索-&to=${at - 86_400}`)).toEqual([])

    const tagged = await callApi(app, operator, 'PATCH', `/media/${medium.id}`, { tag: ' 横幅 ' })
    expect(tagged.status).toBe(200)
    expect(tagged.body?.data).toMatchObject({ id: medium.id, tag: '横幅' })
    await callApi(app, operator, 'PATCH', `/media/${large.id}`, { tag: '横幅' })
    expect(await names('tag=横幅')).toEqual([large.img_name, medium.img_name])
    const tags = (await callApi(app, operator, 'GET', '/media/tags')).body?.data.list
    expect(tags).toContainEqual({ tag: '横幅', count: 2 })

    await callApi(app, operator, 'PATCH', `/media/${large.id}`, { tag: '' })
    expect(await names('tag=横幅')).toEqual([medium.img_name])
  })

  it('refuses a tag that is too long, and images of another company', async () => {
    const image = await uploadImage(app, operator, makePng(10, 10), '标签.png')
    const long = await callApi(app, operator, 'PATCH', `/media/${image.id}`, { tag: '一二三四五六七八九十一二三' })
    expect(long.status).toBe(400)
    const stranger = await createOperator(app, 2)
    expect((await callApi(app, stranger, 'PATCH', `/media/${image.id}`, { tag: 'x' })).body?.code).toBe(
      'MEDIA_NOT_FOUND',
    )
    expect((await callApi(app, stranger, 'DELETE', `/media/${image.id}`)).status).toBe(404)
    expect(fs.existsSync(fileOf(image))).toBe(true)
  })
})

describe('uses and deleting', () => {
  it('lists where an image is used: page drafts and published pages, goods, brands', async () => {
    const image = await uploadImage(app, operator, makePng(200, 200), '使用中.png')
    await insertTemplate(app, {
      page_name: 'custom',
      title: '活动页',
      config: configWith(pictureWidget(image.img_full_url)),
      published: true,
    })
    const goodsId = await createTestGoods(app.db, { item_name: '带图商品', pics: [image.img_full_url] })
    await app.db.insertInto('brands').values({ name: '带图品牌', logo: image.img_full_url }).execute()

    const { status, body } = await callApi(app, operator, 'GET', `/media/${image.id}/uses`)
    expect(status).toBe(200)
    const labels = (body?.data as MediaUses).uses.map((use) => use.label)
    expect(labels).toEqual(['页面「活动页」草稿', '页面「活动页」已发布版本', '商品「带图商品」', '品牌「带图品牌」'])
    expect((body?.data as MediaUses).uses[2]).toMatchObject({ kind: 'goods', id: goodsId })

    const unused = await uploadImage(app, operator, makePng(200, 200), '没用上.png')
    expect((await callApi(app, operator, 'GET', `/media/${unused.id}/uses`)).body?.data.uses).toEqual([])
  })

  it('refuses to delete an image in use with 409 and its uses, and deletes nothing', async () => {
    const image = await uploadImage(app, operator, makePng(64, 64), '页头标志.png')
    await insertTemplate(app, {
      page_name: 'custom',
      title: '草稿页',
      config: configWith(pictureWidget(image.img_full_url)),
    })

    const refused = await callApi(app, operator, 'DELETE', `/media/${image.id}`)
    expect(refused.status).toBe(409)
    const answer = refused.body as MediaInUse
    expect(answer.code).toBe('MEDIA_IN_USE')
    expect(answer.message).toBe('1 张图片正在使用中，不能删除：页面「草稿页」草稿')
    expect(answer.images).toEqual([
      {
        id: image.id,
        img_name: '页头标志.png',
        uses: [expect.objectContaining({ kind: 'page_draft', name: '草稿页' })],
      },
    ])
    expect(fs.existsSync(fileOf(image))).toBe(true)
    expect(await names('keywords=页头标志')).toEqual(['页头标志.png'])
  })

  it('deletes several unused images at once, all or none', async () => {
    const a = await uploadImage(app, operator, makePng(30, 30), '批量-甲.png')
    const b = await uploadImage(app, operator, makePng(30, 30), '批量-乙.png')
    const used = await uploadImage(app, operator, makePng(30, 30), '批量-丙.png')
    await app.db
      .insertInto('settings')
      .values({ name: 'base_setting', value: JSON.stringify({ logo: used.img_full_url }) })
      .execute()

    const refused = await callApi(app, operator, 'POST', '/media/delete', { ids: [a.id, used.id, b.id] })
    expect(refused.status).toBe(409)
    expect(refused.body?.message).toBe('1 张图片正在使用中，不能删除：站点设置（base_setting）')
    expect(await names('keywords=批量-')).toHaveLength(3)
    expect(fs.existsSync(fileOf(a))).toBe(true)

    const unknown = await callApi(app, operator, 'POST', '/media/delete', { ids: [a.id, 999_999] })
    expect(unknown.status).toBe(404)
    expect((await callApi(app, operator, 'POST', '/media/delete', { ids: [] })).status).toBe(400)

    const done = await callApi(app, operator, 'POST', '/media/delete', { ids: [a.id, b.id, a.id] })
    expect(done.status).toBe(200)
    expect(done.body?.data.deleted.sort()).toEqual([a.id, b.id].sort())
    expect(await names('keywords=批量-')).toEqual(['批量-丙.png'])
    expect(fs.existsSync(fileOf(a))).toBe(false)
    expect(fs.existsSync(fileOf(b))).toBe(false)

    const single = await uploadImage(app, operator, makePng(30, 30), '单张.png')
    expect((await callApi(app, operator, 'DELETE', `/media/${single.id}`)).status).toBe(204)
    expect(fs.existsSync(fileOf(single))).toBe(false)
    expect((await callApi(app, operator, 'DELETE', `/media/${single.id}`)).body?.code).toBe('MEDIA_NOT_FOUND')

    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'target'])
      .where('action', '=', '删除图片')
      .execute()
    expect(audit.map((row) => row.target)).toEqual(expect.arrayContaining(['单张.png']))
  })
})
