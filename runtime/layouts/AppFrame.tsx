import type { CSSProperties, ReactNode } from 'react'
import { Toaster } from '../components/toast/Toaster.tsx'
import { useOptionalLayoutData } from '../routing/layout-data.ts'

/**
 * The element every page renders in: it applies the page setting's theme colour (spec 3) to the
 * --mf-theme token and hosts the one Toaster.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const themeColor = useOptionalLayoutData()?.page.themeColor
  const style = themeColor ? ({ '--mf-theme': themeColor } as CSSProperties) : undefined
  return (
    <div className="mf-app" style={style}>
      {children}
      <Toaster />
    </div>
  )
}
