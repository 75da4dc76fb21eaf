import { useState } from 'react'
import { MODULE_DELETED, type CombinedModule } from '../../../schemas/api/combined-modules.ts'
import { toast } from '../../../runtime/components/toast/toast.ts'
import { ConfirmDialog } from '../../../runtime/components/modal/ConfirmDialog.tsx'
import { designerApi } from '../../api/client.ts'
import { beginPaletteDrag, type PaletteSource } from '../../canvas/drag-data.ts'
import { editorStore } from '../../store/editor-store.ts'
import { sessionExpired } from '../access/access-store.ts'
import { insertFromPalette } from '../add-widget.ts'
import { Icon } from '../icons.tsx'
import { moduleWidget } from './module-copy.ts'
import { RenameModuleDialog } from './RenameModuleDialog.tsx'
import { SaveModuleDialog } from './SaveModuleDialog.tsx'
import { requestSaveModule } from './save-module.ts'
import { useModuleList } from './use-module-list.ts'
import './modules.css'

const CONFIRM_DELETE_MODULE = '确定删除该组合模块？'

const sourceOf = (module: CombinedModule): PaletteSource => ({
  kind: 'module',
  id: module.id,
  name: module.name,
  make: () => moduleWidget(module),
})

/**
 * The palette's 组合模块 group: the company's saved free panels with their picture and name,
 * searched by name; each is inserted like any palette entry (click, Enter or drag) as a copy with
 * new uuids, and can be renamed or deleted. 保存为组合模块 saves the selected free panel.
 */
export function ModuleGroup() {
  const [keyword, setKeyword] = useState('')
  const { list, reload } = useModuleList(keyword)
  const [saving, setSaving] = useState<string | null>(null)
  const [renaming, setRenaming] = useState<CombinedModule | null>(null)
  const [deleting, setDeleting] = useState<CombinedModule | null>(null)

  async function remove() {
    const module = deleting
    setDeleting(null)
    if (!module) return
    try {
      await designerApi.deleteModule(module.id)
      toast.success(MODULE_DELETED)
      reload()
    } catch (error) {
      if (!sessionExpired(error)) toast.error(error instanceof Error ? error.message : '删除失败')
    }
  }

  return (
    <div className="dz-palette__group dz-modules" role="group" aria-label="组合模块">
      <div className="dz-modules__head">
        <h3 className="dz-palette__group-title">组合模块</h3>
        <button type="button" className="dz-link" onClick={() => requestSaveModule(editorStore.getState(), setSaving)}>
          保存为组合模块
        </button>
      </div>
      <label className="dz-search dz-modules__search">
        <Icon name="search" />
        <input
          className="dz-search__input"
          type="search"
          value={keyword}
          placeholder="搜索组合模块"
          aria-label="搜索组合模块"
          onChange={(event) => setKeyword(event.target.value)}
        />
      </label>
      {list.state === 'loading' && <p className="dz-modules__note">加载中…</p>}
      {list.state === 'error' && (
        <p className="dz-modules__note" role="alert">
          {list.message}{' '}
          <button type="button" className="dz-link" onClick={reload}>
            重试
          </button>
        </p>
      )}
      {list.state === 'ready' && list.modules.length === 0 && (
        <p className="dz-modules__note">
          {keyword.trim() ? '没有匹配的组合模块' : '暂无组合模块，选中自由面板后可保存'}
        </p>
      )}
      {list.state === 'ready' && list.modules.length > 0 && (
        <ul className="dz-modules__list">
          {list.modules.map((module) => (
            <li key={module.id} className="dz-modules__entry">
              <button
                type="button"
                className="dz-modules__item"
                draggable
                data-module-id={module.id}
                onDragStart={(event) => beginPaletteDrag(event, sourceOf(module))}
                onClick={() => insertFromPalette(sourceOf(module))}
              >
                <img className="dz-modules__image" src={module.image} alt="" loading="lazy" />
                <span className="dz-modules__name">{module.name}</span>
              </button>
              <div className="dz-modules__actions">
                <button
                  type="button"
                  className="dz-link"
                  aria-label={`重命名 ${module.name}`}
                  onClick={() => setRenaming(module)}
                >
                  重命名
                </button>
                <button
                  type="button"
                  className="dz-link dz-link--danger"
                  aria-label={`删除 ${module.name}`}
                  onClick={() => setDeleting(module)}
                >
                  删除
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <SaveModuleDialog panelUuid={saving} onClose={() => setSaving(null)} />
      <RenameModuleDialog
        module={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={() => {
          setRenaming(null)
          reload()
        }}
      />
      <ConfirmDialog open={deleting !== null} onOk={() => void remove()} onCancel={() => setDeleting(null)}>
        {CONFIRM_DELETE_MODULE}
      </ConfirmDialog>
    </div>
  )
}
