import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { now } from '../../../schemas/time.ts'
import {
  CATEGORY_MAX_LEVEL,
  CATEGORY_NAME_MAX,
  type CategoryCreateBody,
  type CategoryMoveBody,
  type CategoryNode,
  type CategoryUpdateBody,
} from '../../../schemas/api/admin/catalogue.ts'
import { catalogueImage, catalogueName } from './catalogue-input.ts'
import * as repo from './repo.ts'
import { buildCategoryTree, idsOnPath, subtreeGoodsCounts, type CategoryRecord } from './tree.ts'

const requireName = (name: string) =>
  catalogueName(name, CATEGORY_NAME_MAX, {
    required: () => fail('CATEGORY_NAME_REQUIRED'),
    tooLong: () => fail('CATEGORY_NAME_TOO_LONG', { max: CATEGORY_NAME_MAX }),
  })

/** The company's whole tree, hidden categories included, with each node's goods count. */
export async function categoryTreeOf(db: Kysely<Database>, companyId: number): Promise<CategoryNode[]> {
  const [records, pairs] = await Promise.all([
    repo.listCompanyCategories(db, companyId),
    repo.goodsPerCategoryPair(db, companyId),
  ])
  return buildCategoryTree(records, subtreeGoodsCounts(records, pairs))
}

/** A node of the company's tree as the console shows it (children and goods count included). */
async function nodeOf(db: Kysely<Database>, companyId: number, id: number): Promise<CategoryNode> {
  const tree = await categoryTreeOf(db, companyId)
  const found = findNode(tree, id)
  if (!found) throw fail('CATEGORY_NOT_FOUND')
  return found
}

export function findNode(nodes: CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node
    const found = findNode(node.children, id)
    if (found) return found
  }
  return undefined
}

/** "数码 › 手机 › 5G手机": the names on a category's path, for the audit log. */
export async function categoryLabel(db: Kysely<Database>, companyId: number, path: string): Promise<string> {
  const records = await repo.listCompanyCategories(db, companyId)
  const names = new Map(records.map((record) => [record.id, record.category_name]))
  return idsOnPath(path)
    .map((id) => names.get(id) ?? '')
    .join(' › ')
}

async function requireCategory(db: Kysely<Database>, companyId: number, id: number): Promise<CategoryRecord> {
  const row = await repo.findCompanyCategory(db, companyId, id)
  if (!row) throw fail('CATEGORY_NOT_FOUND')
  return row
}

async function requireParent(db: Kysely<Database>, companyId: number, id: number | null | undefined) {
  if (id === null || id === undefined) return null
  const row = await repo.findCompanyCategory(db, companyId, id)
  if (!row) throw fail('CATEGORY_PARENT_NOT_FOUND')
  return row
}

async function requireFreeName(
  db: Kysely<Database>,
  companyId: number,
  parentId: number | null,
  name: string,
  self?: number,
) {
  const siblings = await repo.listSiblings(db, companyId, parentId)
  if (siblings.some((sibling) => sibling.id !== self && sibling.category_name === name))
    throw fail('CATEGORY_NAME_TAKEN', { name })
}

/** A new category, last among its siblings. */
export async function createCategory(
  db: Kysely<Database>,
  companyId: number,
  input: CategoryCreateBody,
): Promise<{ node: CategoryNode; path: string }> {
  const name = requireName(input.category_name)
  const image = catalogueImage(input.image_url ?? '')
  const id = await db.transaction().execute(async (trx) => {
    const parent = await requireParent(trx, companyId, input.parent_id)
    if (parent && parent.level >= CATEGORY_MAX_LEVEL)
      throw fail('CATEGORY_TOO_DEEP', { reason: '三级分类下不能再添加子分类' })
    const parentId = parent?.id ?? null
    await requireFreeName(trx, companyId, parentId, name)
    const siblings = await repo.listSiblings(trx, companyId, parentId)
    const created = await repo.insertCategory(trx, {
      company_id: companyId,
      parent_id: parentId,
      level: (parent ? parent.level + 1 : 1) as 1 | 2 | 3,
      category_name: name,
      image_url: image,
      is_show: input.is_show ?? 1,
      sort: 0,
      created_at: now(),
    })
    await repo.updateCategory(trx, created, { path: `${parent?.path ?? ''}${created}/` })
    await repo.renumberSiblings(trx, [...siblings.map((sibling) => sibling.id), created])
    return created
  })
  const node = await nodeOf(db, companyId, id)
  return { node, path: (await requireCategory(db, companyId, id)).path }
}

