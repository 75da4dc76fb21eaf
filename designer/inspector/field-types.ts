import type { FieldHint } from '../../schemas/hints/types.ts'
import type { DraftWidget } from '../store/types.ts'

export type { FieldHint, FieldKind } from '../../schemas/hints/types.ts'

/**
 * The contract between the schema-driven inspector and the field editors (its own basic inputs
 * and the pickers of designer/pickers/). The inspector finds each field's hint (schemas/hints/,
 * where the hint and kind types live beside the schemas), reads the value at its path and renders
 * the editor its `kind` names.
 */

export interface FieldEditorProps<T = unknown> {
  /** DOM id of the focusable control: the problems panel focuses `[data-field-path="…"]`. */
  id: string
  /** JSON pointer of the field inside the widget (or the page settings). */
  path: string
  label: string
  value: T
  /** One call per finished edit (a typing burst is merged by the store). */
  onChange: (next: T) => void
  widget: DraftWidget | null
  hint: FieldHint
}
