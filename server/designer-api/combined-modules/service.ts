import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { now } from '../../../schemas/time.ts'
import { isGoodsImageUrl } from '../../../schemas/goods-rules.ts'
import { isRecord } from '../../../schemas/guards.ts'
import { validateWidget } from '../../../schemas/validate.ts'
import {
  MODULE_NAME_MAX,
  type CombinedModule,
  type CreateModuleBody,
  type ModuleListQuery,
} from '../../../schemas/api/combined-modules.ts'
import { deleteModule, findModule, insertModule, listModules, renameModule, type ModuleRow } from './repo.ts'

/**
 * The rules of 组合模块: a name of 1–30 characters, a preview image stored on this site or at an
 * http(s) address, and params that are one valid free panel (W0006) with its children. Refusals
 * write nothing; another company's modules answer 404 as if they did not exist.
 */

const PANEL_TYPE = 'W0006'

function toModule(row: ModuleRow): CombinedModule {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    params: JSON.parse(row.params) as CombinedModule['params'],
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  }
}

/** The trimmed name, or the refusal a missing, blank or too long one gets. */
function checkedName(name: string | undefined): string {
  const trimmed = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim()
  if (!trimmed) throw fail('MODULE_NAME_REQUIRED')
  if ([...trimmed].length > MODULE_NAME_MAX) throw fail('MODULE_NAME_TOO_LONG', { max: MODULE_NAME_MAX })
  return trimmed
}

/** The panel as stored: checked by its schema, with the schema's defaults filled in. */
function checkedPanel(params: unknown): Record<string, unknown> {
  if (!isRecord(params) || params.type !== PANEL_TYPE) throw fail('MODULE_NOT_PANEL')
  const result = validateWidget(params)
  if (!result.ok) throw fail('MODULE_PARAMS_INVALID', { count: result.errors.length }, { problems: result.errors })
  return result.value as unknown as Record<string, unknown>
}

export async function listCombinedModules(db: Kysely<Database>, companyId: number, query: ModuleListQuery) {
  const { rows, total } = await listModules(db, companyId, {
    keyword: (query.keyword ?? '').trim(),
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  })
  return { list: rows.map(toModule), total_count: total }
}

export async function createCombinedModule(
  db: Kysely<Database>,
  companyId: number,
  body: CreateModuleBody,
): Promise<CombinedModule> {
  const name = checkedName(body.name)
  const panel = checkedPanel(body.params)
  const image = body.image.trim()
  if (!isGoodsImageUrl(image) || image === '') throw fail('MODULE_IMAGE_INVALID')
  const at = now()
  const row = await insertModule(db, {
    company_id: companyId,
    name,
    image,
    params: JSON.stringify(panel),
    created_at: at,
    updated_at: at,
  })
  return toModule(row)
}

export async function renameCombinedModule(
  db: Kysely<Database>,
  companyId: number,
  id: number,
  name: string | undefined,
): Promise<CombinedModule> {
  const row = await renameModule(db, companyId, id, checkedName(name), now())
  if (!row) throw fail('MODULE_NOT_FOUND')
  return toModule(row)
}

/** The deleted module's name (for the audit log). */
export async function deleteCombinedModule(db: Kysely<Database>, companyId: number, id: number): Promise<string> {
  const row = await findModule(db, companyId, id)
  if (!row || !(await deleteModule(db, companyId, id))) throw fail('MODULE_NOT_FOUND')
  return row.name
}
