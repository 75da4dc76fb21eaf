import { useState } from 'react'
import { Palette } from '../shell/Palette.tsx'
import { useEditor } from '../store/editor-store.ts'
import { Outline } from './Outline.tsx'
import './outline.css'

type SideTab = 'palette' | 'outline'

/**
 * The left panel: 组件 (the palette) or 大纲 (the page's outline), so the outline stays in view
 * while widgets are selected from it (the inspector then shows the selected widget or the group
 * panel). The choice lasts while the editor is open.
 */
export function SidePanel() {
  const [tab, setTab] = useState<SideTab>('palette')
  const count = useEditor((state) => state.doc.widgets.length)
  const tabs: Array<{ id: SideTab; label: string }> = [
    { id: 'palette', label: '组件' },
    { id: 'outline', label: `大纲 ${count}` },
  ]
  return (
    <div className="dzo-side">
      <div className="dzo-side__tabs" role="tablist" aria-label="左侧面板">
        {tabs.map((entry) => (
          <button
            key={entry.id}
            type="button"
            role="tab"
            id={`dzo-side-${entry.id}`}
            className={`dzo-side__tab${tab === entry.id ? ' is-active' : ''}`}
            aria-selected={tab === entry.id}
            aria-controls={`dzo-side-panel-${entry.id}`}
            onClick={() => setTab(entry.id)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div className="dzo-side__body" role="tabpanel" id={`dzo-side-panel-${tab}`} aria-labelledby={`dzo-side-${tab}`}>
        {tab === 'palette' ? (
          <Palette />
        ) : (
          <aside className="dzo-side__outline" aria-label="页面大纲">
            <Outline />
          </aside>
        )}
      </div>
    </div>
  )
}
