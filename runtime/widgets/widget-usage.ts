import { createContext, useContext } from 'react'

const WidgetUsageContext = createContext<Set<string> | null>(null)

/**
 * Collects the widget types a server render shows (the free panel's children included), so the
 * page can preload exactly their chunks and the browser can load them before hydrating.
 */
export const WidgetUsageProvider = WidgetUsageContext.Provider

/** Notes that this render shows a widget of `type`; outside a collecting render it does nothing. */
export function useRecordWidgetType(type: string): void {
  useContext(WidgetUsageContext)?.add(type)
}
