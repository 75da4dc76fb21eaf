import type { OrderLine } from '../../../api/orders.ts'

/** '颜色:米白 尺码:M' as '颜色：米白  尺码：M'. */
export function specText(desc: string): string {
  return desc
    .trim()
    .split(/\s+(?=[^\s:：]+[:：])/)
    .map((part) => part.replace(/[:：]\s*/, '：'))
    .join('  ')
}

/** A line's after-sales state: refunded units, units in after-sales, or nothing. */
export function lineStateText(line: OrderLine): string {
  if (line.refunded_num > 0) return line.refunded_num >= line.num ? '已退款' : `已退款${line.refunded_num}件`
  if (line.aftersales_num > 0) return '售后中'
  return ''
}
