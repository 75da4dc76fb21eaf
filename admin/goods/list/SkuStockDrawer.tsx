import type { GoodsListRow } from '../../../schemas/api/admin/goods.ts'
import { adminApi } from '../../api.ts'
import { Drawer } from '../../kit/Drawer.tsx'
import { money } from '../../kit/format.ts'
import { useRemote } from '../../kit/use-remote.ts'
import { StockEditor } from './StockEditor.tsx'

/** 规格库存: every SKU of a goods with its stock, each editable like the list's single-SKU goods. */
export function SkuStockDrawer({
  goods,
  editable,
  onClose,
  onChanged,
}: {
  goods: GoodsListRow | null
  editable: boolean
  onClose: () => void
  onChanged: () => void
}) {
  const id = goods?.id ?? 0
  const detail = useRemote(() => (id ? adminApi.goodsDetail(id) : Promise.resolve(null)), String(id))
  const skus = detail.data?.id === id ? detail.data.skus : undefined

  return (
    <Drawer title={goods ? `规格库存 · ${goods.item_name}` : '规格库存'} open={goods !== null} onClose={onClose}>
      {detail.error ? (
        <div className="ac-table-note" role="alert">
          {detail.error}
          <button type="button" className="dz-btn" onClick={detail.reload}>
            重试
          </button>
        </div>
      ) : !skus ? (
        <p className="ac-table-note" role="status">
          正在加载…
        </p>
      ) : (
        <table className="ac-table gd-sku-stock">
          <caption className="mf-visually-hidden">各规格库存</caption>
          <thead>
            <tr>
              <th scope="col">规格</th>
              <th scope="col">货号</th>
              <th scope="col" className="ac-num">
                售价
              </th>
              <th scope="col">库存</th>
            </tr>
          </thead>
          <tbody>
            {skus.map((sku) => (
              <tr key={sku.id}>
                <td>{sku.spec_desc || '默认规格'}</td>
                <td className="gd-mono">{sku.bn}</td>
                <td className="ac-num">{money(sku.price)}</td>
                <td>
                  <StockEditor
                    skuId={sku.id}
                    store={sku.store}
                    label={`${goods?.item_name ?? ''} ${sku.spec_desc}`.trim()}
                    editable={editable}
                    onSaved={() => {
                      detail.reload()
                      onChanged()
                    }}
                    onStale={() => {
                      detail.reload()
                      onChanged()
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Drawer>
  )
}
