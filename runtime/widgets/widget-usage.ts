import { createContext, useContext } from 'react'

/** The widget types a server render shows: those that hydrate with the page, and those that hydrate when seen. */
export interface WidgetUsage {
  now: Set<string>
  later: Set<string>
}

export function createWidgetUsage(): WidgetUsage {
  return { now: new Set(), later: new Set() }
}

const WidgetUsageContext = createContext<WidgetUsage | null>(null)

/**
 * Collects the widget types a server render shows (the free panel's children included), so the
 * page can preload exactly the chunks of those that hydrate with it, which the browser loads
 * before hydrating, and link only the styles of those that hydrate when seen.
 */
export const WidgetUsageProvider = WidgetUsageContext.Provider

/** Notes that this render shows a widget of `type`; outside a collecting render it does nothing. */
export function useRecordWidgetType(type: string, later: boolean): void {
  useContext(WidgetUsageContext)?.[later ? 'later' : 'now'].add(type)
}
