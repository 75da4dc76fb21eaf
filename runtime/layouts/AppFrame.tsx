import type { CSSProperties, ReactNode } from 'react'
import { Toaster } from '../components/toast/Toaster.tsx'
import { useOptionalLayoutData } from '../routing/layout-data.ts'
import { themeVariables } from '../../schemas/brand-colors.ts'

/**
 * The element every page renders in: it applies the page setting's theme colour (spec 3) to the
 * --mf-theme token (with its readable text shades) and hosts the one Toaster.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const themeColor = useOptionalLayoutData()?.page.themeColor
  const style = themeColor ? (themeVariables(themeColor) as CSSProperties) : undefined
  return (
    <div className="mf-app" style={style}>
      {children}
      <Toaster />
    </div>
  )
}
