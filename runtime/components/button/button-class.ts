export type ButtonType = 'default' | 'primary' | 'dashed' | 'text' | 'info' | 'success' | 'warning' | 'error'
export type ButtonSize = 'small' | 'default' | 'large'

export interface ButtonLook {
  type?: ButtonType
  size?: ButtonSize
  /** Stretch to the full width of the container. */
  long?: boolean
  className?: string
}

/** Class list shared by `Button` and `LinkButton`, so a link can look exactly like a button. */
export function buttonClassName({ type = 'default', size = 'default', long = false, className }: ButtonLook): string {
  return [
    'mf-button',
    `mf-button--${type}`,
    size !== 'default' && `mf-button--${size}`,
    long && 'mf-button--long',
    className,
  ]
    .filter(Boolean)
    .join(' ')
}
