import { GOODS_BULK_ACTIONS, type GoodsBulkAction } from '../../../schemas/api/admin/goods.ts'
import { BULK_LABELS } from './bulk-texts.ts'

/** Above the table while rows are checked: how many, the bulk actions, and 取消选择. */
export function BulkBar({
  count,
  busy,
  onAction,
  onClear,
}: {
  count: number
  busy: boolean
  onAction: (action: GoodsBulkAction) => void
  onClear: () => void
}) {
  return (
    <div className={`gd-bulk${count > 0 ? ' is-active' : ''}`} role="group" aria-label="批量操作">
      <span className="gd-bulk__count" aria-live="polite">
        {count > 0 ? `已选 ${count} 件商品` : '勾选商品后可批量操作'}
      </span>
      {GOODS_BULK_ACTIONS.map((action) => (
        <button
          key={action}
          type="button"
          className={`dz-btn${action === 'delete' ? ' gd-btn--danger' : ''}`}
          disabled={count === 0 || busy}
          onClick={() => onAction(action)}
        >
          {BULK_LABELS[action]}
        </button>
      ))}
      {count > 0 && (
        <button type="button" className="dz-link" onClick={onClear}>
          取消选择
        </button>
      )}
    </div>
  )
}
