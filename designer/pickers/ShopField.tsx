import { useState } from 'react'
import { Button } from '../../runtime/components/button/Button.tsx'
import { ConfirmDialog } from '../../runtime/components/modal/ConfirmDialog.tsx'
import type { FieldEditorProps } from '../inspector/field-types.ts'
import { asShopValue, chosenShopId, withShop, withoutShop } from './shop-entry.ts'
import { ShopPickerDialog } from './ShopPickerDialog.tsx'
import { ShopSummary } from './ShopSummary.tsx'
import './pickers.css'

/**
 * The shop of a shop block (W0020): the chosen shop with 选择商铺 / 更换商铺 and 清除. The value is
 * the whole block, so a change of shop also empties the goods picked for the previous one.
 */
export function ShopField({ id, path, label, value, onChange, hint }: FieldEditorProps) {
  const shop = asShopValue(value)
  const shopId = chosenShopId(shop)
  const [picking, setPicking] = useState(false)
  const [clearing, setClearing] = useState(false)
  return (
    <div className="dzp-shop-field">
      {shopId === null ? (
        <p className="dzp-entries__empty">未选择商铺</p>
      ) : (
        <div className="dzp-entry">
          <ShopSummary
            name={shop.shop_name || `商铺 ${shopId}`}
            logo={typeof shop.logo === 'string' ? shop.logo : undefined}
          />
        </div>
      )}
      <div className="dzp-link-field__actions">
        <Button
          id={id}
          data-field-path={path}
          size="small"
          type="primary"
          aria-label={`${label}：${shopId === null ? '选择商铺' : '更换商铺'}`}
          onClick={() => setPicking(true)}
        >
          {shopId === null ? '选择商铺' : '更换商铺'}
        </Button>
        <Button size="small" disabled={shopId === null} aria-label={`${label}：清除`} onClick={() => setClearing(true)}>
          清除
        </Button>
      </div>
      <ShopPickerDialog
        open={picking}
        currentId={shopId}
        onClose={() => setPicking(false)}
        onConfirm={(picked) => {
          setPicking(false)
          onChange(withShop(shop, picked))
        }}
      />
      <ConfirmDialog
        open={clearing}
        onCancel={() => setClearing(false)}
        onOk={() => {
          setClearing(false)
          onChange(withoutShop(shop))
        }}
      >
        {hint.confirmDelete ?? '确定情况商铺？'}
      </ConfirmDialog>
    </div>
  )
}
