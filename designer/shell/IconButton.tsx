import type { ButtonHTMLAttributes } from 'react'
import { Icon, type IconName } from './icons.tsx'

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> {
  icon: IconName
  /** Accessible name and the tooltip's first words. */
  label: string
  /** Shown in the tooltip after the label, e.g. 'Ctrl+Z'. */
  shortcut?: string
  /** aria-keyshortcuts value, e.g. 'Control+Z'. */
  keyshortcuts?: string
}

/** A square toolbar button whose name is shown as a tooltip on hover and keyboard focus. */
export function IconButton({ icon, label, shortcut, keyshortcuts, className, ...rest }: IconButtonProps) {
  const tip = shortcut ? `${label} (${shortcut})` : label
  return (
    <button
      type="button"
      className={`dz-icon-btn${className ? ` ${className}` : ''}`}
      aria-label={tip}
      aria-keyshortcuts={keyshortcuts}
      data-tooltip={tip}
      {...rest}
    >
      <Icon name={icon} />
    </button>
  )
}
