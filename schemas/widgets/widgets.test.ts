import { describe, expect, it } from 'vitest'
import { validateWidget, type Issue } from '../validate.ts'
import { createWidget, widgetSchemas, widgetTypes, type Widget, type WidgetByType, type WidgetType } from './index.ts'

const goods = (id: number) => ({ goods_id: id, itemId: id, goods_name: `商品${id}`, goods_pic: '', price: 100 })
const coupon = (id: number) => ({ card_id: id, title: `券${id}`, card_type: 'cash' as const })
const slide = () => ({ imgUrl: '/img/a.png', pathData: { linkPage: '' as const } })

function errorsOf(widget: unknown): Issue[] {
  const result = validateWidget(widget)
  return result.ok ? [] : result.errors
}

function edited<T extends WidgetType>(type: T, edit: (widget: WidgetByType[T]) => void): WidgetByType[T] {
  const widget = createWidget(type)
  edit(widget)
  return widget
}

/** A case of a default widget with the setting at `path` (a JSON pointer) set to a value it must refuse there. */
function refused(
  label: string,
  type: WidgetType,
  path: string,
  value: unknown,
  message: string,
): [string, Widget, Issue] {
  const widget = createWidget(type)
  const keys = path.slice(1).split('/')
  const last = keys.pop()!
  let parent = widget as unknown as Record<string, unknown>
  for (const key of keys) parent = parent[key] as Record<string, unknown>
  parent[last] = value
  return [label, widget, { path, message }]
}

describe('widget registry', () => {
  it('lists the 21 widget types without W0009', () => {
    expect(widgetTypes).toHaveLength(21)
    expect(widgetTypes).not.toContain('W0009')
    expect(widgetTypes[0]).toBe('W0001')
    expect(widgetTypes.at(-1)).toBe('W0022')
  })

  it.each(widgetTypes)('%s defaults are valid and carry a Chinese name', (type) => {
    const entry = widgetSchemas[type]
    expect(entry.name).toMatch(/[\u4e00-\u9fa5]/)
    expect(entry.defaults.type).toBe(type)
    const result = validateWidget(createWidget(type))
    expect(result.ok ? [] : result.errors).toEqual([])
  })

  it('createWidget copies the defaults with a fresh uuid and applies overrides', () => {
    const first = createWidget('W0001')
    const second = createWidget('W0001', { y: 40 })
    expect(first.uuid).not.toBe(second.uuid)
    expect(second.y).toBe(40)
    first.data.push(slide())
    expect(widgetSchemas.W0001.defaults.data).toHaveLength(1)
    expect(Object.isFrozen(widgetSchemas.W0001.defaults)).toBe(true)
  })

  it('validation fills missing fields with defaults and leaves the input alone', () => {
    const stored = { type: 'W0010', name: 'minicart', uuid: 'abc' }
    const result = validateWidget(stored)
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.value).toMatchObject({ width: 375, fontSize: 14, pageWidth: 1190, zindex: 1 })
    expect(stored).toEqual({ type: 'W0010', name: 'minicart', uuid: 'abc' })
  })

  it('rejects unknown types and non-objects', () => {
    expect(errorsOf({ type: 'W0009', uuid: 'a' })).toEqual([{ path: '/type', message: '未知的挂件类型' }])
    expect(errorsOf('W0001')).toEqual([{ path: '', message: '挂件数据格式不正确' }])
  })
})

describe('spec 9 defaults', () => {
  const expected: [WidgetType, Record<string, unknown>][] = [
    ['W0008', { height: 38 }],
    ['W0007', { height: 40 }],
    ['W0010', { width: 110, height: 38, fontSize: 14 }],
    ['W0011', { width: 52, height: 20, fontSize: 14 }],
    ['W0012', { width: 390, height: 450 }],
    ['W0013', { height: 40 }],
    ['W0014', { height: 462 }],
    ['W0015', { height: 462, wgtTitleFontSize: 18, wgtPriceFontSize: 18, wgtToFixed: 2 }],
    ['W0016', { width: 384, height: 422 }],
    ['W0017', { width: 882, height: 592 }],
    [
      'W0018',
      { width: 307, height: 593, autoplaySpeed: 2000, wgtTitleFontSize: 14, wgtPriceFontSize: 20, wgtToFixed: 2 },
    ],
    ['W0019', { height: 565, columnNums: 5 }],
    ['W0020', { height: 430, columnNums: 2 }],
    ['W0021', { height: 462 }],
    ['W0022', { height: 40 }],
    ['W0001', { width: 375, autoplaySpeed: 2000 }],
  ]
  it.each(expected)('%s', (type, values) => expect(widgetSchemas[type].defaults).toMatchObject(values))
})

