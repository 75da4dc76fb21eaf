import type { TSchema } from '@sinclair/typebox'
import type { Borders } from '../../../schemas/style.ts'
import { ColorField } from './ColorField.tsx'
import { NumberField } from './NumberField.tsx'
import { SelectField } from './SelectField.tsx'
import type { BasicFieldProps } from './types.ts'

const STYLE_OPTIONS = [
  { value: 'none', label: '无' },
  { value: 'solid', label: '实线' },
  { value: 'dashed', label: '虚线' },
  { value: 'dotted', label: '点线' },
  { value: 'double', label: '双线' },
]

const PARTS = [
  ['width', '宽度'],
  ['style', '样式'],
  ['color', '颜色'],
  ['radius', '圆角'],
] as const

/** Border width, style, colour and corner radius, each its own control and its own edit. */
export function BordersField({ id, path, label, value, onChange, schema, hint, widget }: BasicFieldProps) {
  const borders = (value && typeof value === 'object' ? value : {}) as Partial<Borders>
  const properties = (schema.properties ?? {}) as Record<string, TSchema>
  const full: Borders = { width: 0, style: 'solid', color: '', radius: 0, ...borders }
  return (
    <span className="dzi-borders" role="group" aria-label={label}>
      {PARTS.map(([part, name]) => {
        const partId = `${id}-${part}`
        const props = {
          id: partId,
          path: `${path}/${part}`,
          label: `${label}${name}`,
          value: full[part],
          onChange: (next: unknown) => onChange({ ...full, [part]: next }),
          schema: properties[part] ?? {},
          widget,
        }
        return (
          <span key={part} className={`dzi-borders__part dzi-borders__part--${part}`}>
            <label className="dzi-borders__label" htmlFor={partId}>
              <span className="dzi-sr">{label}</span>
              {name}
            </label>
            {part === 'style' ? (
              <SelectField {...props} hint={{ ...hint, kind: 'select', options: STYLE_OPTIONS }} />
            ) : part === 'color' ? (
              <ColorField {...props} hint={{ ...hint, kind: 'color' }} />
            ) : (
              <NumberField {...props} hint={{ ...hint, kind: 'number' }} />
            )}
          </span>
        )
      })}
    </span>
  )
}
