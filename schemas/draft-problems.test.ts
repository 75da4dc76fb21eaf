import { describe, expect, it } from 'vitest'
import { draftProblems, errorsOf, type SchemaMemo } from './draft-problems.ts'
import { pageDefaults } from './page.ts'
import { createWidget } from './widgets/index.ts'

describe('draftProblems', () => {
  it('marks schema problems, empty images and placeholders as errors, the rest as warnings', () => {
    const slides = { ...createWidget('W0001'), uuid: 'slides', y: 0, height: 300 }
    const wide = { ...createWidget('W0011'), uuid: 'wide', y: 250, height: 40, width: 2000 }
    const problems = draftProblems({ page: pageDefaults(), widgets: [slides, wide] })
    expect(problems).toEqual([
      { uuid: 'slides', widget: 'W0001', path: '/data/0/imgUrl', message: '轮播图 1 未设置图片', severity: 'error' },
      { uuid: 'wide', widget: 'W0011', path: '/width', message: '不能大于1190', severity: 'error' },
      expect.objectContaining({ uuid: 'wide', path: '', severity: 'warning' }),
    ])
    expect(errorsOf(problems)).toHaveLength(2)
  })

  it('checks a free panel’s children as widgets of their own', () => {
    const coupons = { ...createWidget('W0021'), uuid: 'coupons' }
    const panel = { ...createWidget('W0006'), uuid: 'panel', childWidgets: [coupons] }
    expect(draftProblems({ page: pageDefaults(), widgets: [panel] })).toEqual([
      {
        uuid: 'coupons',
        widget: 'W0021',
        path: '/data/0',
        message: '优惠券 1 仍是示例优惠券，请选择优惠券',
        severity: 'error',
      },
    ])
  })

  it('adds link and clip warnings from the context', () => {
    const text = {
      ...createWidget('W0011'),
      uuid: 'text',
      data: [{ linkPage: 'page', theme_pc_template_id: 1005 }],
    }
    const problems = draftProblems(
      { page: pageDefaults(), widgets: [text] },
      {
        templateId: 5,
        pages: [{ id: 5, theme_pc_template_id: 1005, template_title: '本页', published: true }],
        clipped: { text: { kind: 'height', fitHeight: 80 } },
      },
    )
    expect(problems.map((problem) => [problem.message, problem.severity])).toEqual([
      ['链接指向本页面', 'warning'],
      ['内容超出挂件高度，部分内容被裁切', 'warning'],
    ])
  })

  it('with a memo, checks a widget object once and the object that replaced it anew', () => {
    const memo: SchemaMemo = new WeakMap()
    const ok = { ...createWidget('W0011'), uuid: 'ok', y: 0, height: 40 }
    const wide = { ...createWidget('W0011'), uuid: 'wide', y: 100, height: 40, width: 2000 }
    const page = pageDefaults()
    const first = draftProblems({ page, widgets: [ok, wide] }, {}, memo)
    expect(first).toEqual(draftProblems({ page, widgets: [ok, wide] }))
    const kept = memo.get(wide)
    expect(kept).toEqual([expect.objectContaining({ uuid: 'wide', path: '/width' })])
    expect(memo.has(ok) && memo.has(page)).toBe(true)

    // The same objects are answered from the memo; an edited widget is a new object, checked again.
    const fixed = { ...wide, width: 500 }
    expect(draftProblems({ page, widgets: [ok, fixed] }, {}, memo)).toEqual([])
    expect(memo.get(wide)).toBe(kept)
    expect(memo.get(fixed)).toEqual([])
  })
})
