import { useDeferredValue, useEffect, useRef, useState, type RefObject } from 'react'
import { hintsFor, pageHints } from '../../schemas/hints/index.ts'
import { isWidgetType, widgetSchemas } from '../../schemas/widgets/index.ts'
import { useEditor } from '../store/editor-store.ts'
import { findWidget, useSelectionCount } from '../store/selectors.ts'
import { GroupPanel } from '../outline/GroupPanel.tsx'
import { LockedNote } from '../outline/LockedNote.tsx'
import type { DraftWidget } from '../store/types.ts'
import { focusField, tabOfPath } from './focus-field.ts'
import { InspectorTabs } from './InspectorTabs.tsx'
import { PageSettings } from './PageSettings.tsx'
import { SchemaForm } from './SchemaForm.tsx'
import { useKeepFocus } from './use-keep-focus.ts'
import { widgetLabel } from './widget-label.ts'
import './inspector.css'

type WidgetTab = 'settings' | 'style'

const WIDGET_TABS = [
  { id: 'settings' as const, label: '组件设置' },
  { id: 'style' as const, label: '组件样式' },
]
const PAGE_TABS = [{ id: 'page' as const, label: '页面设置' }]

/**
 * The right-hand inspector. Nothing selected: the 页面设置 tab. A widget selected: its 组件设置
 * and 组件样式 tabs, generated from its schema and hints. A focus request (the problems panel,
 * Enter on a widget's frame) switches to the tab holding the field and focuses it; Escape goes
 * back to the widget's frame (designer/actions/focus.ts).
 */
export function Inspector() {
  // The selection is painted on the canvas first; the newly selected widget's form follows in a
  // render React may interrupt, so a click on a big page never waits for a big form.
  const shownId = useDeferredValue(useEditor((state) => state.selectedId))
  const widget = useEditor((state) => (shownId === null ? null : (findWidget(state.doc, shownId)?.widget ?? null)))
  const grouped = useSelectionCount() > 1
  const [tab, setTab] = useState<WidgetTab>('settings')
  const panel = useRef<HTMLElement>(null)
  useFocusRequest(widget, tab, setTab, panel)
  useKeepFocus(panel, `${widget?.uuid ?? 'page'}-${tab}`)

  return (
    <aside className="dzi" ref={panel} aria-label="属性设置">
      {grouped && <GroupPanel />}
      {widget && isWidgetType(widget.type) ? (
        <WidgetInspector widget={widget} tab={tab} onTab={setTab} />
      ) : (
        <InspectorTabs tabs={PAGE_TABS} active="page" onChange={() => undefined} idPrefix="dzi-page">
          <PageSettings />
        </InspectorTabs>
      )}
    </aside>
  )
}

function WidgetInspector({
  widget,
  tab,
  onTab,
}: {
  widget: DraftWidget
  tab: WidgetTab
  onTab: (tab: WidgetTab) => void
}) {
  const select = useEditor((state) => state.select)
  const type = isWidgetType(widget.type) ? widget.type : null
  if (!type) return null
  const name = widgetLabel(widget)
  return (
    <>
      <header className="dzi-head">
        <div className="dzi-head__name">
          <strong>{name}</strong>
          <span className="dzi-head__type">
            {name === widgetSchemas[type].name ? type : `${widgetSchemas[type].name} · ${type}`}
          </span>
        </div>
        <button type="button" className="dzi-link-button" onClick={() => select(null)}>
          页面设置
        </button>
      </header>
      {widget.locked === true && <LockedNote uuid={widget.uuid} />}
      <InspectorTabs tabs={WIDGET_TABS} active={tab} onChange={onTab} idPrefix="dzi-widget">
        {/* A locked widget's settings are read-only until it is unlocked. */}
        <fieldset className="dzi-lockable" disabled={widget.locked === true}>
          <SchemaForm
            key={`${widget.uuid}-${tab}`}
            target={widget.uuid}
            value={widget}
            schema={widgetSchemas[type].schema}
            hints={hintsFor(type)}
            tab={tab}
          />
        </fieldset>
      </InspectorTabs>
    </>
  )
}

/**
 * Serves the store's focus request once it names what the inspector shows: the selected widget
 * (uuid) or the page settings (null with nothing selected). Switches tab first when needed.
 */
function useFocusRequest(
  widget: DraftWidget | null,
  tab: WidgetTab,
  setTab: (tab: WidgetTab) => void,
  panel: RefObject<HTMLElement | null>,
) {
  const request = useEditor((state) => state.focusRequest)
  const clear = useEditor((state) => state.clearFocusRequest)
  useEffect(() => {
    if (!request || !panel.current) return
    if (request.uuid === null ? widget !== null : widget?.uuid !== request.uuid) return
    const hints = widget && isWidgetType(widget.type) ? hintsFor(widget.type) : pageHints
    const wanted = widget ? tabOfPath(hints, request.path) : tab
    if (wanted !== tab) {
      setTab(wanted)
      return
    }
    if (!focusField(panel.current, request.path)) panel.current.querySelector<HTMLElement>('[role="tabpanel"]')?.focus()
    clear()
  }, [request, widget, tab, setTab, panel, clear])
}
