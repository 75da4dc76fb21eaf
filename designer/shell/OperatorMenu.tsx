import type { OperatorInfo } from '../../schemas/api/designer.ts'
import { toast } from '../../runtime/components/toast/toast.ts'
import { signOut } from './access/access-store.ts'
import { usePopover } from './use-popover.ts'
import './popover.css'

/** The signed-in operator in the top bar, with 退出登录. */
export interface OperatorMenuProps {
  operator: OperatorInfo
  /** The editor asks before leaving unsaved changes; it calls `proceed` once the operator agrees. */
  guard?: (proceed: () => void) => void
}

export function OperatorMenu({ operator, guard }: OperatorMenuProps) {
  const { open, close, root, panelId, buttonProps } = usePopover()
  const name = operator.name || operator.username

  function leave() {
    close()
    const proceed = () => {
      signOut().catch((error: unknown) => toast.error(error instanceof Error ? error.message : '退出登录失败'))
    }
    if (guard) guard(proceed)
    else proceed()
  }

  return (
    <div className="dz-popover-host" ref={root}>
      <button
        type="button"
        className="dz-operator"
        aria-haspopup="true"
        {...buttonProps}
        aria-label={`${name}，账号菜单`}
      >
        <span className="dz-operator__avatar" data-initial={name.slice(0, 1)} aria-hidden="true" />
        <span className="dz-operator__name">{name}</span>
      </button>
      {open && (
        <div id={panelId} className="dz-popover dz-popover--menu">
          <p className="dz-popover__meta">
            运营账号 <strong>{operator.username}</strong>
          </p>
          <button type="button" className="dz-popover__item" onClick={leave}>
            退出登录
          </button>
        </div>
      )}
    </div>
  )
}
