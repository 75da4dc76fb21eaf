import type { ComponentType, ReactNode } from 'react'
import type { FieldNode } from '../../schemas/hints/walk.ts'
import {
  CouponsField,
  GoodsField,
  HotZoneField,
  ImageField,
  LinkField,
  ShopField,
  ShopTagsField,
} from '../pickers/index.ts'
import { getIn, parsePointer } from '../store/json-pointer.ts'
import type { FieldEditorProps, FieldKind } from './field-types.ts'
import { fieldId, pointerOf } from './field-id.ts'
import { BordersField } from './fields/BordersField.tsx'
import { BoxField } from './fields/BoxField.tsx'
import { ColorField } from './fields/ColorField.tsx'
import { ListEditor } from './fields/ListEditor.tsx'
import { NumberField } from './fields/NumberField.tsx'
import { SelectField } from './fields/SelectField.tsx'
import { SwitchField } from './fields/SwitchField.tsx'
import { TextField } from './fields/TextField.tsx'
import type { BasicFieldProps } from './fields/types.ts'
import { useFormScope } from './form-context.ts'

/** Editors written elsewhere (designer/pickers) take the plain field contract. */
const PICKERS: Partial<Record<FieldKind, ComponentType<FieldEditorProps>>> = {
  image: ImageField,
  link: LinkField,
  goods: GoodsField,
  coupons: CouponsField,
  shop: ShopField,
  shoptags: ShopTagsField,
  hotzones: HotZoneField,
}

const BASIC: Partial<Record<FieldKind, ComponentType<BasicFieldProps>>> = {
  text: TextField,
  textarea: TextField,
  number: NumberField,
  switch: SwitchField,
  select: SelectField,
  color: ColorField,
  box: BoxField,
  borders: BordersField,
}

/** Kinds whose single control a <label> names; the others label a group of controls. */
const LABELLED: ReadonlySet<FieldKind> = new Set(['text', 'textarea', 'number', 'switch', 'select', 'color'])
/** Kinds laid out under their label rather than beside it. */
const BLOCK: ReadonlySet<FieldKind> = new Set([
  'textarea',
  'box',
  'borders',
  'list',
  'image',
  'link',
  'goods',
  'coupons',
  'shop',
  'shoptags',
  'hotzones',
])

export interface FieldRowProps {
  node: FieldNode
  /** The hint key and pointer of the list item this row sits in ('' at the top level). */
  parentKey: string
  parentPointer: string
  /** The label repeats its section's title: kept for assistive technology only. */
  quietLabel?: boolean
}

/** One field of a form: its label, its editor by kind, and its help. */
export function FieldRow({ node, parentKey, parentPointer, quietLabel = false }: FieldRowProps) {
  const scope = useFormScope()
  const { hint, schema } = node
  const path = pointerOf(node.key, parentKey, parentPointer)
  const id = fieldId(scope.target, path)
  const props: BasicFieldProps = {
    id,
    path,
    label: hint.label,
    value: getIn(scope.root, parsePointer(path)),
    onChange: (next) => scope.commit(path, next),
    widget: scope.widget,
    hint,
    schema,
  }

  let editor: ReactNode
  if (hint.kind === 'list') {
    const itemKey = `${node.key}/*`
    editor = (
      <ListEditor
        {...props}
        renderItem={(index) => (
          <FieldRows nodes={node.items ?? []} parentKey={itemKey} parentPointer={`${path}/${index}`} />
        )}
      />
    )
  } else {
    const Picker = PICKERS[hint.kind]
    const Basic = BASIC[hint.kind]
    editor = Picker ? <Picker {...props} /> : Basic ? <Basic {...props} /> : null
  }

  const block = BLOCK.has(hint.kind)
  const labelClass = quietLabel ? 'dzi-row__label dzi-sr' : 'dzi-row__label'
  return (
    <div className={block ? 'dzi-row dzi-row--block' : 'dzi-row'} data-kind={hint.kind}>
      {LABELLED.has(hint.kind) ? (
        <label className={labelClass} htmlFor={id}>
          {hint.label}
        </label>
      ) : (
        <span className={labelClass}>{hint.label}</span>
      )}
      <div className="dzi-row__control">
        {editor}
        {hint.help && <p className="dzi-row__help">{hint.help}</p>}
      </div>
      {node.children && node.children.length > 0 && (
        <div className="dzi-row__children">
          <FieldRows nodes={node.children} parentKey={node.key} parentPointer={path} />
        </div>
      )}
    </div>
  )
}

export interface FieldRowsProps {
  nodes: FieldNode[]
  parentKey: string
  parentPointer: string
}

/** The fields of one list item (or of an object an editor edits only in part). */
export function FieldRows({ nodes, parentKey, parentPointer }: FieldRowsProps) {
  return (
    <>
      {nodes.map((node) => (
        <FieldRow key={node.key} node={node} parentKey={parentKey} parentPointer={parentPointer} />
      ))}
    </>
  )
}
