import { useParams } from 'react-router-dom'
import { adminApi } from '../api.ts'
import { PageHeader } from '../kit/PageHeader.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { NoAccess } from '../shell/NoAccess.tsx'
import { useCatalogue } from './catalogue/use-catalogue.ts'
import { GoodsEditor } from './editor/GoodsEditor.tsx'
import { blankForm, fromDetail } from './editor/form-model.ts'
import '../../designer/pickers/pickers.css'
import './goods.css'
import './editor/editor.css'

/**
 * 新增商品 (/goods/new) and 编辑商品 (/goods/:id): loads the goods (keeping each SKU's stock as
 * loaded), the member grades, categories and brands, then shows the form.
 */
export function GoodsEditorPage() {
  const params = useParams()
  const goodsId = params.id === undefined ? null : /^\d{1,10}$/.test(params.id) ? Number(params.id) : Number.NaN
  const isNew = goodsId === null
  const title = isNew ? '新增商品' : '编辑商品'
  const catalogue = useCatalogue()
  const loaded = useRemote(async () => {
    const [options, detail] = await Promise.all([
      adminApi.goodsEditorOptions(),
      goodsId === null ? Promise.resolve(null) : adminApi.goodsDetail(goodsId),
    ])
    return { grades: options.grades, initial: detail ? fromDetail(detail) : blankForm(), name: detail?.item_name }
  }, String(goodsId))

  if (Number.isNaN(goodsId)) return <NoAccess kind="missing" />
  const error = loaded.error || catalogue.error
  const ready = loaded.data && catalogue.data && !loaded.loading

  return (
    <>
      <PageHeader
        crumbs={[{ label: '商品' }, { label: '商品列表', to: '/goods' }, { label: title }]}
        title={isNew ? title : `${title}${loaded.data?.name ? `：${loaded.data.name}` : ''}`}
      />
      {error ? (
        <div className="ac-card ac-table-note" role="alert">
          {error}
          <button
            type="button"
            className="dz-btn"
            onClick={() => {
              loaded.reload()
              catalogue.reload()
            }}
          >
            重试
          </button>
        </div>
      ) : !ready ? (
        <p className="ac-card ac-table-note" role="status">
          正在加载…
        </p>
      ) : (
        <GoodsEditor
          key={String(goodsId)}
          goodsId={goodsId}
          initial={loaded.data!.initial}
          categories={catalogue.data!.categories}
          brands={catalogue.data!.brands}
          grades={loaded.data!.grades}
        />
      )}
    </>
  )
}
