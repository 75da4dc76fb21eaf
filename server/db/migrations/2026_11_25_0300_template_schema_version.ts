import type { Kysely } from 'kysely'

/**
 * Stored templates record the format they were written in (`schema_version` inside the JSON,
 * schemas/migrations): every template stored so far is in the first format, 1. Older templates
 * kept as a plain list of config items (W0000 among the widgets) are stored as `{ page, widgets }`
 * like all others. Written with this migration's own code, not the live upgrade steps, so it
 * means the same whenever it runs.
 */
const FIRST_VERSION = 1

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The stamped JSON text, or null when there is nothing to change (already stamped, or unreadable). */
function stamped(text: string | null): string | null {
  if (text === null) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (Array.isArray(value)) {
    const w0000 = value.find((item) => isRecord(item) && item.type === 'W0000')
    const page = isRecord(w0000) ? Object.fromEntries(Object.entries(w0000).filter(([key]) => key !== 'type')) : {}
    return JSON.stringify({ page, widgets: value.filter((item) => item !== w0000), schema_version: FIRST_VERSION })
  }
  if (!isRecord(value) || value.schema_version !== undefined) return null
  return JSON.stringify({ ...value, schema_version: FIRST_VERSION })
}

export async function up(db: Kysely<any>): Promise<void> {
  const templates = await db.selectFrom('page_templates').select(['id', 'draft_config', 'published_config']).execute()
  for (const row of templates) {
    const draft = stamped(row.draft_config as string | null)
    const published = stamped(row.published_config as string | null)
    if (draft === null && published === null) continue
    await db
      .updateTable('page_templates')
      .set({
        ...(draft !== null && { draft_config: draft }),
        ...(published !== null && { published_config: published }),
      })
      .where('id', '=', row.id)
      .execute()
  }
  const versions = await db.selectFrom('page_template_versions').select(['id', 'config']).execute()
  for (const row of versions) {
    const config = stamped(row.config as string | null)
    if (config !== null)
      await db.updateTable('page_template_versions').set({ config }).where('id', '=', row.id).execute()
  }
}

/** Nothing to undo: the stamps are harmless to code that predates them. */
export async function down(): Promise<void> {}
