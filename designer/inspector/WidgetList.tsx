import { Outline } from '../outline/Outline.tsx'

/**
 * The page settings' widget list: the page's outline (designer/outline/Outline.tsx), with search,
 * 隐藏 / 锁定, free panels' children nested, multi-select and moves into and out of free panels.
 */
export function WidgetList() {
  return <Outline />
}
