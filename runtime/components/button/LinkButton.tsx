import { Link, type LinkProps } from 'react-router-dom'
import { buttonClassName, type ButtonLook } from './button-class.ts'
import './button.css'

export type LinkButtonProps = ButtonLook & Omit<LinkProps, 'className' | 'type'>

/** A router link drawn as a `Button` (for actions that navigate, such as 登录 / 注册). */
export function LinkButton({ type, size, long, className, ...rest }: LinkButtonProps) {
  return <Link className={buttonClassName({ type, size, long, className })} {...rest} />
}
