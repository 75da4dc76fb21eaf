import type { LinkData } from '../../../schemas/link.ts'
import { CategoryTree } from '../CategoryTree.tsx'
import { categoryLink } from '../link-kinds.ts'
import { PickerStatus } from '../PickerStatus.tsx'
import { useCategories } from '../useCategories.ts'

/** 分类 / 主类目 tab: pick any level of the tree. */
export function CategoryLinkTab({
  kind,
  value,
  onPick,
}: {
  kind: 'category' | 'maincategory'
  value: LinkData | null
  onPick: (link: LinkData) => void
}) {
  const { value: nodes, loading, error } = useCategories(kind)
  const selected = value?.linkPage === kind && value.category_id !== undefined ? Number(value.category_id) : null
  return (
    <div className="dzp-picker">
      <PickerStatus loading={loading} error={error} empty={nodes.length === 0} emptyText="暂无分类" />
      <CategoryTree
        label={kind === 'category' ? '分类' : '主类目'}
        nodes={nodes}
        selectedId={selected}
        onSelect={(node) => onPick(categoryLink(kind, node))}
      />
    </div>
  )
}
