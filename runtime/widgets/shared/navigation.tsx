import { createContext, useContext, type ReactNode } from 'react'

export type Navigate = (href: string) => void

/** Outside WeChat a route change is a full page load anyway (spec 2.5), so widgets assign the address. */
const assignLocation: Navigate = (href) => window.location.assign(href)

const NavigationContext = createContext<Navigate>(assignLocation)

/** Lets a host (a router-driven page, the designer, a test) decide how a widget's navigation happens. */
export function WidgetNavigationProvider({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  return <NavigationContext value={navigate}>{children}</NavigationContext>
}

export function useWidgetNavigate(): Navigate {
  return useContext(NavigationContext)
}

/** The current full path (path, query and hash), to come back to after logging in. */
export function currentFullPath(): string {
  const { pathname, search, hash } = window.location
  return pathname + search + hash
}
