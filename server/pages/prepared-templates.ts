import type { FastifyBaseLogger } from 'fastify'
import { migrateConfig } from '../../schemas/migrations/template.ts'
import { isRecord } from '../../schemas/guards.ts'
import { prepareTemplate, type PreparedTemplate } from './resolve.ts'
import type { TemplateRow } from './templates-repo.ts'
import { perDatabase } from '../lib/per-database.ts'

/** Published templates kept prepared; the least recently used go beyond this many. */
export const PREPARED_TEMPLATES = 200

function parseConfig(template: TemplateRow, log: FastifyBaseLogger): unknown {
  try {
    const value: unknown = JSON.parse(template.published_config ?? '')
    // Stored in an older format: upgraded here, stored so at the next save or publish.
    if (isRecord(value) || Array.isArray(value)) return migrateConfig(value).config
  } catch {
    // Reported below like any other unusable value.
  }
  log.warn({ templateId: template.id }, 'published template JSON is unusable; serving an empty page')
  return {}
}

interface Kept {
  /** The published config the template was prepared from, as stored. */
  source: string | null
  prepared: PreparedTemplate
}

/**
 * Published templates parsed, upgraded, checked against the widget schemas and cut to what
 * shoppers see, once per stored config rather than once per page view (members' descriptors are
 * resolved for each of them, and a check of the seeded home page costs more than its statements).
 * An entry is keyed by template and serves only the very config text it was made from, so a
 * publish is seen by the next view whatever told the instance of it; the content version is no
 * key here, since stock and prices move it and the stored config does not depend on them.
 */
export class PreparedTemplates {
  private readonly kept = new Map<number, Kept>()

  constructor(private readonly maxEntries = PREPARED_TEMPLATES) {}

  get(template: TemplateRow, log: FastifyBaseLogger): PreparedTemplate {
    const source = template.published_config
    const entry = this.kept.get(template.id)
    // Most recently used last, so eviction drops the coldest.
    this.kept.delete(template.id)
    if (entry && entry.source === source) {
      this.kept.set(template.id, entry)
      return entry.prepared
    }
    const prepared = prepareTemplate(parseConfig(template, log), log)
    this.kept.set(template.id, { source, prepared })
    if (this.kept.size > this.maxEntries) this.kept.delete(this.kept.keys().next().value!)
    return prepared
  }
}

/** The prepared templates of an app's database (tests keep theirs apart). */
export const preparedTemplates = perDatabase(() => new PreparedTemplates())
