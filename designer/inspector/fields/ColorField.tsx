import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useEditor } from '../../store/editor-store.ts'
import { COLOR_MESSAGE, isColor, toHex6 } from './color.ts'
import type { BasicFieldProps } from './types.ts'

/** Neutral presets; the page's theme colour leads the row. */
const PRESETS = [
  { value: '#FFFFFF', name: '白色' },
  { value: '#F5F5F5', name: '浅灰背景' },
  { value: '#E5E5E5', name: '边框灰' },
  { value: '#999999', name: '浅灰文字' },
  { value: '#666666', name: '中灰文字' },
  { value: '#333333', name: '深灰文字' },
  { value: '#000000', name: '黑色' },
  { value: 'transparent', name: '透明' },
]

/**
 * A colour: a swatch opening a popover (native colour input, presets, 清除) and the colour as
 * text. One pick is one edit: the native picker previews on `input` and records on `change`, so
 * dragging across its palette never floods the history. Typed text is recorded when it is a valid
 * colour and the field is left (or Enter).
 */
export function ColorField({ id, path, label, value, onChange, schema }: BasicFieldProps) {
  const stored = typeof value === 'string' ? value : ''
  // Page colours feed CSS variables directly and must be set (schemas/style.ts FilledColor).
  const required = typeof schema.minLength === 'number' && schema.minLength > 0
  const valid = (text: string) => isColor(text) && !(required && text.trim() === '')
  const theme = useEditor((state) => state.doc.page.themeColor)
  const [open, setOpen] = useState(false)
  const [preview, setPreview] = useState<string | null>(null)
  const [draft, setDraft] = useState(stored)
  const [invalid, setInvalid] = useState(false)
  const root = useRef<HTMLSpanElement>(null)
  const swatch = useRef<HTMLButtonElement>(null)
  const native = useRef<HTMLInputElement>(null)
  const popover = useRef<HTMLDivElement>(null)
  const shown = preview ?? stored

  useEffect(() => {
    setDraft(stored)
    setInvalid(false)
  }, [stored])

  // The latest value and callback for the native listeners, which live as long as the popover.
  const latest = useRef({ stored, onChange })
  latest.current = { stored, onChange }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the native input is mounted only while the popover is open, so opening must sync it again.
  useEffect(() => {
    if (native.current) native.current.value = toHex6(stored, theme)
  }, [open, stored, theme])

  // Native listeners: React's onChange fires on every `input` of a colour input.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the native input is mounted only while the popover is open, so the listeners are attached on each opening.
  useEffect(() => {
    const input = native.current
    if (!input) return
    const move = () => setPreview(input.value)
    const pick = () => {
      setPreview(null)
      const { stored: current, onChange: record } = latest.current
      if (input.value.toLowerCase() !== current.toLowerCase()) record(input.value.toUpperCase())
    }
    input.addEventListener('input', move)
    input.addEventListener('change', pick)
    return () => {
      input.removeEventListener('input', move)
      input.removeEventListener('change', pick)
    }
  }, [open])

  useEffect(() => {
    if (!open) return
    popover.current?.scrollIntoView?.({ block: 'nearest' })
    const outside = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', outside)
    return () => document.removeEventListener('mousedown', outside)
  }, [open])

  function choose(next: string) {
    if (next !== stored) onChange(next)
    close()
  }

  function close() {
    setOpen(false)
    setPreview(null)
    swatch.current?.focus()
  }

  function typed(text: string) {
    setDraft(text)
    setInvalid(!valid(text))
  }

  function settle() {
    const text = draft.trim()
    if (valid(text) && text !== stored) onChange(text)
    else if (!valid(text)) {
      setDraft(stored)
      setInvalid(false)
    }
  }

  function popoverKey(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      close()
    }
  }

  const messageId = `${id}-message`
  return (
    <span className="dzi-color" ref={root}>
      <button
        ref={swatch}
        id={`${id}-swatch`}
        type="button"
        className={shown ? 'dzi-color__swatch' : 'dzi-color__swatch is-empty'}
        style={{ background: shown || undefined }}
        aria-label={`${label}：选择颜色`}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-field-path={path}
        onClick={() => (open ? close() : setOpen(true))}
      />
      <input
        id={id}
        data-field-path={path}
        className={invalid ? 'dzi-input dzi-color__text is-invalid' : 'dzi-input dzi-color__text'}
        type="text"
        spellCheck={false}
        value={draft}
        placeholder="未设置"
        maxLength={40}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messageId : undefined}
        onChange={(event) => typed(event.target.value)}
        onBlur={settle}
        onKeyDown={(event) => event.key === 'Enter' && settle()}
      />
      {invalid && (
        <span id={messageId} className="dzi-field-message" role="alert">
          {COLOR_MESSAGE}
        </span>
      )}
      {open && (
        <div
          ref={popover}
          className="dzi-color__popover"
          role="dialog"
          aria-label={`${label}：选择颜色`}
          onKeyDown={popoverKey}
        >
          <input ref={native} className="dzi-color__native" type="color" aria-label="调色板" autoFocus />
          <div className="dzi-color__presets" role="group" aria-label="常用颜色">
            {[{ value: theme, name: '主题色' }, ...PRESETS].map((preset) => (
              <button
                key={preset.name}
                type="button"
                className={preset.value === 'transparent' ? 'dzi-color__preset is-transparent' : 'dzi-color__preset'}
                style={preset.value === 'transparent' ? undefined : { background: preset.value }}
                aria-label={`${preset.name} ${preset.value}`}
                title={`${preset.name} ${preset.value}`}
                aria-pressed={preset.value.toLowerCase() === stored.toLowerCase()}
                onClick={() => choose(preset.value)}
              />
            ))}
          </div>
          {!required && (
            <button type="button" className="dzi-link-button" onClick={() => choose('')}>
              清除
            </button>
          )}
        </div>
      )}
    </span>
  )
}
