import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { ImageLibraryDialog } from '../../../designer/pickers/ImageLibraryDialog.tsx'
import { LinkPopover } from './LinkPopover.tsx'
import { runCommand, type FormatState, formatState, preferParagraphs } from './commands.ts'
import './rich-text.css'

/**
 * 商品详情: a small rich-text editor on contentEditable. The toolbar (加粗, 标题, 列表, 插入图片 from
 * the image library, 链接, 清除格式) acts on the selection; the HTML goes to the server as typed,
 * which sanitizes it before storing. The selection is remembered while the toolbar has the focus,
 * so every button works from the keyboard as well as with the mouse.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
}: {
  label: string
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  error?: string
}) {
  const area = useRef<HTMLDivElement>(null)
  const saved = useRef<Range | null>(null)
  const [state, setState] = useState<FormatState>({ bold: false, heading: false, list: false })
  const [library, setLibrary] = useState(false)
  const [linking, setLinking] = useState(false)
  const errorId = useId()

  // The area is uncontrolled while typing; a value from outside (the loaded goods) replaces its content.
  useEffect(() => {
    const element = area.current
    if (element && element.innerHTML !== value) element.innerHTML = value
  }, [value])

  useEffect(() => {
    function remember() {
      const selection = document.getSelection()
      const element = area.current
      if (!selection || selection.rangeCount === 0 || !element) return
      const range = selection.getRangeAt(0)
      if (!element.contains(range.commonAncestorContainer)) return
      saved.current = range.cloneRange()
      setState(formatState())
    }
    document.addEventListener('selectionchange', remember)
    return () => document.removeEventListener('selectionchange', remember)
  }, [])

  /** Focuses the area with the selection it had, so a command acts where the operator left off. */
  function restore() {
    const element = area.current
    if (!element) return
    element.focus()
    const selection = document.getSelection()
    if (!selection) return
    selection.removeAllRanges()
    if (saved.current) selection.addRange(saved.current)
    else {
      const range = document.createRange()
      range.selectNodeContents(element)
      range.collapse(false)
      selection.addRange(range)
    }
  }

  function apply(command: Parameters<typeof runCommand>[0], argument?: string) {
    restore()
    runCommand(command, argument)
    setState(formatState())
    if (area.current) onChange(area.current.innerHTML)
  }

  function shortcut(event: KeyboardEvent<HTMLDivElement>) {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'b') {
      event.preventDefault()
      apply('bold')
    }
  }

  const tool = (name: string, pressed: boolean | undefined, onClick: () => void) => (
    <button
      type="button"
      className="gd-rte__tool"
      aria-pressed={pressed}
      // Keeps the selection in the area when the button is clicked with the mouse.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {name}
    </button>
  )

  return (
    <div className={`gd-rte${error ? ' is-invalid' : ''}`}>
      <div className="gd-rte__toolbar" role="toolbar" aria-label={`${label}工具栏`}>
        {tool('加粗', state.bold, () => apply('bold'))}
        {tool('标题', state.heading, () => apply('heading'))}
        {tool('列表', state.list, () => apply('list'))}
        <span className="gd-rte__sep" aria-hidden="true" />
        {tool('插入图片', undefined, () => setLibrary(true))}
        {tool('链接', undefined, () => setLinking(true))}
        <span className="gd-rte__sep" aria-hidden="true" />
        {tool('清除格式', undefined, () => apply('clear'))}
        {linking && (
          <LinkPopover
            onCancel={() => {
              setLinking(false)
              restore()
            }}
            onConfirm={(url) => {
              setLinking(false)
              apply('link', url)
            }}
          />
        )}
      </div>
      <div
        ref={area}
        className="gd-rte__area"
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        contentEditable
        suppressContentEditableWarning
        data-placeholder="介绍商品的卖点、规格参数、售后说明等，可插入图片"
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
        onFocus={preferParagraphs}
        onBlur={onBlur}
        onKeyDown={shortcut}
      />
      {error && (
        <p id={errorId} className="dz-field__error">
          {error}
        </p>
      )}
      <ImageLibraryDialog
        open={library}
        onClose={() => {
          setLibrary(false)
          restore()
        }}
        onConfirm={(image) => {
          setLibrary(false)
          apply('image', image.img_full_url)
        }}
      />
    </div>
  )
}
