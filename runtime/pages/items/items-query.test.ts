import { describe, expect, it } from 'vitest'
import { itemsHref, parseItemsQuery } from './items-query.ts'

const parse = (search: string) => parseItemsQuery(new URLSearchParams(search))

describe('parseItemsQuery', () => {
  it('reads every filter from the address', () => {
    expect(
      parse('keywords=%20%E8%80%B3%E6%9C%BA%20&cat_id=12&main_category=3&tag=新品&sort=price_desc&page=4'),
    ).toEqual({
      keywords: '耳机',
      cat_id: 12,
      main_category: 3,
      tag: '新品',
      sort: 'price_desc',
      page: 4,
    })
  })

  it('falls back to defaults for missing or malformed values', () => {
    expect(parse('cat_id=abc&main_category=-2&sort=cheapest&page=0')).toEqual({
      keywords: '',
      cat_id: undefined,
      main_category: undefined,
      tag: '',
      sort: 'default',
      page: 1,
    })
    expect(parse('page=2.5').page).toBe(1)
  })
})

describe('itemsHref', () => {
  const params = new URLSearchParams('keywords=耳机&sort=sales&page=3')

  it('changes the page and keeps the filters', () => {
    expect(itemsHref(params, { page: 4 })).toBe('/items?keywords=%E8%80%B3%E6%9C%BA&sort=sales&page=4')
    expect(itemsHref(params, { page: 1 })).toBe('/items?keywords=%E8%80%B3%E6%9C%BA&sort=sales')
  })

  it('starts a new sort at page 1 and leaves the default sort out', () => {
    expect(itemsHref(params, { sort: 'price_asc' })).toBe('/items?keywords=%E8%80%B3%E6%9C%BA&sort=price_asc')
    expect(itemsHref(params, { sort: 'default' })).toBe('/items?keywords=%E8%80%B3%E6%9C%BA')
    expect(itemsHref(new URLSearchParams('sort=newest'), { sort: 'default' })).toBe('/items')
  })
})
