import { LineIcon } from '../ui/LineIcon.tsx'
import { panelToggleLabel, setPanelOpen, usePanels, type PanelName } from './panels.ts'

/**
 * The button on the canvas's edge that collapses or opens a side panel (收起组件面板 / 展开组件面板,
 * 收起设置面板 / 展开设置面板). Its arrow points where the panel goes.
 */
export function PanelToggle({ panel }: { panel: PanelName }) {
  const open = usePanels((state) => state[panel])
  const label = panelToggleLabel(panel, open)
  const towardsLeft = (panel === 'palette') === open
  return (
    <button
      type="button"
      className={`dz-panel-toggle dz-panel-toggle--${panel}`}
      aria-label={label}
      data-tooltip={label}
      onClick={() => setPanelOpen(panel, !open)}
    >
      <LineIcon size={14} grid={16}>
        <path d={towardsLeft ? 'M10 3.5L5.5 8l4.5 4.5' : 'M6 3.5l4.5 4.5L6 12.5'} />
      </LineIcon>
    </button>
  )
}
