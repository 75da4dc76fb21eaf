import { migrateConfig, migrateStoredText } from '../../schemas/migrations/template.ts'
import { pageDefaults } from '../../schemas/page.ts'
import { isWidgetType } from '../../schemas/widgets/index.ts'
import type { DraftConfig, PageName } from '../../schemas/api/designer.ts'
import { fail } from '../lib/errors.ts'
import { isRecord } from '../../schemas/guards.ts'
import { framePartOf } from '../../schemas/frame-config.ts'

type DraftWidget = DraftConfig['widgets'][number]

const isDraftWidget = (value: unknown): value is DraftWidget =>
  isRecord(value) && typeof value.uuid === 'string' && typeof value.type === 'string'

/**
 * Header and footer keep their own config shape (logo, hot keywords, navigation; footer params),
 * not a canvas of widgets: they cannot be copied, and their drafts travel as the config's `frame`.
 */
export const isCanvasPage = (pageName: PageName) => framePartOf(pageName) === null

const notCanvas = () => fail('TEMPLATE_NOT_CANVAS')

/**
 * A header or footer template's stored config as the designer edits it: default page settings, no
 * widgets, the config itself as `frame` (schemas/frame-config.ts).
 */
export function frameDraft(text: string | null): DraftConfig {
  const { schema_version: _version, ...frame } = migrateStoredText(text).config
  return { page: pageDefaults(), widgets: [], frame }
}

/** What a header or footer draft stores: its `frame`; widgets have no place in it. */
export function frameToStore(config: DraftConfig): Record<string, unknown> {
  if (!config.frame || config.widgets.length > 0) throw notCanvas()
  return config.frame
}

/**
 * A stored config as the designer edits it. Templates are stored as `{ page, widgets }`, or as
 * older lists of config items with a W0000 item among the widgets; both read the same. Page
 * settings missing from the stored value take their defaults.
 */
export function toDraftConfig(stored: unknown): DraftConfig {
  let page: unknown
  let items: unknown[]
  if (Array.isArray(stored)) {
    const w0000 = stored.find((item) => isRecord(item) && item.type === 'W0000')
    page = isRecord(w0000) ? Object.fromEntries(Object.entries(w0000).filter(([key]) => key !== 'type')) : undefined
    items = stored.filter((item) => item !== w0000)
  } else if (isRecord(stored)) {
    page = stored.page
    items = Array.isArray(stored.widgets) ? stored.widgets : []
  } else {
    items = []
  }
  return { page: { ...pageDefaults(), ...(isRecord(page) ? page : {}) }, widgets: items.filter(isDraftWidget) }
}

/** Parses stored JSON text; unusable text reads as an empty page. */
export function parseStoredConfig(text: string | null): DraftConfig {
  try {
    // Stored in an older format: the designer edits it upgraded (schemas/migrations).
    return toDraftConfig(text === null ? null : migrateConfig(JSON.parse(text)).config)
  } catch {
    return toDraftConfig(null)
  }
}

/**
 * What a saved draft must already be: widgets of known types with distinct, non-empty uuids (the
 * canvas addresses widgets by uuid). Anything else may be wrong while the operator works on it;
 * publishing checks the rest.
 */
export function checkDraftWidgets(config: DraftConfig): void {
  const seen = new Set<string>()
  const check = (widget: DraftWidget) => {
    if (!isWidgetType(widget.type)) throw fail('WIDGET_TYPE_UNKNOWN', { type: widget.type.slice(0, 20) })
    if (!widget.uuid) throw fail('WIDGET_UUID_REQUIRED')
    if (seen.has(widget.uuid)) throw fail('WIDGET_UUID_DUPLICATE', { uuid: widget.uuid.slice(0, 40) })
    seen.add(widget.uuid)
  }
  for (const widget of config.widgets) {
    check(widget)
    // A free panel's children are addressed by uuid on the canvas too.
    const children = (widget as Record<string, unknown>).childWidgets
    if (Array.isArray(children)) for (const child of children) if (isDraftWidget(child)) check(child)
  }
}
