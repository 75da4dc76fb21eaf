/** The editor's keyboard shortcuts, as the help popover lists them and tooltips name them. */

export const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** The modifier as this platform's keyboards label it. */
export const MOD = IS_MAC ? '⌘' : 'Ctrl'

export const SHORTCUT_LIST: ReadonlyArray<{ keys: string[]; action: string }> = [
  { keys: [`${MOD}+Z`], action: '撤销' },
  { keys: [`${MOD}+Shift+Z`, `${MOD}+Y`], action: '重做' },
  { keys: [`${MOD}+C`], action: '复制选中的挂件' },
  { keys: [`${MOD}+V`], action: '粘贴挂件' },
  { keys: [`${MOD}+D`], action: '创建副本' },
  { keys: ['Delete', 'Backspace'], action: '删除选中的挂件' },
  { keys: ['↑ ↓ ← →'], action: '移动 1 像素' },
  { keys: ['Shift+方向键'], action: '移动 10 像素' },
  { keys: ['Esc'], action: '取消选中' },
]
