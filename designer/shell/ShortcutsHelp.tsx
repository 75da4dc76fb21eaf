import { useEffect, useRef } from 'react'
import { EDITOR_ACTIONS, onHelpRequest } from '../actions/index.ts'
import { MOD } from '../actions/platform.ts'
import { Icon } from './icons.tsx'
import { usePopover } from './use-popover.ts'
import './popover.css'

/**
 * 快捷键: a popover listing the editor's actions and their keys (designer/actions/). Its button
 * opens it, and so does `?` anywhere in the editor, which also moves the focus into the list;
 * Escape closes it.
 */
export function ShortcutsHelp() {
  const { open, root, panelId, buttonProps } = usePopover()
  const panel = useRef<HTMLDivElement>(null)
  const wanted = useRef(false)
  const state = useRef({ open, toggle: buttonProps.onClick })
  state.current = { open, toggle: buttonProps.onClick }

  useEffect(
    () =>
      onHelpRequest(() => {
        wanted.current = true
        if (state.current.open) panel.current?.focus()
        else state.current.toggle()
      }),
    [],
  )

  useEffect(() => {
    if (!open || !wanted.current) return
    wanted.current = false
    panel.current?.focus()
  }, [open])

  return (
    <div className="dz-popover-host" ref={root}>
      <button type="button" className="dz-icon-btn" aria-label="快捷键" data-tooltip="快捷键（?）" {...buttonProps}>
        <Icon name="keyboard" />
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          className="dz-popover dz-popover--shortcuts"
          role="region"
          aria-label="快捷键"
          tabIndex={-1}
        >
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
          <p className="dz-popover__note">按 Tab 在画布的挂件间移动，获得焦点的挂件即被选中。</p>
          <p className="dz-popover__note">按住 {MOD} 滚动鼠标滚轮可缩放画布。</p>
          <p className="dz-popover__note">在输入框中输入时，除 Esc 和 F6 外快捷键不生效。</p>
        </div>
      )}
    </div>
  )
}
