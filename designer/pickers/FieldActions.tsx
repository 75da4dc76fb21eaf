import { Button } from '../../runtime/components/button/Button.tsx'
import type { FieldEditorProps } from '../inspector/field-types.ts'

export interface FieldActionsProps {
  field: Pick<FieldEditorProps, 'id' | 'path' | 'label'>
  /** 选择链接, 选择商铺, 更换商铺: opens the field's picker. */
  choose: string
  onChoose: () => void
  /** 清除, disabled while there is nothing to clear. */
  canClear: boolean
  onClear: () => void
}

/** The buttons of a field holding one reference: choose it (the field's own control), and 清除. */
export function FieldActions({ field, choose, onChoose, canClear, onClear }: FieldActionsProps) {
  return (
    <div className="dzp-link-field__actions">
      <Button
        id={field.id}
        data-field-path={field.path}
        size="small"
        type="primary"
        aria-label={`${field.label}：${choose}`}
        onClick={onChoose}
      >
        {choose}
      </Button>
      <Button size="small" disabled={!canClear} aria-label={`${field.label}：清除`} onClick={onClear}>
        清除
      </Button>
    </div>
  )
}
