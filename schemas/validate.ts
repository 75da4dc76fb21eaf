import type { TSchema } from '@sinclair/typebox'
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import { PageSettings, pageDefaults, type PageSettings as PageSettingsValue } from './page.ts'
import { COLOR_PATTERN, SAFE_URL_PATTERN, SCHEMA_KEYWORDS } from './style.ts'
import { UNSAFE_MESSAGE, findUnsafe } from './unsafe.ts'
import { isWidgetType, widgetSchemas, type Widget, type WidgetType } from './widgets/index.ts'
import { FREE_PANEL_CHILD_TYPES } from './widgets/W0006.ts'
import { isRecord } from './guards.ts'

/**
 * Validation of stored widgets and whole templates, shared by the server (resolution, saving
 * drafts) and the designer (before a save, to show the spec's Chinese messages).
 */

export interface Issue {
  /** JSON pointer into the widget, '' for the widget itself. */
  path: string
  message: string
}

export type WidgetResult =
  /** `value` is a copy of the input with schema defaults filled in. */
  { ok: true; value: Widget } | { ok: false; errors: Issue[] }

const ajv = new Ajv({
  allErrors: true,
  useDefaults: true,
  // parentSchema on each error lets messages be read from the failing schema's `x-message`.
  verbose: true,
  // TypeBox tuples and unions are fine as they are; strict mode only adds noise for them.
  strict: false,
})
for (const keyword of SCHEMA_KEYWORDS) ajv.addKeyword({ keyword })

const compiled = new Map<WidgetType | 'W0000', ValidateFunction>()

function validatorFor(type: WidgetType | 'W0000'): ValidateFunction {
  let validate = compiled.get(type)
  if (!validate) {
    validate = ajv.compile(type === 'W0000' ? PageSettings : widgetSchemas[type].schema)
    compiled.set(type, validate)
  }
  return validate
}

function genericMessage(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'pattern':
      if (error.schema === SAFE_URL_PATTERN) return UNSAFE_MESSAGE
      if (error.schema === COLOR_PATTERN) return '颜色格式不正确'
      return '格式不正确'
    case 'minItems':
      return `至少需要${params.limit}项`
    case 'maxItems':
      return `最多只能有${params.limit}项`
    case 'minimum':
      return `不能小于${params.limit}`
    case 'maximum':
      return `不能大于${params.limit}`
    case 'minLength':
      return '不能为空'
    case 'maxLength':
      return `不能超过${params.limit}个字符`
    case 'required':
      return '缺少必填项'
    case 'type':
      return '类型不正确'
    case 'const':
    case 'enum':
    case 'anyOf':
      return '取值不正确'
    default:
      return '格式不正确'
  }
}

function messageFor(error: ErrorObject): string {
  const messages = (error.parentSchema as { 'x-message'?: Record<string, string> } | undefined)?.['x-message']
  return messages?.[error.keyword] ?? genericMessage(error)
}

function toIssues(errors: ErrorObject[]): Issue[] {
  // A failed union reports each branch too; only the union's own error is worth showing.
  const unions = errors.filter((error) => error.keyword === 'anyOf')
  const issues: Issue[] = []
  for (const error of errors) {
    if (unions.some((union) => union !== error && error.schemaPath.startsWith(`${union.schemaPath}/`))) continue
    const path =
      error.keyword === 'required'
        ? `${error.instancePath}/${(error.params as { missingProperty: string }).missingProperty}`
        : error.instancePath
    const message = messageFor(error)
    if (!issues.some((issue) => issue.path === path && issue.message === message)) issues.push({ path, message })
  }
  return issues
}

function copyOf(value: unknown): unknown {
  try {
    return structuredClone(value)
  } catch {
    return undefined
  }
}

const prefixed = (prefix: string, issues: Issue[]) =>
  issues.map((issue) => ({ ...issue, path: `${prefix}${issue.path}` }))

function validateCopy(widget: Record<string, unknown>, type: WidgetType, depth: number): WidgetResult {
  const unsafe = findUnsafe(widget)
  if (unsafe.length > 0) return { ok: false, errors: unsafe.map((path) => ({ path, message: UNSAFE_MESSAGE })) }

  const validate = validatorFor(type)
  if (!validate(widget)) return { ok: false, errors: toIssues(validate.errors ?? []) }
  const value = widget as unknown as Widget

  const errors: Issue[] = []
  if (value.width > value.pageWidth) errors.push({ path: '/width', message: `不能大于${value.pageWidth}` })
  errors.push(...(widgetSchemas[type].check?.(value) ?? []))
  if (value.type === 'W0006') {
    value.childWidgets.forEach((child, index) => {
      // Panels do not nest; a child is one of the small widget types a panel accepts.
      const result = !FREE_PANEL_CHILD_TYPES.includes(child.type) || depth > 0 ? null : validateNested(child, depth + 1)
      if (!result) errors.push({ path: `/childWidgets/${index}/type`, message: '自由面板内不能放置该挂件' })
      else if (!result.ok) errors.push(...prefixed(`/childWidgets/${index}`, result.errors))
      else value.childWidgets[index] = result.value as (typeof value.childWidgets)[number]
    })
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value }
}

