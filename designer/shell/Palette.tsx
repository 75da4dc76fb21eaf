import { useId, useState } from 'react'
import { widgetSchemas, type WidgetType } from '../../schemas/widgets/index.ts'
import { beginPaletteDrag } from '../canvas/drag-data.ts'
import { insertFromPalette } from './add-widget.ts'
import { Icon } from './icons.tsx'
import { PALETTE_GROUPS } from './palette-groups.ts'
import { PaletteIcon } from './palette-icons.tsx'
import { ModuleGroup } from './modules/ModuleGroup.tsx'
import './palette.css'

function matches(type: WidgetType, query: string): boolean {
  if (!query) return true
  const needle = query.toLowerCase()
  return widgetSchemas[type].name.toLowerCase().includes(needle) || type.toLowerCase().includes(needle)
}

/**
 * The widget palette: drag an entry onto the canvas, or press it (click, Enter) to insert it below
 * the selected widget, or where the visible canvas starts when nothing is selected.
 */
export function Palette() {
  const [query, setQuery] = useState('')
  const hintId = useId()
  const text = query.trim()
  const groups = PALETTE_GROUPS.map((group) => ({
    ...group,
    types: group.types.filter((type) => matches(type, text)),
  })).filter((group) => group.types.length > 0)

  return (
    <aside className="dz-palette" aria-label="组件库">
      <div className="dz-palette__head">
        <h2 className="dz-panel-title">组件</h2>
        <label className="dz-search">
          <Icon name="search" />
          <input
            className="dz-search__input"
            type="search"
            value={query}
            placeholder="搜索组件"
            aria-label="搜索组件"
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
      </div>
      <p id={hintId} className="dz-palette__hint">
        拖到画布中放置，或按回车添加到选中挂件下方
      </p>
      <div className="dz-palette__groups">
        {groups.length === 0 && <p className="dz-palette__empty">没有匹配的组件</p>}
        {groups.map((group) => (
          <section key={group.title} className="dz-palette__group" aria-label={group.title}>
            <h3 className="dz-palette__group-title">{group.title}</h3>
            <ul className="dz-palette__grid">
              {group.types.map((type) => (
                <li key={type}>
                  <button
                    type="button"
                    className="dz-palette__item"
                    draggable
                    aria-describedby={hintId}
                    data-widget-type={type}
                    onDragStart={(event) => beginPaletteDrag(event, { kind: 'widget', type })}
                    onClick={() => insertFromPalette({ kind: 'widget', type })}
                  >
                    <PaletteIcon type={type} />
                    <span className="dz-palette__name">{widgetSchemas[type].name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <ModuleGroup />
      </div>
    </aside>
  )
}
