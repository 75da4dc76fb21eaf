import type { ReactNode } from 'react'
import type { EditAction } from '../../runtime/layouts/EditLayout.tsx'
import { LineIcon } from '../ui/LineIcon.tsx'

/** Line icons of the edit toolbar (16-unit grid, current colour). */
const PATHS: Record<EditAction, ReactNode> = {
  edit: <path d="M10.5 2.5l3 3L6 13H3v-3zM9 4l3 3" />,
  'add-above': <path d="M8 1.5v5M5.5 4h5M2.5 9.5h11v4h-11z" />,
  'add-below': <path d="M2.5 2.5h11v4h-11zM8 9.5v5M5.5 12h5" />,
  'move-up': <path d="M8 13.5v-11M3.5 7L8 2.5 12.5 7" />,
  'move-down': <path d="M8 2.5v11M3.5 9L8 13.5 12.5 9" />,
  delete: <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.7 6.5v4.5M9.3 6.5v4.5" />,
}

export function ToolbarIcon({ action }: { action: EditAction }) {
  return (
    <LineIcon size={16} grid={16}>
      {PATHS[action]}
    </LineIcon>
  )
}
