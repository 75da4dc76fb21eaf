import type { ButtonHTMLAttributes } from 'react'
import { buttonClassName, type ButtonLook } from './button-class.ts'
import './button.css'

export type ButtonProps = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> & {
    /** The native button type; `type` is the look (spec 2.8). */
    htmlType?: 'button' | 'submit' | 'reset'
  }

/** Button with the spec's types (default, primary, dashed, text, info, success, warning, error) and sizes. */
export function Button({ type, size, long, className, htmlType = 'button', ...rest }: ButtonProps) {
  return <button type={htmlType} className={buttonClassName({ type, size, long, className })} {...rest} />
}
