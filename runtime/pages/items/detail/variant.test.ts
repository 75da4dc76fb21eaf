import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  initialSelection,
  isValueEnabled,
  resolveSku,
  toggleValue,
  type Selection,
  type VariantGroup,
  type VariantSku,
} from './variant.ts'

// 颜色 (1 黑, 2 白) × 容量 (3 小, 4 大); 白+大 is sold out.
const groups: VariantGroup[] = [
  { spec_values: [{ spec_value_id: 1 }, { spec_value_id: 2 }] },
  { spec_values: [{ spec_value_id: 3 }, { spec_value_id: 4 }] },
]
const sku = (a: number, b: number, store: number) => ({
  store,
  item_spec: [{ spec_value_id: a }, { spec_value_id: b }],
  id: `${a}-${b}`,
})
const skus = [sku(1, 3, 0), sku(1, 4, 5), sku(2, 3, 2), sku(2, 4, 0)]

describe('initialSelection', () => {
  it('preselects the first in-stock combination', () => {
    expect(initialSelection(groups, skus)).toEqual([1, 4])
  })
  it('chooses nothing when everything is sold out', () => {
    expect(
      initialSelection(
        groups,
        skus.map((s) => ({ ...s, store: 0 })),
      ),
    ).toEqual([null, null])
  })
})

describe('isValueEnabled', () => {
  it('disables a value with no in-stock combination with the other choices', () => {
    expect(isValueEnabled(groups, skus, [2, null], 1, 4)).toBe(false)
    expect(isValueEnabled(groups, skus, [1, null], 1, 3)).toBe(false)
  })
  it('enables a value that has an in-stock combination', () => {
    expect(isValueEnabled(groups, skus, [2, null], 1, 3)).toBe(true)
    expect(isValueEnabled(groups, skus, [null, null], 1, 4)).toBe(true)
  })
  it('ignores the own group choice when judging its values', () => {
    expect(isValueEnabled(groups, skus, [1, 4], 0, 2)).toBe(false)
    expect(isValueEnabled(groups, skus, [1, 3], 0, 2)).toBe(true)
  })
})

describe('toggleValue', () => {
  it('selects one value per group', () => {
    expect(toggleValue(groups, skus, [1, null], 0, 2)).toEqual([2, null])
  })
  it('deselects the value already selected', () => {
    expect(toggleValue(groups, skus, [1, 4], 0, 1)).toEqual([null, 4])
  })
  it('does nothing for a disabled value', () => {
    const selection: Selection = [2, 3]
    expect(toggleValue(groups, skus, selection, 1, 4)).toBe(selection)
  })
})

describe('resolveSku', () => {
  it('names the SKU of a complete selection', () => {
    expect(resolveSku(groups, skus, [2, 3])?.id).toBe('2-3')
  })
  it('is undefined while a group has no choice', () => {
    expect(resolveSku(groups, skus, [2, null])).toBeUndefined()
  })
  it('resolves the single SKU of an item without spec groups', () => {
    const only = [{ store: 3, item_spec: [] }]
    expect(resolveSku([], only, [])).toBe(only[0])
  })
})

/** Random spec grids: 1–3 groups of 1–4 values, each combination present or not, any stock. */
const grid = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }).chain((sizes) => {
  let next = 1
  const gs: VariantGroup[] = sizes.map((size) => ({
    spec_values: Array.from({ length: size }, () => ({ spec_value_id: next++ })),
  }))
  const combos = gs.reduce<number[][]>(
    (acc, g) => acc.flatMap((c) => g.spec_values.map((v) => [...c, v.spec_value_id])),
    [[]],
  )
  return fc.tuple(
    fc.constant(gs),
    fc.subarray(combos).chain((present) =>
      fc.tuple(
        ...present.map((combo) =>
          fc.record({
            store: fc.integer({ min: 0, max: 2 }),
            item_spec: fc.constant(combo.map((id) => ({ spec_value_id: id }))),
          }),
        ),
      ),
    ),
    fc.array(fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }), {
      minLength: sizes.length,
      maxLength: sizes.length,
    }),
  )
})

describe('variant rules (property)', () => {
  it('every enabled value leads to at least one in-stock combination', () => {
    fc.assert(
      fc.property(grid, ([gs, ss, sel]: [VariantGroup[], VariantSku[], Selection]) => {
        gs.forEach((group, gi) => {
          for (const { spec_value_id: id } of group.spec_values) {
            if (!isValueEnabled(gs, ss, sel, gi, id)) continue
            const next = toggleValue(gs, ss, sel, gi, id)
            if (next[gi] !== id) continue // it was the selected value: a click deselects it
            const completed = gs.map((_g, i) => next[i] ?? null)
            const reachable = ss.some(
              (s) =>
                s.store > 0 &&
                gs.every((_g, i) => completed[i] === null || s.item_spec.some((v) => v.spec_value_id === completed[i])),
            )
            expect(reachable).toBe(true)
          }
        })
      }),
    )
  })

  it('the preselection resolves to an in-stock SKU whenever one exists', () => {
    fc.assert(
      fc.property(grid, ([gs, ss]: [VariantGroup[], VariantSku[], Selection]) => {
        const picked = resolveSku(gs, ss, initialSelection(gs, ss))
        expect(picked !== undefined && picked.store > 0).toBe(ss.some((s) => s.store > 0))
      }),
    )
  })
})
