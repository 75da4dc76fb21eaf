import { setPanelOpen } from '../shell/panels.ts'
import { editorStore } from '../store/editor-store.ts'
import { VERSIONS_PANEL_ID } from './VersionsPanel.tsx'
import { setVersionsOpen, useVersions } from './versions-store.ts'

/** 历史版本 in the top bar: opens the versions panel in place of the settings panel (from the preview too). */
export function VersionsButton() {
  const open = useVersions((state) => state.open)
  function toggle() {
    if (open && editorStore.getState().mode === 'design') return setVersionsOpen(false)
    editorStore.getState().setMode('design')
    setPanelOpen('inspector', true)
    setVersionsOpen(true)
  }
  return (
    <button
      type="button"
      className="dz-btn dz-btn--ghost"
      aria-expanded={open}
      aria-controls={open ? VERSIONS_PANEL_ID : undefined}
      data-tooltip="查看、比较和恢复已发布的版本"
      onClick={toggle}
    >
      历史版本
    </button>
  )
}
