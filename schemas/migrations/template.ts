import { TEMPLATE_STEPS } from './steps.ts'
import type { StoredConfig, TemplateStep } from './template-step.ts'
import { isRecord } from '../guards.ts'

/**
 * Versions of the stored template format, so a widget schema can change without breaking the
 * templates already saved: every config records the `schema_version` it was written in, and the
 * steps of steps.ts bring an older one up to date whenever it is read, saved or published.
 * Descriptors carry the version too (`schema_version`), so integrators know which widget schemas
 * (GET /api/schemas/widgets/:type) they follow.
 */

export const FIRST_SCHEMA_VERSION = 1

/** The version the steps lead to; refuses a list that skips or repeats a version. */
export function versionAfter(steps: readonly TemplateStep[]): number {
  steps.forEach((step, index) => {
    if (step.version !== FIRST_SCHEMA_VERSION + index + 1)
      throw new Error(
        `template steps must run ${FIRST_SCHEMA_VERSION + 1}, ${FIRST_SCHEMA_VERSION + 2}, … in order; found ${step.version} at ${index}`,
      )
  })
  return FIRST_SCHEMA_VERSION + steps.length
}

/** The current format of stored templates and the `schema_version` of every descriptor. */
export const SCHEMA_VERSION = versionAfter(TEMPLATE_STEPS)

/**
 * The config's version: its stamp, or the first version for a config stored before stamps
 * (a hand edit, an import). A stamp from a newer server (a rolling update) is kept as it is.
 */
export function versionOf(config: StoredConfig): number {
  const stamp = config.schema_version
  return typeof stamp === 'number' && Number.isInteger(stamp) && stamp >= FIRST_SCHEMA_VERSION
    ? stamp
    : FIRST_SCHEMA_VERSION
}

/**
 * Older templates stored a plain list of config items, the W0000 page settings among the
 * widgets; steps always see the `{ page, widgets }` form.
 */
function objectForm(stored: unknown[]): StoredConfig {
  const w0000 = stored.find((item) => isRecord(item) && item.type === 'W0000')
  const page = isRecord(w0000) ? Object.fromEntries(Object.entries(w0000).filter(([key]) => key !== 'type')) : {}
  return { page, widgets: stored.filter((item) => item !== w0000) }
}

export interface MigratedConfig {
  config: StoredConfig
  /** The version it was stored in. */
  from: number
  /** Whether it differs from what is stored (upgraded, or stamped for the first time). */
  changed: boolean
}

/**
 * A stored config brought to the current version and stamped with it; a value that is no config
 * at all (damaged JSON reads as null) becomes an empty one, which readers show as defaults.
 */
export function migrateConfig(stored: unknown, steps: readonly TemplateStep[] = TEMPLATE_STEPS): MigratedConfig {
  const current = versionAfter(steps)
  // Nothing stored to upgrade: readers show defaults for an empty config of any version.
  if (!Array.isArray(stored) && !isRecord(stored))
    return { config: { schema_version: current }, from: current, changed: true }
  const config: StoredConfig = Array.isArray(stored) ? objectForm(structuredClone(stored)) : structuredClone(stored)
  const from = versionOf(config)
  if (from >= current) {
    const stamped = config.schema_version === from
    return { config: stamped ? config : { ...config, schema_version: from }, from, changed: !stamped }
  }
  let upgraded = config
  for (const step of steps) if (step.version > from) upgraded = step.up(upgraded)
  return { config: { ...upgraded, schema_version: current }, from, changed: true }
}

/** JSON text of a stored config, upgraded (see migrateConfig); unreadable text reads as an empty config. */
export function migrateStoredText(
  text: string | null,
  steps: readonly TemplateStep[] = TEMPLATE_STEPS,
): MigratedConfig {
  let value: unknown = null
  try {
    value = text === null ? null : JSON.parse(text)
  } catch {
    // Unreadable: an empty config, as before versions.
  }
  return migrateConfig(value, steps)
}

/**
 * For steps: applies `change` to every widget of `type` in a canvas config, free-panel children
 * (W0006 childWidgets) included, and returns the config.
 */
export function eachWidget(
  config: StoredConfig,
  type: string,
  change: (widget: Record<string, unknown>) => void,
): StoredConfig {
  const visit = (items: unknown) => {
    if (!Array.isArray(items)) return
    for (const item of items) {
      if (!isRecord(item)) continue
      if (item.type === type) change(item)
      visit(item.childWidgets)
    }
  }
  visit(config.widgets)
  return config
}
