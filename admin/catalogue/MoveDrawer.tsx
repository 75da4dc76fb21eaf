import { useId, useMemo, useState, type FormEvent } from 'react'
import type { CategoryMoveBody, CategoryNode } from '../../schemas/api/admin/catalogue.ts'
import { Drawer } from '../kit/Drawer.tsx'
import { SelectField } from '../kit/FormField.tsx'
import { locate, parentChoices } from './category-moves.ts'

/**
 * 移动到…: the keyboard way to move a category — a new parent (only those where it stays within
 * three levels and out of its own branch) and its place among the parent's children.
 */
export function MoveDrawer({
  tree,
  node,
  onClose,
  onMove,
}: {
  tree: CategoryNode[]
  node: CategoryNode | null
  onClose: () => void
  onMove: (body: CategoryMoveBody) => void
}) {
  const formId = useId()
  const at = node ? locate(tree, node.id) : undefined
  const choices = useMemo(() => (node ? parentChoices(tree, node) : []), [tree, node])
  const [parent, setParent] = useState(String(at?.parent?.id ?? ''))
  const chosen = choices.find((choice) => String(choice.id ?? '') === parent) ?? choices[0]
  const others = (chosen?.children ?? []).filter((child) => child.id !== node?.id)
  const sameParent = (chosen?.id ?? null) === (at?.parent?.id ?? null)
  const [index, setIndex] = useState(String(at?.index ?? 0))
  const place = Math.min(Number(index), others.length)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (node && chosen) onMove({ id: node.id, parent_id: chosen.id, index: place })
  }

  return (
    <Drawer
      title={node ? `移动分类 ${node.category_name}` : ''}
      open={node !== null}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="dz-btn" onClick={onClose}>
            取消
          </button>
          <button
            type="submit"
            form={formId}
            className="dz-btn dz-btn--primary"
            disabled={sameParent && place === at?.index}
          >
            移动
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <dl className="cg-facts">
          <dt>当前位置</dt>
          <dd>
            {choices.find((choice) => choice.id === (at?.parent?.id ?? null))?.label ?? '—'}，第{(at?.index ?? 0) + 1}位
          </dd>
        </dl>
        <SelectField
          label="移到"
          value={String(chosen?.id ?? '')}
          onChange={(value) => {
            setParent(value)
            setIndex(value === String(at?.parent?.id ?? '') ? String(at?.index ?? 0) : '100000')
          }}
          help="分类最多三级；只列出放得下它（连同子分类）的位置"
        >
          {choices.map((choice) => (
            <option key={choice.id ?? 'top'} value={String(choice.id ?? '')}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="位置" value={String(place)} onChange={setIndex}>
          <option value="0">排在最前</option>
          {others.map((sibling, position) => (
            <option key={sibling.id} value={String(position + 1)}>
              排在「{sibling.category_name}」之后
            </option>
          ))}
        </SelectField>
      </form>
    </Drawer>
  )
}
