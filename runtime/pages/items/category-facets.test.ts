import { describe, expect, it } from 'vitest'
import type { Category } from '../../api/catalogue.ts'
import { categoryFacets } from './category-facets.ts'
import { categoryTrail } from './category-trail.ts'

const tree: Category[] = [
  {
    category_id: 1,
    category_name: '手机数码',
    children: [
      { category_id: 11, category_name: '手机通讯', children: [{ category_id: 111, category_name: '5G手机' }] },
      { category_id: 12, category_name: '数码配件' },
    ],
  },
  { category_id: 2, category_name: '服饰' },
]

const facetsAt = (search: string, categoryId?: number) =>
  categoryFacets(tree, categoryId === undefined ? [] : categoryTrail(tree, categoryId), new URLSearchParams(search))

describe('categoryFacets', () => {
  it('offers the top categories by main_category without a filter, keeping keywords and sort but not the page', () => {
    expect(facetsAt('keywords=a&sort=sales&page=3')).toEqual({
      label: '分类',
      links: [
        {
          category_id: 1,
          category_name: '手机数码',
          href: '/items?keywords=a&sort=sales&main_category=1',
          current: false,
        },
        { category_id: 2, category_name: '服饰', href: '/items?keywords=a&sort=sales&main_category=2', current: false },
      ],
    })
  })

  it('offers the children of the filtered category by cat_id', () => {
    const facets = facetsAt('main_category=1', 1)
    expect(facets.label).toBe('手机数码')
    expect(facets.links.map((l) => l.href)).toEqual(['/items?cat_id=11', '/items?cat_id=12'])
  })

  it('offers the siblings of a category without children, marking it current', () => {
    const facets = facetsAt('cat_id=12', 12)
    expect(facets.label).toBe('手机数码')
    expect(facets.links.map((l) => [l.category_name, l.current])).toEqual([
      ['手机通讯', false],
      ['数码配件', true],
    ])
  })

  it('offers the top categories with the top one marked when it has no children', () => {
    const facets = facetsAt('main_category=2', 2)
    expect(facets.links.find((l) => l.current)?.category_name).toBe('服饰')
    expect(facets.links[0]?.href).toBe('/items?main_category=1')
  })
})
