import { useParams } from 'react-router-dom'
import { PageHeader } from '../kit/PageHeader.tsx'
import { useRemote } from '../kit/use-remote.ts'
import { NoAccess } from '../shell/NoAccess.tsx'
import { ShopEditor } from './ShopEditor.tsx'
import { merchantsApi } from './api.ts'
import '../../designer/pickers/pickers.css'
import '../catalogue/catalogue.css'
import './merchants.css'

/** 新增门店 (/shops/new) and 编辑门店 (/shops/:id): loads the shop, the tags and the region tree, then shows the form. */
export function ShopEditorPage() {
  const params = useParams()
  const shopId = params.id === undefined ? null : /^\d{1,10}$/.test(params.id) ? Number(params.id) : Number.NaN
  const title = shopId === null ? '新增门店' : '编辑门店'
  const loaded = useRemote(async () => {
    const [options, regions, shop] = await Promise.all([
      merchantsApi.shopOptions(),
      merchantsApi.regions(),
      shopId === null ? Promise.resolve(null) : merchantsApi.shop(shopId),
    ])
    return { tags: options.tags, regions, shop }
  }, String(shopId))

  if (Number.isNaN(shopId)) return <NoAccess kind="missing" />
  const data = loaded.data

  return (
    <>
      <PageHeader
        crumbs={[{ label: '商户与门店' }, { label: '门店', to: '/shops' }, { label: title }]}
        title={data?.shop ? `${title}：${data.shop.name}` : title}
      />
      {loaded.error ? (
        <div className="ac-card ac-table-note" role="alert">
          {loaded.error}
          <button type="button" className="dz-btn" onClick={loaded.reload}>
            重试
          </button>
        </div>
      ) : !data || loaded.loading ? (
        <p className="ac-card ac-table-note" role="status">
          正在加载…
        </p>
      ) : (
        <ShopEditor key={String(shopId)} shop={data.shop} tags={data.tags} regions={data.regions} />
      )}
    </>
  )
}
