import type { TSchema } from '@sinclair/typebox'
import type { Box } from '../../../schemas/style.ts'
import { NumberField } from './NumberField.tsx'
import type { BasicFieldProps } from './types.ts'

const SIDES = [
  ['top', '上'],
  ['right', '右'],
  ['bottom', '下'],
  ['left', '左'],
] as const

/** Margins or paddings: four numbers 上 / 右 / 下 / 左, each bounded by its schema (min 0). */
export function BoxField({ id, path, label, value, onChange, schema, hint, widget }: BasicFieldProps) {
  const box = (value && typeof value === 'object' ? value : {}) as Partial<Box>
  const properties = (schema.properties ?? {}) as Record<string, TSchema>
  return (
    <span className="dzi-box" role="group" aria-label={label}>
      {SIDES.map(([side, name]) => {
        const sideId = `${id}-${side}`
        return (
          <span key={side} className="dzi-box__side">
            <NumberField
              id={sideId}
              path={`${path}/${side}`}
              label={`${label}${name}`}
              value={box[side] ?? 0}
              onChange={(next) => onChange({ top: 0, right: 0, bottom: 0, left: 0, ...box, [side]: next })}
              schema={properties[side] ?? { type: 'number', minimum: 0 }}
              hint={{ ...hint, kind: 'number' }}
              widget={widget}
            />
            <label className="dzi-box__label" htmlFor={sideId}>
              <span className="dzi-sr">{label}</span>
              {name}
            </label>
          </span>
        )
      })}
    </span>
  )
}
