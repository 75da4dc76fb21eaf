/** One of the 上移 / 下移 / 删除 controls of an item in an ordered list. */
export interface ItemAction {
  key: 'up' | 'down' | 'remove'
  /** 上移, 下移 or 删除: the tooltip, and with the item's name its accessible name. */
  label: string
  glyph: string
  disabled?: boolean
  run: () => void
}

/**
 * The controls of item `index` of `count`: 上移 and 下移 (disabled at the ends) when the list can
 * be reordered, 删除 when its items can be removed.
 */
export function itemActions(
  index: number,
  count: number,
  move: ((from: number, to: number) => void) | undefined,
  remove: (() => void) | undefined,
): ItemAction[] {
  const actions: ItemAction[] = []
  if (move) {
    actions.push(
      { key: 'up', label: '上移', glyph: '↑', disabled: index === 0, run: () => move(index, index - 1) },
      { key: 'down', label: '下移', glyph: '↓', disabled: index === count - 1, run: () => move(index, index + 1) },
    )
  }
  if (remove) actions.push({ key: 'remove', label: '删除', glyph: '✕', run: remove })
  return actions
}
