import { describe, expect, it } from 'vitest'
import { createWidget } from '../widgets/index.ts'
import { pageLinkWarnings } from './links.ts'
import type { PageRef } from './types.ts'

const pages: PageRef[] = [
  { id: 1, theme_pc_template_id: 1001, template_title: '本页', published: true },
  { id: 2, theme_pc_template_id: 1002, template_title: '已发布的页', published: true },
  { id: 3, theme_pc_template_id: 1003, template_title: '草稿页', published: false },
]
const link = (id: number | string, title = '') => ({
  linkPage: 'page',
  theme_pc_template_id: id,
  template_title: title,
})
const carousel = (...links: object[]) => ({
  ...createWidget('W0001'),
  data: links.map((pathData) => ({ imgUrl: '/a.png', pathData })),
})

describe('page links (warnings)', () => {
  it('warns of links to the page itself, an unpublished page and a deleted page', () => {
    const widget = carousel(link(1001), link(1002), link('1003'), link(1009, '旧活动页'))
    expect(pageLinkWarnings(widget, { templateId: 1, pages })).toEqual([
      { path: '/data/0/pathData', message: '链接指向本页面' },
      { path: '/data/2/pathData', message: '链接的页面「草稿页」尚未发布' },
      { path: '/data/3/pathData', message: '链接的页面「旧活动页」已删除' },
    ])
  })

  it('finds links wherever a widget keeps them (more links, hot zones, card links)', () => {
    const goods = createWidget('W0002', { showMore: true, moreLinkData: link(1003) as never })
    expect(pageLinkWarnings(goods, { templateId: 1, pages })).toEqual([
      { path: '/moreLinkData', message: '链接的页面「草稿页」尚未发布' },
    ])
    const zones = createWidget('W0003', {
      imgUrl: '/a.png',
      data: [{ leftPer: 0, topPer: 0, widthPer: 10, heightPer: 10, pathData: link(1001) as never }],
    })
    expect(pageLinkWarnings(zones, { templateId: 1, pages })).toEqual([
      { path: '/data/0/pathData', message: '链接指向本页面' },
    ])
  })

  it('checks nothing without the page list, and skips links that only kept an address', () => {
    expect(pageLinkWarnings(carousel(link(1009)), {})).toEqual([])
    expect(pageLinkWarnings(carousel({ linkPage: 'page', url: '/custompage?pageid=1' }), { pages })).toEqual([])
    expect(pageLinkWarnings(carousel({ linkPage: 'goods', itemId: 1003 }), { pages })).toEqual([])
  })
})
