import type { BrandView, CategoryNode } from '../../schemas/api/admin/catalogue.ts'

/** The category tree and brands the goods pages' tests answer with. */

const node = (id: number, level: number, name: string, parent: number | null, children: CategoryNode[] = []) => ({
  id,
  parent_id: parent,
  level,
  category_name: name,
  image_url: '',
  sort: 0,
  is_show: 1 as const,
  goods_count: 0,
  children,
})

export const categories: CategoryNode[] = [
  node(1, 1, '服装', null, [
    node(11, 2, '男装', 1, [node(111, 3, 'T恤', 11), node(112, 3, '衬衫', 11)]),
    node(12, 2, '女装', 1, [node(121, 3, '连衣裙', 12)]),
  ]),
  node(2, 1, '家居', null, [node(21, 2, '杯具', 2, [node(211, 3, '保温杯', 21)])]),
]

export const brands: BrandView[] = [
  { id: 1, name: '优衣库', logo: '', sort: 0, goods_count: 3 },
  { id: 2, name: '膳魔师', logo: '', sort: 1, goods_count: 1 },
]
