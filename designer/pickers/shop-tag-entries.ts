import type { PickerShopTag } from '../../schemas/api/designer.ts'
import type { Tag } from '../../schemas/entries.ts'

/**
 * W0019's tag tabs as the widget stores them in selectTagList: `{ tag_id, tag_name }` in tab order.
 * The first tab, 全部 (tag 0), is never stored: the widget always shows it before these.
 */

export const ALL_TAB = '全部'

export const shopTagLimitMessage = (limit: number) => `最多选择${limit}个标签`

const isAllTab = (tag: Tag) => String(tag.tag_id) === '0'

/** The stored tags, without anything that is not a tag and without the implicit 全部. */
export function asShopTags(value: unknown): Tag[] {
  if (!Array.isArray(value)) return []
  return value.filter((entry): entry is Tag => isTag(entry) && !isAllTab(entry))
}

function isTag(entry: unknown): entry is Tag {
  return (
    typeof entry === 'object' &&
    entry !== null &&
    'tag_id' in entry &&
    'tag_name' in entry &&
    typeof entry.tag_name === 'string'
  )
}

export const shopTagOf = (row: PickerShopTag): Tag => ({ tag_id: row.tag_id, tag_name: row.tag_name })

/** Two tags are the same when their ids are, whether stored as numbers or strings. */
export const tagKey = (tag: Pick<Tag, 'tag_id'>) => String(tag.tag_id)
