import { EDITOR_ACTIONS } from '../actions/index.ts'
import { Icon } from './icons.tsx'
import { usePopover } from './use-popover.ts'
import './popover.css'

/** 快捷键: a popover listing the editor's actions and their keys (designer/actions/). */
export function ShortcutsHelp() {
  const { open, root, panelId, buttonProps } = usePopover()

  return (
    <div className="dz-popover-host" ref={root}>
      <button type="button" className="dz-icon-btn" aria-label="快捷键" data-tooltip="快捷键" {...buttonProps}>
        <Icon name="keyboard" />
      </button>
      {open && (
        <div id={panelId} className="dz-popover dz-popover--shortcuts" role="region" aria-label="快捷键">
          <h2 className="dz-popover__title">快捷键</h2>
          <dl className="dz-shortcuts">
            {EDITOR_ACTIONS.map(({ name, label, shortcuts }) => (
              <div key={name} className="dz-shortcuts__row">
                <dt>{label}</dt>
                <dd>
                  {shortcuts.map((key) => (
                    <kbd key={key}>{key}</kbd>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
          <p className="dz-popover__note">在输入框中输入时，快捷键不生效。</p>
        </div>
      )}
    </div>
  )
}
