import { Type, type Static } from '@sinclair/typebox'
import { ERRORS } from './errors.ts'

/**
 * The wire contract of 组合模块 (spec 2.9, 7.2 "POST combined design with name, image, params"):
 * a free panel saved with a name and a preview image, listed in the designer's palette. Mounted
 * under /api/designer/combined-modules; the server route schemas and the designer's client both
 * read these.
 */

export const COMBINED_MODULES_PATH = 'combined-modules'

/** Longest module name, in characters. */
export const MODULE_NAME_MAX = 30

/** Spec 5's messages of the save. */
export const MODULE_NAME_REQUIRED = ERRORS.MODULE_NAME_REQUIRED.message
export const MODULE_PANEL_REQUIRED = ERRORS.MODULE_NOT_PANEL.message
export const MODULE_IMAGE_FAILED = ERRORS.MODULE_IMAGE_INVALID.message

/** Spec 8's toasts. */
export const MODULE_SAVED = '组合模块保存成功！'
export const MODULE_IMAGE_UPLOADED = '上传组合模块图片成功!'
export const MODULE_DELETED = '删除成功！'

/** The saved panel: a W0006 widget with its childWidgets (checked by the widget schema on the server). */
export const ModuleParams = Type.Object(
  { type: Type.String(), uuid: Type.String() },
  { additionalProperties: true, description: '自由面板挂件（W0006，含 childWidgets）' },
)

export const CombinedModule = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Preview image address (/uploads/… or http(s)). */
  image: Type.String(),
  params: ModuleParams,
  /** Unix seconds. */
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
})
export type CombinedModule = Static<typeof CombinedModule>

// Names are checked by the service (blank → 请输入组合模块名称), so the schema only bounds them.
export const CreateModuleBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 200 })),
  image: Type.String({ maxLength: 500 }),
  params: Type.Unknown(),
})
export type CreateModuleBody = Static<typeof CreateModuleBody>

export const RenameModuleBody = Type.Object({ name: Type.Optional(Type.String({ maxLength: 200 })) })
export type RenameModuleBody = Static<typeof RenameModuleBody>

export const ModuleIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })

export const ModuleListQuery = Type.Object({
  /** Part of the name. */
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
})
export type ModuleListQuery = Static<typeof ModuleListQuery>
