import fc from 'fast-check'
import type { TObject, TSchema } from '@sinclair/typebox'
import { describe, expect, it } from 'vitest'
import { COLOR_PATTERN, SAFE_URL_PATTERN } from './style.ts'
import { validatePage, validateTemplate, validateWidget, type Issue } from './validate.ts'
import { createWidget, widgetSchemas, widgetTypes, type Widget, type WidgetType } from './widgets/index.ts'

const UNSAFE = '链接或内容不安全'

function errorsOf(widget: unknown): Issue[] {
  const result = validateWidget(widget)
  return result.ok ? [] : result.errors
}

const withLink = (url: string) => {
  const widget = createWidget('W0001')
  widget.data[0].pathData = { linkPage: 'href', url }
  return widget
}

describe('unsafe links', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.com',
    '/\\evil.com',
  ])('rejects link url %j', (url) => {
    expect(errorsOf(withLink(url))).toEqual([{ path: '/data/0/pathData/url', message: UNSAFE }])
  })

  it.each(['https://example.com/a?b=1', 'http://example.com', '/items?cat_id=3', '/custompage?pageid=2', ''])(
    'accepts link url %j',
    (url) => {
      expect(errorsOf(withLink(url))).toEqual([])
    },
  )

  it('rejects an unsafe image address', () => {
    const widget = createWidget('W0001')
    widget.data[0].imgUrl = 'data:image/svg+xml,<svg/>'
    expect(errorsOf(widget)).toEqual([{ path: '/data/0/imgUrl', message: UNSAFE }])
  })

  it('rejects a javascript: address in a field the schema does not know', () => {
    expect(errorsOf({ ...createWidget('W0002'), extraLink: 'javascript:alert(1)' })).toEqual([
      { path: '/extraLink', message: UNSAFE },
    ])
  })

  it('rejects data: in url-like lists the schema does not know', () => {
    const widget = createWidget('W0021')
    Object.assign(widget.data[0], { icon_url_list: ['data:text/html,x'] })
    expect(errorsOf(widget)).toEqual([{ path: '/data/0/icon_url_list/0', message: UNSAFE }])
  })
})

describe('unsafe content', () => {
  it.each([
    ['<script>alert(1)</script>'],
    ['<SCRIPT src=x>'],
    ['&lt;script&gt;alert(1)'],
    ['<img src=x onerror=alert(1)>'],
    ['<img src=x onerror = "alert(1)">'],
    ['" onmouseover="alert(1)'],
    ['<iframe src="/x">'],
    ['点击 javascript:alert(1)'],
  ])('rejects text %j', (text) => {
    const widget = createWidget('W0011', { text })
    expect(errorsOf(widget)).toEqual([{ path: '/text', message: UNSAFE }])
  })

  it.each(['限时特惠 5折起', 'Season online = fun', 'data: 2024 新品', 'a < b 且 c > d', '登录 on sale'])(
    'accepts text %j',
    (text) => {
      expect(errorsOf(createWidget('W0011', { text }))).toEqual([])
    },
  )
})

describe('validatePage', () => {
  it('fills the W0000 defaults', () => {
    expect(validatePage({ type: 'W0000' })).toEqual({
      ok: true,
      value: { backgroundColor: '#F5F5F5', themeColor: '#479EE9', merchantSettlement: false },
    })
  })

  it('rejects an empty or unsafe theme colour', () => {
    expect(validatePage({ themeColor: '' })).toEqual({
      ok: false,
      errors: [{ path: '/themeColor', message: '不能为空' }],
    })
    expect(validatePage({ themeColor: 'url(javascript:alert(1))' })).toEqual({
      ok: false,
      errors: [{ path: '/themeColor', message: UNSAFE }],
    })
  })
})

describe('validateTemplate', () => {
  it('keeps valid widgets in order and reports the dropped ones', () => {
    const search = createWidget('W0008')
    const text = createWidget('W0011')
    const badCarousel = createWidget('W0001', { data: [] })
    const result = validateTemplate([
      { type: 'W0000', themeColor: '#FF6600', merchantSettlement: true },
      search,
      badCarousel,
      { type: 'W0099', uuid: 'x' },
      text,
      { ...search },
    ])
    expect(result.page).toEqual({ backgroundColor: '#F5F5F5', themeColor: '#FF6600', merchantSettlement: true })
    expect(result.widgets.map((widget) => widget.uuid)).toEqual([search.uuid, text.uuid])
    expect(result.dropped).toEqual([
      { index: 1, type: 'W0001', uuid: badCarousel.uuid, errors: [{ path: '/data', message: '请至少添加1张轮播图' }] },
      { index: 2, type: 'W0099', uuid: 'x', errors: [{ path: '/type', message: '未知的挂件类型' }] },
      { index: 4, type: 'W0008', uuid: search.uuid, errors: [{ path: '/uuid', message: '挂件标识重复' }] },
    ])
  })

  it('accepts the { page, widgets } shape and falls back to default page settings', () => {
    const result = validateTemplate({
      page: { backgroundColor: 'expression(alert(1))' },
      widgets: [createWidget('W0010')],
    })
    expect(result.page.backgroundColor).toBe('#F5F5F5')
    expect(result.widgets).toHaveLength(1)
    expect(result.dropped).toEqual([
      { index: -1, type: 'W0000', errors: [{ path: '/backgroundColor', message: '颜色格式不正确' }] },
    ])
  })

  it('answers an empty page for anything else', () => {
    expect(validateTemplate(null)).toEqual({
      page: { backgroundColor: '#F5F5F5', themeColor: '#479EE9', merchantSettlement: false },
      widgets: [],
      dropped: [],
    })
  })
})

