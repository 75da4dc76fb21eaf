import { useState } from 'react'
import { ConfirmDialog } from '../../runtime/components/modal/ConfirmDialog.tsx'
import type { FieldEditorProps } from '../inspector/field-types.ts'
import { FieldActions } from './FieldActions.tsx'
import { asShopValue, chosenShopId, withShop, withoutShop } from './shop-entry.ts'
import { ShopPickerDialog } from './ShopPickerDialog.tsx'
import { ShopSummary } from './ShopSummary.tsx'
import './pickers.css'

/**
 * The shop of a shop block (W0020): the chosen shop with 选择商铺 / 更换商铺 and 清除. The value is
 * the whole block, so a change of shop also empties the goods picked for the previous one.
 */
export function ShopField(props: FieldEditorProps) {
  const { value, onChange, hint } = props
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
      <FieldActions
        field={props}
        choose={shopId === null ? '选择商铺' : '更换商铺'}
        onChoose={() => setPicking(true)}
        canClear={shopId !== null}
        onClear={() => setClearing(true)}
      />
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
