import type { BulkAnswer, GoodsBulkAction } from '../../../schemas/api/admin/goods.ts'

export const BULK_LABELS: Record<GoodsBulkAction, string> = {
  onsale: '批量上架',
  instock: '批量下架',
  delete: '批量删除',
}

const ARCHIVE_NOTE = '已有订单的商品不会被删除，而是归档（下架并从后台与商城隐藏），订单仍可查看。'

/** What the confirm dialog asks before an action on `count` goods (`name` when it is one row's action). */
export function confirmText(action: GoodsBulkAction, count: number, name?: string): string {
  const what = name ? `商品「${name}」` : `选中的 ${count} 件商品`
  switch (action) {
    case 'onsale':
      return `确定上架${what}？上架后顾客即可购买。`
    case 'instock':
      return `确定下架${what}？下架后商品移入仓库中，顾客无法购买。`
    case 'delete':
      return `确定删除${what}？删除后不可恢复；${ARCHIVE_NOTE}`
  }
}

/** The toast after an action, from what happened to each goods. */
export function outcomeText(answer: BulkAnswer): string {
  const count = (result: string) => answer.results.filter((row) => row.result === result).length
  const parts: string[] = []
  if (count('onsale')) parts.push(`已上架 ${count('onsale')} 件商品`)
  if (count('instock')) parts.push(`已下架 ${count('instock')} 件商品`)
  if (count('deleted')) parts.push(`已删除 ${count('deleted')} 件商品`)
  if (count('archived')) parts.push(`${count('archived')} 件有订单的商品已归档`)
  return parts.join('，') || '没有商品被修改'
}
