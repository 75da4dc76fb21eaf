export interface LineIconProps {
  /** The path, drawn on a 24×24 grid. */
  d: string
  /** Width and height in pixels. */
  size: number
  strokeWidth?: string
  /** `currentColor` fills the shape (a pressed toggle); none by default. */
  fill?: string
  /** Rounds the line ends and corners (`round`) or only the corners (`join`); sharp when left out. */
  round?: 'round' | 'join'
  /** Hidden from assistive technology; leave it off when a parent already hides the icon. */
  hidden?: boolean
}

/** A line-drawn icon in the text colour: the member centre's shortcuts and rights, the collect toggles. */
export function LineIcon({ d, size, strokeWidth = '1.6', fill = 'none', round, hidden }: LineIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden={hidden ? 'true' : undefined} focusable="false">
      <path
        d={d}
        fill={fill}
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinejoin={round ? 'round' : undefined}
        strokeLinecap={round === 'round' ? 'round' : undefined}
      />
    </svg>
  )
}
