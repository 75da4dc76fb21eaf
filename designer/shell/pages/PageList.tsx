import { useCallback, useEffect, useState } from 'react'
import type { DesignerTemplate, OperatorInfo } from '../../../schemas/api/designer.ts'
import { ConfirmDialog } from '../../../runtime/components/modal/ConfirmDialog.tsx'
import { toast } from '../../../runtime/components/toast/toast.ts'
import { designerApi } from '../../api/client.ts'
import { sessionExpired } from '../access/access-store.ts'
import { Logo } from '../Logo.tsx'
import { editorUrl, navigate } from '../location.ts'
import { OperatorMenu } from '../OperatorMenu.tsx'
import { CreatePageDialog } from './CreatePageDialog.tsx'
import { PageTable } from './PageTable.tsx'
import { RenameDialog } from './RenameDialog.tsx'
import { groupPages } from './page-info.ts'
import './page-list.css'

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; templates: DesignerTemplate[] }

/** /designer/: every page of the mall by kind, with its state and what can be done with it. */
export function PageList({ operator }: { operator: OperatorInfo }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [creating, setCreating] = useState(false)
  const [renaming, setRenaming] = useState<DesignerTemplate | null>(null)
  const [deleting, setDeleting] = useState<DesignerTemplate | null>(null)
  const [busyId, setBusyId] = useState<number | null>(null)

  const load = useCallback(async (quiet = false) => {
    if (!quiet) setState({ kind: 'loading' })
    try {
      const { list } = await designerApi.templates()
      setState({ kind: 'ready', templates: list })
    } catch (error) {
      if (!sessionExpired(error))
        setState({ kind: 'failed', message: error instanceof Error ? error.message : '加载失败' })
    }
  }, [])

  useEffect(() => {
    document.title = '页面设计器 · mallfront'
    void load()
  }, [load])

  async function act(template: DesignerTemplate, run: () => Promise<unknown>, success: string) {
    setBusyId(template.id)
    try {
      await run()
      toast.success(success)
      await load(true)
    } catch (error) {
      if (!sessionExpired(error)) toast.error(error instanceof Error ? error.message : '操作失败')
    } finally {
      setBusyId(null)
    }
  }

  function confirmDelete() {
    const template = deleting
    setDeleting(null)
    if (template) void act(template, () => designerApi.deleteTemplate(template.id), '删除成功！')
  }

  return (
    <div className="dz-list-screen">
      <header className="dz-list-bar">
        <div className="dz-list-bar__brand">
          <Logo />
          <span className="dz-list-bar__title">页面设计器</span>
        </div>
        <div className="dz-list-bar__end">
          <a className="dz-btn dz-btn--ghost" href="/" target="_blank" rel="noopener noreferrer">
            查看商城
          </a>
          <OperatorMenu operator={operator} />
        </div>
      </header>
      <main className="dz-list">
        <div className="dz-list__head">
          <div>
            <h1 className="dz-list__title">页面管理</h1>
            <p className="dz-list__lead">编辑商城的首页、自定义页和商品页，修改自动保存为草稿，发布后顾客即可看到。</p>
          </div>
          <button type="button" className="dz-btn dz-btn--primary" onClick={() => setCreating(true)}>
            <span aria-hidden="true">＋</span> 新建页面
          </button>
        </div>

        {state.kind === 'loading' && (
          <div className="dz-list__state" role="status">
            <span className="dz-spinner" aria-hidden="true" /> 正在加载页面…
          </div>
        )}
        {state.kind === 'failed' && (
          <div className="dz-list__state dz-list__state--error" role="alert">
            <p>页面列表加载失败：{state.message}</p>
            <button type="button" className="dz-btn" onClick={() => void load()}>
              重试
            </button>
          </div>
        )}
        {state.kind === 'ready' &&
          groupPages(state.templates).map(({ group, pages }) => (
            <PageTable
              key={group.key}
              group={group}
              pages={pages}
              busyId={busyId}
              onEdit={(template) => navigate(editorUrl(template.id))}
              onRename={setRenaming}
              onDuplicate={(template) =>
                void act(template, () => designerApi.duplicateTemplate(template.id), '复制成功')
              }
              onDelete={setDeleting}
            />
          ))}
      </main>

      <CreatePageDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(template) => navigate(editorUrl(template.id))}
      />
      <RenameDialog
        template={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={() => {
          setRenaming(null)
          toast.success('保存成功')
          void load(true)
        }}
      />
      <ConfirmDialog open={deleting !== null} onOk={confirmDelete} onCancel={() => setDeleting(null)}>
        确定删除该页面？
      </ConfirmDialog>
    </div>
  )
}
