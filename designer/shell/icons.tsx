import type { ReactNode } from 'react'
import { LineIcon } from '../ui/LineIcon.tsx'

/** The shell's line icons (16-unit grid, current colour). */
const PATHS = {
  back: <path d="M10 3.5L5.5 8l4.5 4.5" />,
  undo: <path d="M5.5 4L2.5 7l3 3M2.5 7h7a4 4 0 0 1 0 8H7" />,
  redo: <path d="M10.5 4l3 3-3 3M13.5 7h-7a4 4 0 0 0 0 8H9" />,
  keyboard: (
    <>
      <rect x="1.5" y="4" width="13" height="8.5" rx="1.5" />
      <path d="M4 6.8h.01M6.6 6.8h.01M9.3 6.8h.01M12 6.8h.01M4.5 9.7h7" />
    </>
  ),
  external: <path d="M9.5 2.5h4v4M13.5 2.5L8 8M12 9.5v3a1 1 0 0 1-1 1H3.5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3" />,
  warning: <path d="M8 2L1.5 13.5h13zM8 6.5v3.2M8 11.7h.01" />,
  check: <path d="M3 8.5l3.2 3L13 4.5" />,
  cloud: <path d="M4.5 12.5a3 3 0 0 1-.3-6 4 4 0 0 1 7.6-.8 3.4 3.4 0 0 1 .7 6.8z" />,
  search: <path d="M7 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM10.7 10.7L14 14" />,
  chevron: <path d="M4 6l4 4 4-4" />,
  close: <path d="M4 4l8 8M12 4l-8 8" />,
} satisfies Record<string, ReactNode>

export type IconName = keyof typeof PATHS

export function Icon({ name, size = 16 }: { name: IconName; size?: number }) {
  return (
    <LineIcon className="dz-icon" size={size} grid={16}>
      {PATHS[name]}
    </LineIcon>
  )
}
