import type { TSchema } from '@sinclair/typebox'
import type { BasicFieldProps } from './types.ts'

/** The values a union of literals allows, in schema order. */
function literalValues(schema: TSchema): Array<string | number> {
  const variants = (schema.anyOf as TSchema[] | undefined) ?? [schema]
  return variants
    .map((variant) => variant.const)
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
}

/**
 * A choice among the schema's literals, labelled in Chinese by the hint. Options are addressed
 * by position so numeric values (W0004 columns, W0012 styleType) stay numbers.
 */
export function SelectField({ id, path, value, onChange, schema, hint }: BasicFieldProps) {
  const values = literalValues(schema)
  const labelOf = (option: string | number) =>
    hint.options?.find((entry) => entry.value === option)?.label ?? String(option)
  const current = values.indexOf(value as string | number)
  return (
    <select
      id={id}
      data-field-path={path}
      className="dzi-input dzi-select"
      value={current < 0 ? '' : String(current)}
      onChange={(event) => onChange(values[Number(event.target.value)])}
    >
      {current < 0 && <option value="">请选择</option>}
      {values.map((option, index) => (
        <option key={String(option)} value={String(index)}>
          {labelOf(option)}
        </option>
      ))}
    </select>
  )
}
