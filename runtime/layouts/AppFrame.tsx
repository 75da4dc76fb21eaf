import type { CSSProperties, ReactNode } from 'react'
import { Toaster } from '../components/toast/Toaster.tsx'
import { useFramePage } from '../routing/layout-data.ts'
import { themeVariables } from '../../schemas/brand-colors.ts'

/**
 * The element every page renders in: it applies the page's theme colour (spec 3; a designed page's
 * own, else the home page's) to the
 * --mf-theme token (with its readable text shades) and hosts the one Toaster.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const themeColor = useFramePage()?.themeColor
  const style = themeColor ? (themeVariables(themeColor) as CSSProperties) : undefined
  return (
    <div className="mf-app" style={style}>
      {children}
      <Toaster />
    </div>
  )
}
