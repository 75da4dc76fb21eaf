import { itemActions } from '../ui/item-actions.ts'

export interface ItemButtonsProps {
  /** The item's name, so each button's accessible name says what it acts on (上移轮播图 1). */
  name: string
  index: number
  count: number
  onMove: (from: number, to: number) => void
  /** 删除; without it the item cannot be removed. */
  onRemove?: () => void
  /** When the buttons are field controls: their ids start with this, and they carry the item's path. */
  id?: string
  fieldPath?: string
}

/** The inspector's 上移 / 下移 / 删除 icon buttons of an item (a widget of the page, a list item). */
export function ItemButtons({ name, index, count, onMove, onRemove, id, fieldPath }: ItemButtonsProps) {
  return itemActions(index, count, onMove, onRemove).map((action) => (
    <button
      key={action.key}
      type="button"
      className={action.key === 'remove' ? 'dzi-icon-button dzi-icon-button--danger' : 'dzi-icon-button'}
      id={id && `${id}-${action.key}`}
      data-field-path={fieldPath}
      aria-label={`${action.label}${name}`}
      title={action.label}
      disabled={action.disabled}
      onClick={action.run}
    >
      {action.glyph}
    </button>
  ))
}
