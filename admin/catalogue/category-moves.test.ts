import { describe, expect, it } from 'vitest'
import type { CategoryNode } from '../../schemas/api/admin/catalogue.ts'
import { dropMove, dropPlace, mayMoveUnder, parentChoices, stepMove } from './category-moves.ts'

const node = (id: number, level: number, parent: number | null, children: CategoryNode[] = []): CategoryNode => ({
  id,
  parent_id: parent,
  level,
  category_name: `分类${id}`,
  image_url: '',
  sort: 0,
  is_show: 1,
  goods_count: 0,
  children,
})

/** 1 › (2 › 3, 4), 5, 6 › 7 */
const tree = [
  node(1, 1, null, [node(2, 2, 1, [node(3, 3, 2)]), node(4, 2, 1)]),
  node(5, 1, null),
  node(6, 1, null, [node(7, 2, 6)]),
]

describe('category moves', () => {
  it('steps within the siblings and stops at either end', () => {
    expect(stepMove(tree, 5, -1)).toEqual({ id: 5, parent_id: null, index: 0 })
    expect(stepMove(tree, 5, 1)).toEqual({ id: 5, parent_id: null, index: 2 })
    expect(stepMove(tree, 1, -1)).toBeUndefined()
    expect(stepMove(tree, 4, 1)).toBeUndefined()
  })

  it('turns a drop into the parent and the place after the move', () => {
    expect(dropMove(tree, 6, 1, 'before')).toEqual({ id: 6, parent_id: null, index: 0 })
    expect(dropMove(tree, 1, 6, 'after')).toEqual({ id: 1, parent_id: null, index: 2 })
    expect(dropMove(tree, 3, 4, 'after')).toEqual({ id: 3, parent_id: 1, index: 2 })
    expect(dropMove(tree, 5, 6, 'inside')).toEqual({ id: 5, parent_id: 6, index: 1 })
  })

  it('refuses drops that change nothing, nest too deep or go under the node itself', () => {
    expect(dropMove(tree, 5, 1, 'after')).toBeUndefined()
    expect(dropMove(tree, 5, 5, 'inside')).toBeUndefined()
    expect(dropMove(tree, 1, 3, 'before')).toBeUndefined()
    expect(dropMove(tree, 1, 2, 'inside')).toBeUndefined()
    expect(dropMove(tree, 2, 7, 'inside')).toBeUndefined()
    expect(dropMove(tree, 6, 5, 'inside')).toEqual({ id: 6, parent_id: 5, index: 0 })
    expect(mayMoveUnder(tree[0], tree[1])).toBe(false)
  })

  it('offers as parents only the places within three levels outside the node’s own branch', () => {
    expect(parentChoices(tree, tree[0].children[0]).map((choice) => choice.id)).toEqual([null, 1, 5, 6])
    expect(parentChoices(tree, tree[1]).map((choice) => choice.id)).toEqual([null, 1, 2, 4, 6, 7])
  })

  it('reads the quarters of a row as before, inside and after', () => {
    expect(dropPlace(5, 40, true)).toBe('before')
    expect(dropPlace(20, 40, true)).toBe('inside')
    expect(dropPlace(35, 40, true)).toBe('after')
    expect(dropPlace(19, 40, false)).toBe('before')
    expect(dropPlace(21, 40, false)).toBe('after')
  })
})
