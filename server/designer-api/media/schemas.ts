import { Type } from '@sinclair/typebox'
import { Envelope, Paged } from '../../../schemas/api/envelope.ts'
import { errorAnswers, errorBody } from '../../../schemas/api/errors.ts'
import {
  MediaDeleteBody,
  MediaDeleted,
  MediaIdParams,
  MediaImage,
  MediaInUse,
  MediaQuery,
  MediaTag,
  MediaTagBody,
  MediaUses,
} from '../../../schemas/api/media.ts'

/** Fastify route schemas of /api/designer/media (tag designer, Chinese summaries). */

const tags = ['designer']

const answers = errorAnswers(
  'DESIGNER_FORBIDDEN',
  'UNAUTHORIZED',
  'VALIDATION',
  'MEDIA_NOT_FOUND',
  'STORAGE_UNAVAILABLE',
)

const InUse = Type.Composite([MediaInUse], {
  examples: [
    {
      ...errorBody('MEDIA_IN_USE'),
      images: [
        {
          id: 7,
          img_name: 'banner.png',
          uses: [{ kind: 'page_draft', id: 1, name: '首页', label: '页面「首页」草稿' }],
        },
      ],
    },
  ],
})

export const listMediaSchema = {
  summary: '图片库：按文件名、尺寸、上传日期和标签搜索，最新的在前',
  tags,
  querystring: MediaQuery,
  response: { 200: Envelope(Paged(MediaImage)), ...answers },
}

export const mediaTagsSchema = {
  summary: '图片库的标签及每个标签的图片数',
  tags,
  response: { 200: Envelope(Type.Object({ list: Type.Array(MediaTag) })), ...answers },
}

export const mediaUsesSchema = {
  summary: '图片的使用位置：页面草稿与已发布版本、组合模块、商品、品牌、分类、店铺、文章、站点设置',
  tags,
  params: MediaIdParams,
  response: { 200: Envelope(MediaUses), ...answers },
}

export const tagMediaSchema = {
  summary: '设置图片的标签（空字符串去掉标签）',
  tags,
  params: MediaIdParams,
  body: MediaTagBody,
  response: { 200: Envelope(MediaImage), ...answers },
}

export const deleteMediaSchema = {
  summary: '删除一张没有被使用的图片；仍在使用时 409 并列出使用位置',
  tags,
  params: MediaIdParams,
  response: { 204: Type.Null(), ...answers, 409: InUse },
}

export const deleteManyMediaSchema = {
  summary: '一次删除多张没有被使用的图片（全部删除或都不删除）',
  tags,
  body: MediaDeleteBody,
  response: { 200: Envelope(MediaDeleted), ...answers, 409: InUse },
}
