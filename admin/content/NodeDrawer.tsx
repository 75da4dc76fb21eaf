import { useId, useState, type FormEvent } from 'react'
import type { ArticleNodeView } from '../../schemas/api/admin/articles.ts'
import type { FieldErrors } from '../../schemas/api/field-errors.ts'
import { nodeFormErrors } from '../../schemas/article-rules.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { FieldsRefusal } from '../api.ts'
import { Drawer } from '../kit/Drawer.tsx'
import { FormError, FormField, SelectField } from '../kit/FormField.tsx'
import { failureText } from '../settings/forms.ts'
import { sessionEnded } from '../shell/access.ts'
import { contentApi } from './api.ts'

/** What the drawer does: add a node (under `parentId`, or at the top) or rename `node`. */
export type NodeDialog = { kind: 'add'; parentId: number | null } | { kind: 'rename'; node: ArticleNodeView }

/** 新增栏目 / 重命名栏目: the name (and, for a new node, its parent and the code in storefront addresses). */
export function NodeDrawer({
  dialog,
  nodes,
  onClose,
  onDone,
}: {
  dialog: NodeDialog | null
  nodes: ArticleNodeView[]
  onClose: () => void
  onDone: (tree: ArticleNodeView[], name: string) => void
}) {
  const formId = useId()
  const adding = dialog?.kind === 'add'
  const [name, setName] = useState(dialog?.kind === 'rename' ? dialog.node.name : '')
  const [code, setCode] = useState('')
  const [parent, setParent] = useState(
    dialog?.kind === 'add' && dialog.parentId !== null ? String(dialog.parentId) : '',
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!dialog || busy) return
    const problems = nodeFormErrors({ name, code: adding ? code : undefined })
    setErrors(problems)
    setFormError('')
    if (Object.keys(problems).length > 0) return
    setBusy(true)
    try {
      const tree =
        dialog.kind === 'add'
          ? await contentApi.createNode({
              name: name.trim(),
              parent_id: parent ? Number(parent) : null,
              ...(code.trim() && { code: code.trim() }),
            })
          : await contentApi.renameNode(dialog.node.id, name.trim())
      toast.success(dialog.kind === 'add' ? `已新增栏目「${name.trim()}」` : '已重命名')
      onDone(tree, name.trim())
    } catch (failure) {
      if (sessionEnded(failure)) return
      if (failure instanceof FieldsRefusal) setErrors(failure.fields)
      else setFormError(failureText(failure))
      toast.error(failureText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Drawer
      title={adding ? '新增栏目' : '重命名栏目'}
      open={dialog !== null}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="dz-btn" onClick={onClose}>
            取消
          </button>
          <button type="submit" form={formId} className="dz-btn dz-btn--primary" disabled={busy}>
            {busy ? '保存中…' : '保存'}
          </button>
        </>
      }
    >
      <form id={formId} className="dz-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormError message={formError} />
        <FormField label="栏目名称" value={name} onChange={setName} error={errors.name} autoFocus maxLength={40} />
        {adding && (
          <>
            <SelectField label="上级栏目" value={parent} onChange={setParent} error={errors.parent_id}>
              <option value="">无（顶级栏目）</option>
              {nodes.map((node) => (
                <option key={node.id} value={node.id}>
                  {`${'　'.repeat(node.depth)}${node.name}`}
                </option>
              ))}
            </SelectField>
            <FormField
              label="栏目代码"
              value={code}
              onChange={setCode}
              error={errors.code}
              help="商城地址中的名称，如 help；不填则自动生成"
              maxLength={60}
            />
          </>
        )}
      </form>
    </Drawer>
  )
}