function validateNested(widget: unknown, depth: number): WidgetResult {
  const copy = copyOf(widget)
  if (!isRecord(copy)) return { ok: false, errors: [{ path: '', message: '挂件数据格式不正确' }] }
  if (!isWidgetType(copy.type)) return { ok: false, errors: [{ path: '/type', message: '未知的挂件类型' }] }
  return validateCopy(copy, copy.type, depth)
}

/**
 * Checks one stored widget against its type's schema, the spec's limits and the content rules.
 * Never changes the input: `value` is a copy with defaults filled in.
 */
export function validateWidget(widget: unknown): WidgetResult {
  return validateNested(widget, 0)
}

export type PageResult = { ok: true; value: PageSettingsValue } | { ok: false; errors: Issue[] }

/** W0000 page settings; the `type` marker of a stored W0000 item is allowed. */
export function validatePage(settings: unknown): PageResult {
  const copy = copyOf(settings ?? {})
  if (!isRecord(copy)) return { ok: false, errors: [{ path: '', message: '页面设置格式不正确' }] }
  const unsafe = findUnsafe(copy)
  if (unsafe.length > 0) return { ok: false, errors: unsafe.map((path) => ({ path, message: UNSAFE_MESSAGE })) }
  const validate = validatorFor('W0000')
  if (!validate(copy)) return { ok: false, errors: toIssues(validate.errors ?? []) }
  const { backgroundColor, themeColor, merchantSettlement } = copy as PageSettingsValue
  return { ok: true, value: { backgroundColor, themeColor, merchantSettlement } }
}

const schemaValidators = new WeakMap<TSchema, ValidateFunction>()

/**
 * A value's issues against any schema, with the same messages and unsafe-text rule as widgets
 * (the header and footer configs: schemas/frame-problems.ts). Never changes the input.
 */
export function schemaIssues(schema: TSchema, value: unknown): Issue[] {
  const copy = copyOf(value ?? {})
  if (!isRecord(copy)) return [{ path: '', message: '数据格式不正确' }]
  const unsafe = findUnsafe(copy)
  if (unsafe.length > 0) return unsafe.map((path) => ({ path, message: UNSAFE_MESSAGE }))
  let validate = schemaValidators.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    schemaValidators.set(schema, validate)
  }
  return validate(copy) ? [] : toIssues(validate.errors ?? [])
}

export interface DroppedWidget {
  /** Position in the template's widget list; -1 for the page settings. */
  index: number
  type?: unknown
  uuid?: unknown
  errors: Issue[]
}

export interface TemplateResult {
  /** The page settings, or the defaults when the stored ones are invalid. */
  page: PageSettingsValue
  widgets: Widget[]
  dropped: DroppedWidget[]
}

/**
 * A whole page: either the stored list of config items (a W0000 item plus widgets) or
 * `{ page, widgets }`. Invalid widgets are dropped and reported, never fail the page.
 */
export function validateTemplate(template: unknown): TemplateResult {
  let pageInput: unknown
  let items: unknown[]
  if (Array.isArray(template)) {
    pageInput = template.find((item) => isRecord(item) && item.type === 'W0000')
    items = template.filter((item) => !(isRecord(item) && item.type === 'W0000'))
  } else if (isRecord(template)) {
    pageInput = template.page
    items = Array.isArray(template.widgets) ? template.widgets : []
  } else {
    items = []
  }

  const dropped: DroppedWidget[] = []
  const pageResult = validatePage(pageInput)
  if (!pageResult.ok) dropped.push({ index: -1, type: 'W0000', errors: pageResult.errors })

  const widgets: Widget[] = []
  const seen = new Set<string>()
  items.forEach((item, index) => {
    const result = validateWidget(item)
    const type = isRecord(item) ? item.type : undefined
    const uuid = isRecord(item) ? item.uuid : undefined
    if (!result.ok) dropped.push({ index, type, uuid, errors: result.errors })
    else if (seen.has(result.value.uuid))
      dropped.push({ index, type, uuid, errors: [{ path: '/uuid', message: '挂件标识重复' }] })
    else {
      seen.add(result.value.uuid)
      widgets.push(result.value)
    }
  })
  return { page: pageResult.ok ? pageResult.value : pageDefaults(), widgets, dropped }
}
