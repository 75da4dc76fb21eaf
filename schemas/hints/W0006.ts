import { GROUP, number, select } from './build.ts'
import type { HintSet } from './types.ts'

/** W0006 自由面板: its children are placed on the canvas, not in the form. */
export const W0006Hints: HintSet = {
  fields: {
    comptyle: select('所在区域', [
      { value: 'header', label: '页头' },
      { value: 'body', label: '页面主体' },
      { value: 'footer', label: '页脚' },
    ]),
    grid: number('吸附网格（px）', { group: GROUP.basic }),
  },
  hidden: {
    childWidgets: 'children are dropped, moved and selected on the canvas; each has its own inspector',
  },
}
