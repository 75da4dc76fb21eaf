import type { ReactNode } from 'react'

export interface LineIconProps {
  /** Side of the square in px. */
  size: number
  /** The drawing grid (16 for the small UI icons, 24 for the palette). */
  grid: 16 | 24
  strokeWidth?: number
  className?: string
  children: ReactNode
}

/** The designer's line-icon frame: stroked in the current colour, hidden from screen readers. */
export function LineIcon({ size, grid, strokeWidth = 1.5, className, children }: LineIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox={`0 0 ${grid} ${grid}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}
