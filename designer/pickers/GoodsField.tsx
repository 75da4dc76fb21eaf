import { SafeImage } from '../../runtime/components/goods-card/SafeImage.tsx'
import { toast } from '../../runtime/components/toast/toast.ts'
import type { FieldEditorProps } from '../inspector/field-types.ts'
import { price } from './format.ts'
import {
  CHOOSE_SHOP_FIRST,
  asGoodsEntries,
  entryKey,
  goodsLimitMessage,
  isPlaceholder,
  shopScope,
} from './goods-entries.ts'
import { GoodsPickerDialog } from './GoodsPickerDialog.tsx'
import { listBounds } from './list-limit.ts'
import { EntryList, usePickedEntries } from './PickedEntries.tsx'
import './pickers.css'

/** A widget's goods list: thumbnails with name and price, reorder, delete, and 添加商品 (the goods picker). */
export function GoodsField(props: FieldEditorProps) {
  const { path, widget } = props
  const bounds = listBounds(widget, path, props.hint)
  const minMessage = bounds.minMessage ?? `请至少添加${bounds.min}个商品`
  const edits = usePickedEntries(asGoodsEntries(props.value), bounds, minMessage, props.onChange)
  const scope = shopScope(widget, path)
  const full = edits.entries.filter((entry) => !isPlaceholder(entry)).length >= bounds.max

  function add() {
    if (scope.needed && scope.distributorId === null) {
      toast.warning(CHOOSE_SHOP_FIRST)
      return
    }
    edits.startPicking()
  }

  return (
    <div className="dzp-entries">
      <EntryList
        field={props}
        noun="商品"
        edits={edits}
        isPlaceholder={isPlaceholder}
        keyOf={entryKey}
        titleOf={(entry) => entry.goods_name}
        picture={(entry) => <SafeImage className="dzp-thumb" src={entry.goods_pic} alt="" width={44} height={44} />}
        detail={(entry) => <span className="dzp-price">{price(entry.price)}</span>}
        addTitle={full ? goodsLimitMessage(bounds.max) : undefined}
        onAdd={add}
      />
      <GoodsPickerDialog
        {...edits.picker}
        distributorId={scope.needed ? (scope.distributorId ?? undefined) : undefined}
      />
    </div>
  )
}
