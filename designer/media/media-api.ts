import { DESIGNER_API_BASE } from '../../schemas/api/designer.ts'
import {
  MEDIA_PATH,
  type MediaDeleted,
  type MediaImage,
  type MediaQuery,
  type MediaTag,
  type MediaUses,
} from '../../schemas/api/media.ts'
import { type Paged, requestAt } from '../api/client.ts'

const call = <T>(method: string, path: string, options?: Parameters<typeof requestAt>[3]) =>
  requestAt<T>(DESIGNER_API_BASE, method, path ? `${MEDIA_PATH}/${path}` : MEDIA_PATH, options)

/** The 图片库's calls of /api/designer/media. */
export const mediaApi = {
  list: (query: Partial<MediaQuery>) => call<Paged<MediaImage>>('GET', '', { query }),
  tags: () => call<{ list: MediaTag[] }>('GET', 'tags').then((answer) => answer.list),
  uses: (id: number) => call<MediaUses>('GET', `${id}/uses`),
  setTag: (id: number, tag: string) => call<MediaImage>('PATCH', String(id), { body: { tag } }),
  remove: (id: number) => call<void>('DELETE', String(id)),
  removeMany: (ids: number[]) => call<MediaDeleted>('POST', 'delete', { body: { ids } }),
}
