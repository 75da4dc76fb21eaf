import { memo, useContext, useMemo } from 'react'
import type { WidgetSlotProps } from '../../runtime/widgets/widget-slot.tsx'
import { useWidgetById } from '../store/selectors.ts'
import type { DraftWidget } from '../store/types.ts'
import { ParentContext } from './canvas-tools.ts'
import { dataUuids, displayWidget } from './display-widget.ts'
import { Frame } from './Frame.tsx'
import { useResolvedEntries } from './resolved-data.ts'

function PageWidget({ widget }: { widget: DraftWidget }) {
  const uuids = useMemo(() => dataUuids(widget), [widget])
  const entries = useResolvedEntries(uuids)
  const shown = useMemo(() => displayWidget(widget, (uuid) => entries[uuids.indexOf(uuid)]), [widget, uuids, entries])
  return <Frame widget={shown} parentId={null} />
}

/**
 * A page widget, read from the store by uuid: it re-renders when that widget (or its resolution)
 * changes, never because another widget did.
 */
export const StageWidget = memo(function StageWidget({ uuid }: { uuid: string }) {
  const widget = useWidgetById(uuid)
  return widget ? <PageWidget widget={widget} /> : null
})

/**
 * How a free panel draws its children on the canvas (through WidgetSlotProvider): each child in
 * its own selectable, movable frame, positioned inside the panel, which is react-rnd's container.
 */
export function DesignerSlot({ widget }: WidgetSlotProps) {
  const parentId = useContext(ParentContext)
  return <Frame widget={widget} parentId={parentId} />
}