describe('designer limits (spec 5)', () => {
  const cases: [string, Widget, Issue][] = [
    refused('W0001 no slide', 'W0001', '/data', [], '请至少添加1张轮播图'),
    refused('W0001 six slides', 'W0001', '/data', Array.from({ length: 6 }, slide), '最多只能添加5张轮播图'),
    refused('W0005 no tab', 'W0005', '/data', [], '请至少添加1个商品'),
    refused('W0005 tab without goods', 'W0005', '/data/0/data', [], '请至少添加1个商品'),
    refused('W0012 no product group', 'W0012', '/data/3', [], '请至少添加1组商品'),
    refused(
      'W0012 five product groups',
      'W0012',
      '/data/3',
      Array.from({ length: 5 }, (_, i) => ({ type: 'goods' as const, data: [goods(i + 1)] })),
      '最多添加4组商品',
    ),
    refused('W0012 no coupon group', 'W0012', '/data/4', [], '请至少添加1组优惠券'),
    refused(
      'W0012 four coupon groups',
      'W0012',
      '/data/4',
      Array.from({ length: 4 }, () => ({ type: 'coupon' as const, data: [] })),
      '最多添加3组优惠券',
    ),
    [
      'W0012 four coupons in a group',
      edited('W0012', (w) => {
        w.data[4] = [{ type: 'coupon', data: [1, 2, 3, 4].map(coupon) }]
      }),
      { path: '/data/4/0/data', message: '最多选择3张优惠券' },
    ],
    refused('W0014 no tab', 'W0014', '/data', [], '请至少添加1个商品'),
    refused('W0014 tab without goods', 'W0014', '/data/0/data', [], '请至少添加1个商品'),
    refused('W0015 tab without goods', 'W0015', '/data/0/data', [], '请至少添加1个商品'),
    refused('W0017 no tab', 'W0017', '/data', [], '请至少添加1个商品'),
    refused('W0017 tab without goods', 'W0017', '/data/0/data', [], '请至少添加1个商品'),
    refused('W0018 no group', 'W0018', '/data', [], '请至少添加1组商品列表'),
    refused(
      'W0018 six groups',
      'W0018',
      '/data',
      Array.from({ length: 6 }, (_, i) => ({ data: [goods(i + 1)] })),
      '最多只能添加5组商品列表',
    ),
    [
      'W0020 goods before a shop',
      edited('W0020', (w) => {
        w.data = [{ shop_id: 0, shop_name: '', shop_pic: '', tag_list: [], goods_list: [goods(1)] }]
      }),
      { path: '/data/0/goods_list', message: '请先选择商铺' },
    ],
    refused('W0021 no coupon', 'W0021', '/data', [], '请至少添加1个优惠券'),
  ]
  it.each(cases)('%s', (_label, widget, issue) => expect(errorsOf(widget)).toEqual([issue]))

  it('accepts each list at its limits', () => {
    const valid: Widget[] = [
      edited('W0001', (w) => {
        w.data = Array.from({ length: 5 }, slide)
      }),
      edited('W0012', (w) => {
        w.data[3] = Array.from({ length: 4 }, (_, i) => ({ type: 'goods' as const, data: [goods(i + 1)] }))
        w.data[4] = Array.from({ length: 3 }, () => ({ type: 'coupon' as const, data: [1, 2, 3].map(coupon) }))
      }),
      edited('W0018', (w) => {
        w.data = Array.from({ length: 5 }, (_, i) => ({ data: [goods(i + 1)] }))
      }),
      edited('W0020', (w) => {
        w.data = [{ shop_id: 3, shop_name: '店', shop_pic: '', tag_list: [], goods_list: [1, 2, 3].map(goods) }]
      }),
    ]
    for (const widget of valid) expect(errorsOf(widget)).toEqual([])
  })
})

