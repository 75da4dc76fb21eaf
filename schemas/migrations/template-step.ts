/** A stored template config: `{ page, widgets }` for canvas pages, the header's or footer's own shape otherwise. */
export type StoredConfig = Record<string, unknown>

/** One upgrade of stored templates (schemas/migrations/steps.ts). */
export interface TemplateStep {
  /** The version this step produces; it reads configs of version - 1. */
  version: number
  /** What changed, in a sentence, for whoever reads the list. */
  change: string
  /** The config at `version`. Gets its own copy, so it may change it in place and return it. */
  up: (config: StoredConfig) => StoredConfig
}
