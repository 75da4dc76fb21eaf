import type { TSchema } from '@sinclair/typebox'
import type { FieldEditorProps } from '../field-types.ts'

/** The inspector's own editors also see the field's schema (bounds, options, lengths). */
export interface BasicFieldProps<T = unknown> extends FieldEditorProps<T> {
  schema: TSchema
}