// Built once: constructing regex-based arbitraries is slow.
const hexColor = fc.stringMatching(/^#([0-9a-f]{3}|[0-9A-F]{6}|[0-9a-f]{8})$/)
const rgbaColor = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([r, g, b]) => `rgba(${r}, ${g}, ${b}, 0.5)`)
const filledColor = fc.oneof(hexColor, rgbaColor)
const anyColor = fc.oneof(hexColor, rgbaColor, fc.constant('transparent'), fc.constant(''))
const absoluteUrl = fc
  .tuple(
    fc.constantFrom('http', 'https', 'HTTPS'),
    fc.stringMatching(/^[a-z0-9-]{1,12}\.(com|cn)$/),
    fc.stringMatching(/^[a-zA-Z0-9/?=&%._-]{0,30}$/),
  )
  .map(([scheme, host, rest]) => `${scheme}://${host}/${rest}`)
const sitePath = fc.stringMatching(/^\/([a-z0-9?=&][a-z0-9/?=&]{0,29})?$/)
const safeUrl = fc.oneof(absoluteUrl, sitePath, fc.constant(''))
const text = fc.stringMatching(/^[\u4e00-\u9fa5A-Za-z0-9 ,.!¥%-]*$/)

/** Safe values for a top-level field, read from its schema. */
function arbitraryFor(schema: TSchema): fc.Arbitrary<unknown> | null {
  if (schema.const !== undefined) return null
  if (schema.type === 'boolean') return fc.boolean()
  if (schema.type === 'integer' || schema.type === 'number') {
    const min = Math.ceil(schema.minimum ?? -1000)
    return fc.integer({ min, max: Math.floor(schema.maximum ?? min + 5000) })
  }
  if (schema.type !== 'string') return null
  if (schema.pattern === COLOR_PATTERN) return schema.minLength ? filledColor : anyColor
  if (schema.pattern === SAFE_URL_PATTERN) return safeUrl
  if (schema.pattern) return null
  const maxLength = schema.maxLength ?? 50
  return text.filter((value) => value.length <= maxLength)
}

const untouched = new Set(['type', 'uuid', 'width', 'pageWidth'])

function safeEdits(type: WidgetType): fc.Arbitrary<Record<string, unknown>> {
  const schema = widgetSchemas[type].schema as TObject
  const fields: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, property] of Object.entries(schema.properties)) {
    const arbitrary = untouched.has(key) ? null : arbitraryFor(property)
    if (arbitrary) fields[key] = arbitrary
  }
  // Width is bounded by pageWidth, so both are drawn together.
  const size = fc
    .integer({ min: 1, max: 1190 })
    .chain((pageWidth) =>
      fc.record({ pageWidth: fc.constant(pageWidth), width: fc.integer({ min: 0, max: pageWidth }) }),
    )
  return fc.tuple(fc.record(fields, { requiredKeys: [] }), size).map(([edits, sizes]) => ({ ...edits, ...sizes }))
}

/** JSON pointers of every string leaf. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) =>
    stringPaths(child, [...path, Array.isArray(value) ? Number(key) : key]),
  )
}

function setAt(target: unknown, path: (string | number)[], replacement: string) {
  let node = target as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[path[path.length - 1]] = replacement
}

const injected = fc.constantFrom(
  'javascript:alert(1)',
  'JAVASCRIPT:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '&#106;avascript:alert(1)',
  'jav&#x61;script:alert(1)',
  'JaVaScRiPt&colon;alert(1)',
)

describe('properties', () => {
  it('a widget made from its defaults with random safe edits validates', () => {
    const edits = Object.fromEntries(widgetTypes.map((type) => [type, safeEdits(type)])) as Record<
      WidgetType,
      fc.Arbitrary<Record<string, unknown>>
    >
    const type = fc.constantFrom(...widgetTypes)
    fc.assert(
      fc.property(
        type.chain((t) => fc.tuple(fc.constant(t), edits[t])),
        ([t, changes]) => {
          const widget = { ...createWidget(t), ...changes }
          expect(errorsOf(widget)).toEqual([])
        },
      ),
      { numRuns: 300 },
    )
  })

  it('a template with a javascript: url injected at any string position loses that widget', () => {
    const template = (): [Record<string, unknown>, ...Widget[]] => [
      { type: 'W0000', backgroundColor: '#FFFFFF', themeColor: '#479EE9', merchantSettlement: false },
      ...widgetTypes.map((type) => createWidget(type)),
    ]
    const positions = stringPaths(template())
    fc.assert(
      fc.property(fc.constantFrom(...positions), injected, (position, payload) => {
        const items = template()
        setAt(items, position, payload)
        const result = validateTemplate(items)
        const [index] = position as [number]
        if (index === 0) {
          // The page settings fall back to defaults (or, with a broken `type`, the item is dropped).
          expect(result.dropped).toHaveLength(1)
          expect(result.widgets).toHaveLength(widgetTypes.length)
        } else {
          expect(result.dropped.map((entry) => entry.index)).toEqual([index - 1])
          expect(result.widgets.map((widget) => widget.uuid)).not.toContain((items[index] as Widget).uuid)
          expect(validateWidget(items[index]).ok).toBe(false)
        }
      }),
      { numRuns: 500 },
    )
  })
})
