import { useState } from 'react'
import { useEditor } from '../../store/editor-store.ts'
import { LineIcon } from '../../ui/LineIcon.tsx'
import { Contained } from './Contained.tsx'
import { SaveModuleDialog } from './SaveModuleDialog.tsx'
import { savablePanel } from './save-module.ts'

const LABEL = '保存为组合模块'

/**
 * The edit toolbar's 保存为组合模块, shown for a free panel on the page (not for its children or
 * other widgets): opens the save dialog for that panel.
 */
export function SaveModuleButton({ uuid }: { uuid: string }) {
  const savable = useEditor((state) => savablePanel(state, uuid) !== null)
  const [open, setOpen] = useState(false)
  if (!savable) return null
  return (
    <>
      <button
        type="button"
        className="dz-toolbar__button"
        data-action="save-module"
        data-tooltip={LABEL}
        aria-label={LABEL}
        onClick={() => setOpen(true)}
      >
        <LineIcon size={16} grid={16}>
          <path d="M2.5 2.5h8l3 3v8h-11zM5 2.5v3.5h5V2.5M5 13.5v-4h6v4" />
        </LineIcon>
      </button>
      <Contained>
        <SaveModuleDialog panelUuid={open ? uuid : null} onClose={() => setOpen(false)} />
      </Contained>
    </>
  )
}
