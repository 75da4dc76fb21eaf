import { ALIGN_OPTIONS, CONFIRM, GROUP, color, link, list, number, select, textarea } from './build.ts'
import type { HintSet } from './types.ts'

/** W0011 文本: at most one link (its data list holds 0 or 1). */
export const W0011Hints: HintSet = {
  fields: {
    text: textarea('文本内容'),
    fontSize: number('字号', { help: '修改字号时高度随之调整' }),
    textAlign: select('对齐方式', ALIGN_OPTIONS, { group: GROUP.text }),
    fontWeight: select(
      '字重',
      [
        { value: 'normal', label: '常规' },
        { value: 'bold', label: '加粗' },
      ],
      { group: GROUP.text },
    ),
    fontStyle: select(
      '字形',
      [
        { value: 'normal', label: '常规' },
        { value: 'italic', label: '斜体' },
      ],
      { group: GROUP.text },
    ),
    textDecoration: select(
      '装饰线',
      [
        { value: 'none', label: '无' },
        { value: 'underline', label: '下划线' },
      ],
      { group: GROUP.text },
    ),
    color: color('文字颜色'),
    foregroundColor: color('强调文字颜色', { help: '设置后优先于文字颜色' }),
    backgroundColor: color('背景颜色'),
    data: list('链接', '链接', CONFIRM.item, { group: GROUP.link }),
    'data/*': link('链接地址'),
  },
  hidden: {},
}
