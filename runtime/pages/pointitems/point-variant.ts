import type { PointItemDetail, PointSpecItem } from '../../api/pointitems.ts'

/** Chosen value id per spec group id. */
export type SpecChoice = Record<number, number>

/** The choice of a variant: each of its spec values under its group. */
export function choiceOf(sku: PointSpecItem): SpecChoice {
  return Object.fromEntries(sku.item_spec.map((spec) => [spec.spec_id, spec.spec_value_id]))
}

/** The variant shown first: the server's default (first in stock), else the first one. */
export function initialSku(item: PointItemDetail): PointSpecItem | undefined {
  return (
    item.spec_items.find((sku) => sku.sku_id === item.default_sku_id || sku.item_id === item.default_sku_id) ??
    item.spec_items[0]
  )
}

/** The variant matching every chosen value, if the choice is complete and exists. */
export function skuOfChoice(item: PointItemDetail, choice: SpecChoice): PointSpecItem | undefined {
  return item.spec_items.find((sku) => sku.item_spec.every((spec) => choice[spec.spec_id] === spec.spec_value_id))
}

/** A value can be picked when, with the other groups kept, it leads to a variant in stock. */
export function valueAvailable(item: PointItemDetail, choice: SpecChoice, specId: number, valueId: number): boolean {
  const sku = skuOfChoice(item, { ...choice, [specId]: valueId })
  return sku !== undefined && sku.store > 0
}
