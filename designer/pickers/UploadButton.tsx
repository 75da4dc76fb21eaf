import { useRef, type ChangeEvent } from 'react'
import { Button } from '../../runtime/components/button/Button.tsx'
import type { ButtonType } from '../../runtime/components/button/button-class.ts'

export interface UploadButtonProps {
  label?: string
  /** Accessible name when the visible label needs its field's name beside it. */
  ariaLabel?: string
  /** DOM id and field path, when this button is the field's focus target. */
  id?: string
  fieldPath?: string
  busy: boolean
  onFile: (file: File) => void
  type?: ButtonType
}

/**
 * A button opening the file chooser. `accept` only narrows the chooser; the bytes decide
 * (runtime/lib/image-file.ts).
 */
export function UploadButton({
  label = '上传图片',
  ariaLabel,
  id,
  fieldPath,
  busy,
  onFile,
  type = 'primary',
}: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null)
  function picked(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // Cleared so choosing the same file again still fires a change.
    event.target.value = ''
    if (file) onFile(file)
  }
  return (
    <>
      <Button
        id={id}
        data-field-path={fieldPath}
        type={type}
        size="small"
        disabled={busy}
        aria-label={ariaLabel ?? label}
        onClick={() => input.current?.click()}
      >
        {busy ? '上传中…' : label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        aria-label={`${ariaLabel ?? label}文件`}
        onChange={picked}
      />
    </>
  )
}