describe('number bounds and enums (spec 5, 3)', () => {
  const cases: [string, Widget, Issue][] = [
    refused('wgtToFixed above 2', 'W0015', '/wgtToFixed', 3, '不能大于2'),
    refused('wgtToFixed below 0', 'W0018', '/wgtToFixed', -1, '不能小于0'),
    refused('W0018 title font 28', 'W0018', '/wgtTitleFontSize', 28, '不能大于27'),
    refused('negative font size', 'W0010', '/fontSize', -1, '不能小于0'),
    refused('negative border size', 'W0010', '/wgtBorderRadius', -1, '不能小于0'),
    refused('more-title font 9', 'W0021', '/wgtMoreFontSize', 9, '不能小于10'),
    refused('shop name font 13', 'W0019', '/wgtShopNameFontSize', 13, '不能小于14'),
    refused('shop border width 6', 'W0020', '/wgtBorderWidth', 6, '不能大于5'),
    refused('negative autoplay delay', 'W0001', '/autoplaySpeed', -1, '不能小于0'),
    refused('logo wall column 6', 'W0004', '/column', 6, '取值不正确'),
    refused('W0012 styleType 5', 'W0012', '/styleType', 5, '取值不正确'),
    refused('W0011 textAlign', 'W0011', '/textAlign', 'justify', '取值不正确'),
    refused('W0011 fontWeight', 'W0011', '/fontWeight', '900', '取值不正确'),
    refused('W0011 fontStyle', 'W0011', '/fontStyle', 'oblique', '取值不正确'),
    refused('W0011 textDecoration', 'W0011', '/textDecoration', 'line-through', '取值不正确'),
    refused('width above the page width', 'W0002', '/width', 1191, '不能大于1190'),
    [
      'width above a narrower pageWidth',
      edited('W0002', (w) => {
        w.pageWidth = 1000
        w.width = 1100
      }),
      { path: '/width', message: '不能大于1000' },
    ],
    refused('negative height', 'W0002', '/height', -1, '不能小于0'),
    refused('negative padding', 'W0002', '/paddings/left', -2, '不能小于0'),
    refused('negative border width', 'W0002', '/borders/width', -1, '不能小于0'),
    refused('a colour with CSS in it', 'W0002', '/colours/backgroundColor', 'red;background:url(x)', '颜色格式不正确'),
    refused('a named colour', 'W0013', '/wgtTheme', 'red', '颜色格式不正确'),
    refused('an overlong title', 'W0002', '/text', '字'.repeat(51), '不能超过50个字符'),
    [
      'a missing uuid',
      edited('W0002', (w) => {
        delete (w as Partial<Widget>).uuid
      }),
      { path: '/uuid', message: '缺少必填项' },
    ],
  ]
  it.each(cases)('%s', (_label, widget, issue) => expect(errorsOf(widget)).toEqual([issue]))

  it.each(['#fff', '#FFFFFF', '#ffffff80', 'rgb(1, 2, 3)', 'rgba(255,255,255,0.5)', 'transparent', ''])(
    'accepts colour %j',
    (color) => {
      expect(
        errorsOf(
          edited('W0013', (w) => {
            w.wgtTheme = color
          }),
        ),
      ).toEqual([])
    },
  )
})

describe('W0006 free panel children', () => {
  const child = (overrides: Record<string, unknown> = {}) => ({
    ...createWidget('W0011'),
    leaf: true,
    x: 10,
    y: 10,
    ...overrides,
  })

  it('accepts valid children and fills their defaults', () => {
    const { fontSize: _dropped, ...partial } = child()
    const result = validateWidget(
      edited('W0006', (w) => {
        w.childWidgets = [partial]
      }),
    )
    expect(result.ok).toBe(true)
    if (result.ok && result.value.type === 'W0006') expect(result.value.childWidgets[0]).toMatchObject({ fontSize: 14 })
  })

  it('reports a child error under the child path', () => {
    const panel = edited('W0006', (w) => {
      w.childWidgets = [child({ fontStyle: 'oblique' })]
    })
    expect(errorsOf(panel)).toEqual([{ path: '/childWidgets/0/fontStyle', message: '取值不正确' }])
  })

  it('refuses a nested free panel', () => {
    const panel = edited('W0006', (w) => {
      w.childWidgets = [{ ...createWidget('W0006'), x: 0, y: 0 }]
    })
    expect(errorsOf(panel)).toEqual([{ path: '/childWidgets/0/type', message: '自由面板内不能放置该挂件' }])
  })
})
