import { MEDIA_SIZES, type MediaSize, type MediaTag } from '../../schemas/api/media.ts'
import { SearchBox } from '../pickers/SearchBox.tsx'
import type { MediaFilter } from './filters.ts'

export interface MediaFiltersProps {
  filter: MediaFilter
  tags: MediaTag[]
  onChange: (filter: MediaFilter) => void
}

/** 图片库's filter bar: file name, 尺寸, 标签 and the upload date range. */
export function MediaFilters({ filter, tags, onChange }: MediaFiltersProps) {
  const set = (change: Partial<MediaFilter>) => onChange({ ...filter, ...change })
  return (
    <div className="dzm-filters">
      <SearchBox label="文件名" placeholder="搜索文件名" onSearch={(keywords) => set({ keywords })} />
      <select
        className="dzp-input dzm-filters__select"
        aria-label="尺寸"
        value={filter.size}
        onChange={(event) => set({ size: event.target.value as MediaSize | '' })}
      >
        <option value="">全部尺寸</option>
        {Object.entries(MEDIA_SIZES).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <select
        className="dzp-input dzm-filters__select"
        aria-label="标签"
        value={filter.tag}
        onChange={(event) => set({ tag: event.target.value })}
      >
        <option value="">全部标签</option>
        {tags.map((entry) => (
          <option key={entry.tag} value={entry.tag}>
            {entry.tag}（{entry.count}）
          </option>
        ))}
      </select>
      <span className="dzm-filters__dates">
        <input
          className="dzp-input"
          type="date"
          aria-label="上传日期：开始"
          value={filter.from}
          max={filter.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
        <span aria-hidden="true">至</span>
        <input
          className="dzp-input"
          type="date"
          aria-label="上传日期：结束"
          value={filter.to}
          min={filter.from || undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
      </span>
    </div>
  )
}
