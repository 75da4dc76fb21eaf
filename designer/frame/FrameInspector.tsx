import { useEffect, useRef } from 'react'
import { FRAME_LABELS, FRAME_SCHEMAS } from '../../schemas/frame-config.ts'
import { frameHints } from '../../schemas/hints/frame.ts'
import { focusField } from '../inspector/focus-field.ts'
import { InspectorTabs } from '../inspector/InspectorTabs.tsx'
import { SchemaForm } from '../inspector/SchemaForm.tsx'
import { useEditor } from '../store/editor-store.ts'
import type { FramePart } from './frame-doc.ts'
import '../inspector/inspector.css'

/**
 * The inspector of a header or footer template: one tab with the form generated from its schema
 * (schemas/layout.ts) and hints (schemas/hints/frame.ts); every edit is an update-field command
 * of target 'frame'. A problem chosen in the problems panel (a focus request for the settings,
 * uuid null) focuses its field.
 */
export function FrameInspector({ part }: { part: FramePart }) {
  const frame = useEditor((state) => state.doc.frame) ?? {}
  const request = useEditor((state) => state.focusRequest)
  const clear = useEditor((state) => state.clearFocusRequest)
  const panel = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!request || request.uuid !== null || !panel.current) return
    if (!focusField(panel.current, request.path)) panel.current.querySelector<HTMLElement>('[role="tabpanel"]')?.focus()
    clear()
  }, [request, clear])
  const tabs = [{ id: part, label: `${FRAME_LABELS[part]}设置` }]
  return (
    <aside ref={panel} className="dzi" aria-label="属性设置">
      <InspectorTabs tabs={tabs} active={part} onChange={() => undefined} idPrefix={`dzf-${part}`}>
        <SchemaForm target="frame" value={frame} schema={FRAME_SCHEMAS[part]} hints={frameHints[part]} tab="settings" />
      </InspectorTabs>
    </aside>
  )
}