/** Renames a category, changes its image, shows or hides it. */
export async function updateCategory(db: Kysely<Database>, companyId: number, id: number, input: CategoryUpdateBody) {
  const changes = {
    category_name: input.category_name === undefined ? undefined : requireName(input.category_name),
    image_url: input.image_url === undefined ? undefined : catalogueImage(input.image_url),
    is_show: input.is_show,
  }
  const before = await db.transaction().execute(async (trx) => {
    const row = await requireCategory(trx, companyId, id)
    if (changes.category_name !== undefined && changes.category_name !== row.category_name)
      await requireFreeName(trx, companyId, row.parent_id, changes.category_name, id)
    const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined))
    if (Object.keys(set).length) await repo.updateCategory(trx, id, set)
    return row
  })
  return { before, after: await nodeOf(db, companyId, id), path: before.path }
}

/**
 * Puts a category at `index` among the children of `parent_id` (null: the top level), moving its
 * whole subtree along: levels and paths of the node and every descendant are rewritten in the
 * same transaction. A move that would nest a category deeper than three levels or under itself is
 * refused, as is one that would give a parent two children of the same name.
 */
export async function moveCategory(db: Kysely<Database>, companyId: number, input: CategoryMoveBody) {
  const outcome = await db.transaction().execute(async (trx) => {
    const node = await requireCategory(trx, companyId, input.id)
    const parent = await requireParent(trx, companyId, input.parent_id)
    if (parent?.path.startsWith(node.path)) throw fail('CATEGORY_INTO_ITSELF')
    const level = parent ? parent.level + 1 : 1
    const subtree = await repo.listSubtree(trx, companyId, node.path)
    const depth = Math.max(...subtree.map((row) => row.level)) - node.level
    if (level + depth > CATEGORY_MAX_LEVEL)
      throw fail('CATEGORY_TOO_DEEP', {
        reason:
          level > CATEGORY_MAX_LEVEL
            ? '三级分类下不能再放子分类'
            : `移到这里后「${node.category_name}」下的分类会超过三级`,
      })
    const parentId = parent?.id ?? null
    const moved = parentId !== node.parent_id
    if (moved) await requireFreeName(trx, companyId, parentId, node.category_name, node.id)
    const siblings = (await repo.listSiblings(trx, companyId, parentId))
      .map((sibling) => sibling.id)
      .filter((id) => id !== node.id)
    const index = Math.min(input.index, siblings.length)
    siblings.splice(index, 0, node.id)
    if (moved) {
      await repo.moveSubtree(trx, companyId, {
        from: node.path,
        to: `${parent?.path ?? ''}${node.id}/`,
        levelShift: level - node.level,
      })
      await repo.updateCategory(trx, node.id, { parent_id: parentId })
    }
    await repo.renumberSiblings(trx, siblings)
    return { node, parent, index, moved }
  })
  const from = outcome.node.parent_id
  return {
    ...outcome,
    fromLabel: from === null ? '' : await categoryLabelOf(db, companyId, from),
    toLabel: outcome.parent ? await categoryLabelOf(db, companyId, outcome.parent.id) : '',
    tree: await categoryTreeOf(db, companyId),
  }
}

async function categoryLabelOf(db: Kysely<Database>, companyId: number, id: number): Promise<string> {
  const row = await repo.findCompanyCategory(db, companyId, id)
  return row ? categoryLabel(db, companyId, row.path) : ''
}

/** Removes a category that has neither goods (in it or below it) nor children. */
export async function deleteCategory(db: Kysely<Database>, companyId: number, id: number) {
  const label = await categoryLabelOf(db, companyId, id)
  const row = await db.transaction().execute(async (trx) => {
    const found = await requireCategory(trx, companyId, id)
    const subtree = await repo.listSubtree(trx, companyId, found.path)
    const goods = await repo.countGoodsIn(
      trx,
      subtree.map((entry) => entry.id),
    )
    if (goods > 0) throw fail('CATEGORY_HAS_GOODS', { count: goods })
    const children = await repo.listSiblings(trx, companyId, id)
    if (children.length > 0) throw fail('CATEGORY_HAS_CHILDREN', { count: children.length })
    await repo.deleteCategory(trx, id)
    return found
  })
  return { row, label }
}
