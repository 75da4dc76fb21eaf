import { Type } from '@sinclair/typebox'
import { Envelope, Paged } from '../../../schemas/api/envelope.ts'
import { errorAnswers, errorBody } from '../../../schemas/api/errors.ts'
import {
  CombinedModule,
  CreateModuleBody,
  ModuleIdParams,
  ModuleListQuery,
  RenameModuleBody,
} from '../../../schemas/api/combined-modules.ts'

/** Fastify route schemas of /api/designer/combined-modules (tag designer, Chinese summaries). */

const tags = ['designer']

const answers = errorAnswers(
  'DESIGNER_FORBIDDEN',
  'UNAUTHORIZED',
  'VALIDATION',
  'MODULE_IMAGE_INVALID',
  'MODULE_NAME_REQUIRED',
  'MODULE_NAME_TOO_LONG',
  'MODULE_NOT_FOUND',
  'MODULE_NOT_PANEL',
  'MODULE_PARAMS_INVALID',
)

/** A 400 may list the panel's schema problems (MODULE_PARAMS_INVALID); the others carry only the usual fields. */
const BadModule = Type.Object(
  {
    status_code: Type.Integer(),
    code: Type.String(),
    message: Type.String(),
    msg: Type.String(),
    problems: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
  },
  {
    examples: [
      errorBody('VALIDATION'),
      errorBody('MODULE_IMAGE_INVALID'),
      errorBody('MODULE_NAME_REQUIRED'),
      errorBody('MODULE_NAME_TOO_LONG'),
      errorBody('MODULE_NOT_PANEL'),
      { ...errorBody('MODULE_PARAMS_INVALID'), problems: [{ path: '/height', message: '不能小于1' }] },
    ],
  },
)

const errors = { ...answers, 400: BadModule }

export const listModulesSchema = {
  summary: '组合模块列表（按名称搜索，最新的在前）',
  tags,
  querystring: ModuleListQuery,
  response: { 200: Envelope(Paged(CombinedModule)), ...errors },
}

export const createModuleSchema = {
  summary: '保存组合模块：名称、预览图和自由面板（含子挂件）',
  tags,
  body: CreateModuleBody,
  response: { 200: Envelope(CombinedModule), ...errors },
}

export const renameModuleSchema = {
  summary: '重命名组合模块',
  tags,
  params: ModuleIdParams,
  body: RenameModuleBody,
  response: { 200: Envelope(CombinedModule), ...errors },
}

export const deleteModuleSchema = {
  summary: '删除组合模块',
  tags,
  params: ModuleIdParams,
  response: { 204: Type.Null(), ...errors },
}
