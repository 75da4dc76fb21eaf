import type { GoodsForm } from './form-model.ts'
import type { FieldMessages } from './use-field-errors.ts'

/** What every section of the editor gets: the form, a way to change it, and the field messages. */
export interface SectionProps {
  form: GoodsForm
  /** Applies a change; `paths` name the fields edited (their server messages go). */
  change: (patch: Partial<GoodsForm>, ...paths: string[]) => void
  messages: FieldMessages
}
