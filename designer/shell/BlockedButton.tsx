import type { ButtonHTMLAttributes } from 'react'

export interface BlockedButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Why the button is disabled now ('' when it is not): its tooltip and its accessible description. */
  blocker: string
  /** The id of the element that describes the blocker. */
  blockerId: string
}

/**
 * A top-bar button that says why it cannot be used: disabled with a reason, the reason shows as the
 * tooltip of its wrapper (a disabled button gets no pointer events) and describes the button.
 */
export function BlockedButton({ blocker, blockerId, children, ...button }: BlockedButtonProps) {
  return (
    <span className="dz-publish" data-tooltip={blocker || undefined} data-tooltip-align="end">
      <button type="button" {...button} disabled={blocker !== ''} aria-describedby={blocker ? blockerId : undefined}>
        {children}
      </button>
      {blocker && (
        <span id={blockerId} className="mf-visually-hidden">
          {blocker}
        </span>
      )}
    </span>
  )
}
