import type { TSchema } from '@sinclair/typebox'
import { useCallback, useMemo } from 'react'
import { GROUP } from '../../schemas/hints/build.ts'
import type { HintSet } from '../../schemas/hints/types.ts'
import { walkSchema, type FieldNode } from '../../schemas/hints/walk.ts'
import { useEditor } from '../store/editor-store.ts'
import { getIn, parsePointer } from '../store/json-pointer.ts'
import type { DraftWidget } from '../store/types.ts'
import { FieldRow } from './FieldRow.tsx'
import { FormContext, type FormScope } from './form-context.ts'
import { sectionsOf } from './group-order.ts'

export interface SchemaFormProps {
  /** The widget's uuid, 'page', or 'frame' (a header or footer config). */
  target: string
  /** The widget or the page settings being edited. */
  value: Record<string, unknown>
  schema: TSchema
  hints: HintSet
  tab: 'settings' | 'style'
}

/** Sections of short numbers laid out two per line (X / Y, 宽度 / 高度). */
const PAIRED: ReadonlySet<string> = new Set([GROUP.position])

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/** A field shown only for some values of another (W0012's lists follow its styleType). */
function visible(node: FieldNode, value: Record<string, unknown>): boolean {
  const rule = node.hint.visibleWhen
  return !rule || rule.values.includes(getIn(value, parsePointer(`/${rule.path}`)))
}

/**
 * A form generated from a JSON Schema and its editor hints: one collapsible section per hint
 * group, one row per field. Every edit is an update-field command for the store.
 */
export function SchemaForm({ target, value, schema, hints, tab }: SchemaFormProps) {
  const dispatch = useEditor((state) => state.dispatch)
  const walk = useMemo(() => walkSchema(schema, hints), [schema, hints])
  const hintOrder = useMemo(() => Object.keys(hints.fields), [hints])
  const sections = sectionsOf(
    walk.fields.filter((node) => visible(node, value)),
    tab,
    hintOrder,
  )

  const commit = useCallback(
    (path: string, after: unknown) => {
      const before = getIn(value, parsePointer(path))
      if (!same(before, after)) dispatch({ kind: 'update-field', target, path, before, after })
    },
    [dispatch, target, value],
  )
  const scope: FormScope = useMemo(
    () => ({
      target,
      root: value,
      widget: target === 'page' || target === 'frame' ? null : (value as DraftWidget),
      commit,
    }),
    [target, value, commit],
  )

  return (
    <FormContext.Provider value={scope}>
      <div className="dzi-form">
        {sections.map((section) => (
          <details key={section.title} className="dzi-section" open>
            <summary className="dzi-section__title">{section.title}</summary>
            <div
              className={PAIRED.has(section.title) ? 'dzi-section__body dzi-section__body--pairs' : 'dzi-section__body'}
            >
              {section.nodes.map((node) => (
                <FieldRow
                  key={node.key}
                  node={node}
                  parentKey=""
                  parentPointer=""
                  quietLabel={section.nodes.length === 1 && node.hint.label === section.title}
                />
              ))}
            </div>
          </details>
        ))}
      </div>
    </FormContext.Provider>
  )
}
