import { useCallback, useEffect, useState } from 'react'
import { PickerDialog } from './PickerDialog.tsx'
import { Pagination } from '../../runtime/components/pagination/Pagination.tsx'
import type { ImageRecord } from '../../schemas/api/designer.ts'
import type { MediaImage } from '../../schemas/api/media.ts'
import { PickRow, PickerRows } from './PickerRows.tsx'
import { UploadButton } from './UploadButton.tsx'
import { UploadProgress } from './UploadProgress.tsx'
import { useImageUpload } from './useImageUpload.ts'
import { usePagedList } from './usePagedList.ts'
import { useLoaded } from './useLoaded.ts'
import { BulkDelete } from '../media/BulkDelete.tsx'
import { MediaDetails } from '../media/MediaDetails.tsx'
import { MediaFilters } from '../media/MediaFilters.tsx'
import { NO_FILTER, mediaQuery, type MediaFilter } from '../media/filters.ts'
import { mediaApi } from '../media/media-api.ts'
import '../media/media.css'

export interface ImageLibraryDialogProps {
  open: boolean
  onClose: () => void
  onConfirm: (image: ImageRecord) => void
}

const PAGE_SIZE = 18

/**
 * 图片库: the company's uploads, newest first, found by file name, 尺寸, 标签 and upload date; the
 * chosen image's facts, tag and uses beside the grid, and deleting what nothing uses (one, or the
 * ticked ones at once). Upload from here too.
 */
export function ImageLibraryDialog({ open, onClose, onConfirm }: ImageLibraryDialogProps) {
  const [chosen, setChosen] = useState<MediaImage | null>(null)
  const [ticked, setTicked] = useState<number[]>([])
  const [filter, setFilter] = useState<MediaFilter>(NO_FILTER)
  // Bumped after an upload, a tag or a deletion so the list and the tags load again.
  const [generation, setGeneration] = useState(0)
  useEffect(() => {
    if (open) {
      setChosen(null)
      setTicked([])
    }
  }, [open])
  const query = mediaQuery(filter)
  const images = usePagedList(
    (page) => mediaApi.list({ ...query, page, pageSize: PAGE_SIZE }),
    JSON.stringify([query, generation]),
    open,
  )
  const tags = useLoaded(() => mediaApi.tags(), [], String(generation), open)
  // The chosen image as the list now has it (a saved tag shows at once).
  useEffect(() => {
    setChosen((current) => (current && images.list.find((image) => image.id === current.id)) || current)
  }, [images.list])
  const reload = useCallback(() => setGeneration((value) => value + 1), [])
  const uploaded = useCallback(
    (image: ImageRecord) => {
      setChosen({ ...image, tag: '' })
      setFilter(NO_FILTER)
      reload()
    },
    [reload],
  )
  const { progress, upload } = useImageUpload(uploaded)
  const toggle = (id: number) =>
    setTicked((list) => (list.includes(id) ? list.filter((other) => other !== id) : [...list, id]))

  return (
    <PickerDialog
      open={open}
      title="图片库"
      width={1000}
      height={680}
      picked={chosen ? `已选：${chosen.img_name}` : ''}
      canConfirm={chosen !== null}
      onConfirm={() => chosen && onConfirm(chosen)}
      onClose={onClose}
    >
      <div className="dzp-picker dzm-library">
        <div className="dzp-picker__filters">
          <UploadButton busy={progress !== null} onFile={upload} />
          {progress !== null && <UploadProgress fraction={progress} />}
          <span className="dzp-help">支持 JPG、PNG 格式，不超过 5MB</span>
          <BulkDelete
            ids={ticked}
            onDone={(deleted) => {
              setTicked([])
              if (chosen && deleted.includes(chosen.id)) setChosen(null)
              reload()
            }}
            onClear={() => setTicked([])}
          />
        </div>
        <MediaFilters
          filter={filter}
          tags={tags.value}
          onChange={(next) => {
            // Ticks stay on what the operator sees: another filter starts without them.
            setTicked([])
            setFilter(next)
          }}
        />
        <div className="dzm-library__body">
          <div className="dzm-library__grid">
            <PickerRows
              state={images}
              emptyText={
                JSON.stringify(filter) === JSON.stringify(NO_FILTER)
                  ? '图片库还是空的，先上传一张吧'
                  : '没有符合条件的图片'
              }
              label="图片"
              className="dzp-image-grid"
            >
              {images.list.map((image) => (
                <div key={image.id} className="dzm-card">
                  <PickRow
                    picked={chosen?.id === image.id}
                    label={`${image.img_name} ${image.width}×${image.height}`}
                    className="dzp-image-card"
                    onPick={() => setChosen(image)}
                    onDoubleClick={() => onConfirm(image)}
                  >
                    <span className="dzp-image-card__frame">
                      <img src={image.img_full_url} alt="" loading="lazy" />
                    </span>
                    <span className="dzp-image-card__name" title={image.img_name}>
                      {image.img_name}
                    </span>
                    <span className="dzp-image-card__size">
                      {image.width}×{image.height}
                      {image.tag && <span className="dzm-card__tag">{image.tag}</span>}
                    </span>
                  </PickRow>
                  <input
                    type="checkbox"
                    className="dzm-card__tick"
                    aria-label={`勾选 ${image.img_name}`}
                    checked={ticked.includes(image.id)}
                    onChange={() => toggle(image.id)}
                  />
                </div>
              ))}
            </PickerRows>
            <Pagination current={images.page} total={images.total} pageSize={PAGE_SIZE} onChange={images.setPage} />
          </div>
          {chosen ? (
            <MediaDetails
              image={chosen}
              onChanged={(deleted) => {
                if (deleted) setChosen(null)
                reload()
              }}
            />
          ) : (
            <p className="dzm-details dzm-details--empty dzp-help">选择一张图片，查看尺寸、标签和使用位置</p>
          )}
        </div>
      </div>
    </PickerDialog>
  )
}
