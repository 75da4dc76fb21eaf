import { useState, type ReactNode } from 'react'
import { Button } from '../../runtime/components/button/Button.tsx'
import { toast } from '../../runtime/components/toast/toast.ts'
import type { FieldEditorProps } from '../inspector/field-types.ts'
import { EntryActions } from './EntryActions.tsx'
import type { ListBounds } from './list-limit.ts'
import { moveItem } from './list-edits.ts'
import { RemoveConfirm } from './RemoveConfirm.tsx'

/** What a multi-select picker is given by its field: the list now, its limit, and where 确定 goes. */
export interface EntriesPickerProps<T> {
  open: boolean
  /** The entries already in the widget: shown checked, kept in their order. */
  picked: T[]
  limit: number
  onClose: () => void
  onConfirm: (entries: T[]) => void
}

/**
 * What the picked-list fields (goods, coupons, shop tags) share: the picker's open state, and the
 * edits of the list, each refused with `minMessage` when it would leave fewer than `bounds.min`
 * entries. `picker` is what the field hands its picker dialog.
 */
export function usePickedEntries<T>(
  entries: T[],
  bounds: Pick<ListBounds, 'min' | 'max'>,
  minMessage: string,
  onChange: (next: T[]) => void,
) {
  const [picking, setPicking] = useState(false)
  const [removing, setRemoving] = useState<number | null>(null)
  const picker: EntriesPickerProps<T> = {
    open: picking,
    picked: entries,
    limit: bounds.max,
    onClose: () => setPicking(false),
    onConfirm(next) {
      if (next.length < bounds.min) {
        toast.warning(minMessage)
        return
      }
      setPicking(false)
      onChange(next)
    },
  }
  return {
    entries,
    max: bounds.max,
    picker,
    startPicking: () => setPicking(true),
    move: (from: number, to: number) => onChange(moveItem(entries, from, to)),
    /** The entry whose removal is being confirmed, or null. */
    removing,
    askRemove(index: number) {
      if (entries.length <= bounds.min) {
        toast.warning(minMessage)
        return
      }
      setRemoving(index)
    },
    stopRemoving: () => setRemoving(null),
  }
}

type PickedEntries<T> = ReturnType<typeof usePickedEntries<T>>

export interface EntryListProps<T> {
  field: Pick<FieldEditorProps, 'id' | 'path' | 'label' | 'hint'> & { onChange: (next: T[]) => void }
  /** What the list holds: 商品, 优惠券. */
  noun: string
  edits: PickedEntries<T>
  /** A default entry standing for "nothing picked yet". */
  isPlaceholder: (entry: T) => boolean
  keyOf: (entry: T) => string
  titleOf: (entry: T) => string
  /** What stands before the name: a thumbnail, the coupon's face. */
  picture: (entry: T) => ReactNode
  /** What stands below the name, if anything (the price). */
  detail?: (entry: T) => ReactNode
  /** The add button's tooltip. */
  addTitle?: string
  /** 添加: opens the picker unless the field says otherwise. */
  onAdd?: () => void
}

/**
 * The picked entries in order, each with 上移 / 下移 / 删除 (删除 asks first), then + 添加 with how
 * many of how many are picked.
 */
export function EntryList<T>({ field, noun, edits, isPlaceholder, keyOf, titleOf, ...look }: EntryListProps<T>) {
  const { entries } = edits
  const nameOf = (entry: T) => (isPlaceholder(entry) ? `未选择${noun}` : titleOf(entry))
  return (
    <>
      {entries.length === 0 ? (
        <p className="dzp-entries__empty">{`还没有选择${noun}`}</p>
      ) : (
        <ol className="dzp-entries__list" aria-label={field.label}>
          {entries.map((entry, index) => (
            <li key={`${keyOf(entry)}-${index}`} className="dzp-entry">
              {look.picture(entry)}
              <span className="dzp-entry__main">
                <span className="dzp-entry__title">{nameOf(entry)}</span>
                {!isPlaceholder(entry) && look.detail?.(entry)}
              </span>
              <EntryActions name={nameOf(entry)} index={index} edits={edits} />
            </li>
          ))}
        </ol>
      )}
      <AddEntryButton
        field={field}
        noun={noun}
        count={entries.filter((entry) => !isPlaceholder(entry)).length}
        max={edits.max}
        title={look.addTitle}
        onClick={look.onAdd ?? edits.startPicking}
      />
      <RemoveConfirm
        items={entries}
        index={edits.removing}
        message={field.hint.confirmDelete ?? `确定删除该${noun}？`}
        onChange={field.onChange}
        onClose={edits.stopRemoving}
      />
    </>
  )
}

export interface AddEntryButtonProps {
  field: Pick<FieldEditorProps, 'id' | 'path' | 'label'>
  /** What is added: 商品, 优惠券, 标签. */
  noun: string
  count: number
  max: number
  title?: string
  onClick: () => void
}

/** + 添加商品 (and how many of how many, when the list has a limit). */
export function AddEntryButton({ field, noun, count, max, title, onClick }: AddEntryButtonProps) {
  return (
    <Button
      id={field.id}
      data-field-path={field.path}
      type="dashed"
      long
      aria-label={`${field.label}：添加${noun}`}
      onClick={onClick}
      title={title}
    >
      {`+ 添加${noun}`}
      {Number.isFinite(max) && (
        <span className="dzp-entries__count">
          （{count}/{max}）
        </span>
      )}
    </Button>
  )
}
