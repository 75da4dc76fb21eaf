import { GROUP, text } from './build.ts'
import type { EditorHint, HintSet } from './types.ts'

/** The common fields of every widget (schemas/style.ts commonFields): the 组件样式 tab. */

const style = (
  label: string,
  kind: EditorHint['kind'],
  group: string,
  extra: Partial<EditorHint> = {},
): EditorHint => ({
  label,
  kind,
  tab: 'style',
  group,
  ...extra,
})

export const commonHints: HintSet = {
  fields: {
    alias: text('挂件别名', { help: '在页面设置的挂件列表中显示' }),
    x: style('X 坐标', 'number', GROUP.position),
    y: style('Y 坐标', 'number', GROUP.position),
    width: style('宽度', 'number', GROUP.position),
    height: style('高度', 'number', GROUP.position),
    zindex: style('层级', 'number', GROUP.position),
    proportion: style('等比缩放', 'switch', GROUP.position, { help: '调整大小时保持图片宽高比' }),
    widthFull: style('通栏背景', 'switch', GROUP.position, { help: '背景铺满整个浏览器宽度，内容仍居中' }),
    margins: style('外边距', 'box', GROUP.spacing),
    paddings: style('内边距', 'box', GROUP.spacing),
    borders: style('边框', 'borders', GROUP.border),
    'colours/backgroundColor': style('背景颜色', 'color', GROUP.colour),
    'colours/color': style('文字颜色', 'color', GROUP.colour),
  },
  hidden: {
    type: 'the widget type never changes',
    name: 'the widget kind key, set when the widget is created',
    uuid: 'identity of the widget',
    pageWidth: 'the page width the widget was laid out for, fixed by the page',
    leaf: 'set by the canvas when a widget is dropped into a free panel',
    hidden: "set with 隐藏 in the page settings' outline",
    locked: "set with 锁定 in the page settings' outline",
    imgUrl: 'only the hot-zone image (W0003) shows an image of its own; it declares its own hint',
    href: 'the resolved address, computed by the server from the link data',
    customerThemeEnabled: 'kept from stored templates; no widget reads it',
    heightDisabled: 'canvas flag of widgets whose height is fixed',
    widthDisabled: 'canvas flag of widgets whose width is fixed',
  },
}
