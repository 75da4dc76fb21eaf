/**
 * Variant selection rules of the item page (spec 4 "Variant selection"): one value per spec group;
 * clicking the selected value deselects it; a value is disabled when no in-stock SKU carries it
 * together with the values chosen in the other groups; clicking a disabled value does nothing; the
 * first in-stock SKU is preselected. Pure functions over the detail's spec groups and SKUs.
 */

export interface VariantGroup {
  spec_values: ReadonlyArray<{ spec_value_id: number }>
}

export interface VariantSku {
  store: number
  item_spec: ReadonlyArray<{ spec_value_id: number }>
}

/** The chosen value id per group (same order as the groups); null where nothing is chosen. */
export type Selection = ReadonlyArray<number | null>

/** The value a SKU has in a group, found by the group's value ids. */
function valueIn(sku: VariantSku, group: VariantGroup): number | null {
  const ids = new Set(group.spec_values.map((value) => value.spec_value_id))
  return sku.item_spec.find((spec) => ids.has(spec.spec_value_id))?.spec_value_id ?? null
}

/** True when the SKU agrees with every chosen value. */
function matches(sku: VariantSku, groups: readonly VariantGroup[], selection: Selection): boolean {
  return groups.every((group, index) => {
    const chosen = selection[index] ?? null
    return chosen === null || valueIn(sku, group) === chosen
  })
}

export function emptySelection(groups: readonly VariantGroup[]): Selection {
  return groups.map(() => null)
}

/** The values of the first in-stock SKU, or nothing chosen when all are sold out. */
export function initialSelection(groups: readonly VariantGroup[], skus: readonly VariantSku[]): Selection {
  const first = skus.find((sku) => sku.store > 0)
  return first ? groups.map((group) => valueIn(first, group)) : emptySelection(groups)
}

/** Whether choosing `valueId` in group `groupIndex` still leaves an in-stock SKU, given the other groups' choices. */
export function isValueEnabled(
  groups: readonly VariantGroup[],
  skus: readonly VariantSku[],
  selection: Selection,
  groupIndex: number,
  valueId: number,
): boolean {
  const candidate = groups.map((_, index) => (index === groupIndex ? valueId : (selection[index] ?? null)))
  return skus.some((sku) => sku.store > 0 && matches(sku, groups, candidate))
}

/** The selection after clicking a value: deselects the chosen one, ignores disabled ones. */
export function toggleValue(
  groups: readonly VariantGroup[],
  skus: readonly VariantSku[],
  selection: Selection,
  groupIndex: number,
  valueId: number,
): Selection {
  if (selection[groupIndex] === valueId) return selection.map((chosen, index) => (index === groupIndex ? null : chosen))
  if (!isValueEnabled(groups, skus, selection, groupIndex, valueId)) return selection
  return groups.map((_, index) => (index === groupIndex ? valueId : (selection[index] ?? null)))
}

/** The SKU named by a complete selection; undefined while a group has no choice. */
export function resolveSku<S extends VariantSku>(
  groups: readonly VariantGroup[],
  skus: readonly S[],
  selection: Selection,
): S | undefined {
  if (groups.some((_, index) => (selection[index] ?? null) === null)) return undefined
  return skus.find((sku) => matches(sku, groups, selection))
}
