import { FRAME_LABELS, FRAME_SCHEMAS } from '../../schemas/frame-config.ts'
import { frameHints } from '../../schemas/hints/frame.ts'
import { InspectorTabs } from '../inspector/InspectorTabs.tsx'
import { SchemaForm } from '../inspector/SchemaForm.tsx'
import { useEditor } from '../store/editor-store.ts'
import type { FramePart } from './frame-doc.ts'
import '../inspector/inspector.css'

/**
 * The inspector of a header or footer template: one tab with the form generated from its schema
 * (schemas/layout.ts) and hints (schemas/hints/frame.ts); every edit is an update-field command
 * of target 'frame'.
 */
export function FrameInspector({ part }: { part: FramePart }) {
  const frame = useEditor((state) => state.doc.frame) ?? {}
  const tabs = [{ id: part, label: `${FRAME_LABELS[part]}设置` }]
  return (
    <aside className="dzi" aria-label="属性设置">
      <InspectorTabs tabs={tabs} active={part} onChange={() => undefined} idPrefix={`dzf-${part}`}>
        <SchemaForm target="frame" value={frame} schema={FRAME_SCHEMAS[part]} hints={frameHints[part]} tab="settings" />
      </InspectorTabs>
    </aside>
  )
}
