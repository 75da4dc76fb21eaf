import type { W0006 as StoredW0006 } from '../../../schemas/widgets/W0006.ts'
import type { WidgetProps } from '../types.ts'
import { useWidgetSlot, type WidgetDescriptor } from '../widget-slot.tsx'
import './w0006.css'

/** The panel as resolved: each child is a whole descriptor widget with its own data. */
export type W0006Settings = Omit<StoredW0006, 'childWidgets'> & { childWidgets?: WidgetDescriptor[] }

/** Free panel: its child widgets sit at their own (x, y) inside it, rendered through the registry. */
export function W0006({ settings, mode }: WidgetProps<W0006Settings, unknown>) {
  const Slot = useWidgetSlot()
  // The snapping grid is a guide for the operator, drawn only while designing.
  const grid =
    mode === 'design' && settings.grid > 0 ? { backgroundSize: `${settings.grid}px ${settings.grid}px` } : undefined
  return (
    <div className={`mf-w0006 mf-w0006--${settings.comptyle ?? 'body'}${grid ? ' mf-w0006--grid' : ''}`} style={grid}>
      {(settings.childWidgets ?? []).map((child) => (
        <Slot key={child.uuid} widget={child} mode={mode} />
      ))}
    </div>
  )
}
