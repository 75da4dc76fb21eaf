import { createContext, useContext, type ComponentType } from 'react'
import type { WidgetDescriptor } from '../../schemas/descriptor.ts'
import type { WidgetMode } from './types.ts'

/** A descriptor widget: its settings with the resolved data beside them (typed in schemas/descriptor.ts). */
export type { WidgetDescriptor }

export interface WidgetSlotProps {
  widget: WidgetDescriptor
  mode: WidgetMode
  /** False when the host places the widget itself (the designer's drag frames); default true. */
  positioned?: boolean
  /** A widget below the first screen of a server-rendered page, hydrated on approach (hydrate-when-seen.ts). */
  hydratesWhenSeen?: boolean
}

const WidgetSlotContext = createContext<ComponentType<WidgetSlotProps>>(() => null)

/**
 * How a container widget (the free panel) renders its children through the registry without
 * importing it, which would make the registry import itself.
 */
export const WidgetSlotProvider = WidgetSlotContext.Provider

export function useWidgetSlot(): ComponentType<WidgetSlotProps> {
  return useContext(WidgetSlotContext)
}
