import { useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { toast } from '../../runtime/components/toast/toast.ts'
import type { ShopDetail, ShopGoodsView, ShopSaveBody, ShopTagView } from '../../schemas/api/admin/merchants.ts'
import type { FieldErrors } from '../../schemas/api/field-errors.ts'
import type { Province } from '../../schemas/api/region.ts'
import { parseCoordinate, SHOP_LIMITS, SHOP_TAGS_SHOWN, shopErrors } from '../../schemas/shop-rules.ts'
import { FieldsRefusal } from '../api.ts'
import { ImagePicker } from '../catalogue/ImagePicker.tsx'
import { FormError, FormField, SelectField } from '../kit/FormField.tsx'
import { sessionEnded } from '../shell/access.ts'
import { failureText } from '../settings/forms.ts'
import { GoodsPicker } from './GoodsPicker.tsx'
import { merchantsApi } from './api.ts'

interface Form {
  name: string
  logo: string
  banner: string
  top_image: string
  description: string
  province: string
  city: string
  area: string
  address: string
  lat: string
  lng: string
  hours: string
  phone: string
  status: 'active' | 'closed'
  is_ziti: boolean
  sort: string
  tag_ids: number[]
  goods: ShopGoodsView[]
}

function initialForm(shop: ShopDetail | null): Form {
  return {
    name: shop?.name ?? '',
    logo: shop?.logo ?? '',
    banner: shop?.banner ?? '',
    top_image: shop?.top_image ?? '',
    description: shop?.description ?? '',
    province: shop?.province ?? '',
    city: shop?.city ?? '',
    area: shop?.area ?? '',
    address: shop?.address ?? '',
    lat: shop?.lat === null || shop?.lat === undefined ? '' : String(shop.lat),
    lng: shop?.lng === null || shop?.lng === undefined ? '' : String(shop.lng),
    hours: shop?.hours ?? '',
    phone: shop?.phone ?? '',
    status: shop?.status ?? 'active',
    is_ziti: shop?.is_ziti ?? false,
    sort: String(shop?.sort ?? 0),
    tag_ids: shop?.tag_ids ?? [],
    goods: shop?.goods ?? [],
  }
}

/** The form as the save body, with the problems only the typed text shows (a coordinate or sort that is no number). */
function toBody(form: Form): { body: ShopSaveBody; errors: FieldErrors } {
  const lat = parseCoordinate(form.lat)
  const lng = parseCoordinate(form.lng)
  const sort = /^\d{1,6}$/.test(form.sort.trim()) ? Number(form.sort.trim()) : Number.NaN
  const body: ShopSaveBody = {
    name: form.name,
    logo: form.logo,
    banner: form.banner,
    top_image: form.top_image,
    description: form.description,
    province: form.province,
    city: form.city,
    area: form.area,
    address: form.address,
    lat: lat !== null && Number.isNaN(lat) ? 0 : lat,
    lng: lng !== null && Number.isNaN(lng) ? 0 : lng,
    hours: form.hours,
    phone: form.phone,
    status: form.status,
    is_ziti: form.is_ziti,
    sort: Number.isNaN(sort) ? 0 : sort,
    tag_ids: form.tag_ids,
    goods_ids: form.goods.map((item) => item.id),
  }
  const found = shopErrors(body)
  if (lat !== null && Number.isNaN(lat)) found.lat = '请输入数字形式的纬度，如 31.2304'
  if (lng !== null && Number.isNaN(lng)) found.lng = '请输入数字形式的经度，如 121.4737'
  if (Number.isNaN(sort)) found.sort = `排序须为0-${SHOP_LIMITS.sortMax}的整数`
  return { body, errors: found }
}

/** The shop's form: 基本信息, 图片, 地址与位置, 标签, 门店商品; saved in one go. */
export function ShopEditor({
  shop,
  tags,
  regions,
}: {
  shop: ShopDetail | null
  tags: ShopTagView[]
  regions: Province[]
}) {
  const [form, setForm] = useState<Form>(() => initialForm(shop))
  const [errors, setErrors] = useState<FieldErrors & { form?: string }>({})
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const navigate = useNavigate()

  const set = <K extends keyof Form>(field: K, value: Form[K], errorKey: string = field) => {
    setForm((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [errorKey]: undefined }))
  }
  const text = (field: keyof Form) => (value: string) => set(field, value as never)

  const province = regions.find((p) => p.label === form.province)
  const city = province?.children.find((c) => c.label === form.city)

  function focusInvalid() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const { body, errors: found } = toBody(form)
    setErrors(found)
    if (Object.values(found).some(Boolean)) {
      toast.error(`门店信息有${Object.values(found).filter(Boolean).length}处需要修改`)
      return focusInvalid()
    }
    setBusy(true)
    try {
      const saved = shop ? await merchantsApi.updateShop(shop.id, body) : await merchantsApi.createShop(body)
      toast.success(shop ? '门店已保存' : `已新增门店「${saved.name}」`)
      navigate('/shops')
    } catch (failure) {
      if (sessionEnded(failure)) return
      if (failure instanceof FieldsRefusal) {
        setErrors(failure.fields)
        focusInvalid()
      } else setErrors({ form: failureText(failure) })
      toast.error(failureText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={formRef} className="mc-editor" noValidate onSubmit={(event) => void submit(event)}>
      <FormError message={errors.form} />
      <section className="ac-card" aria-labelledby="shop-basic">
        <h2 id="shop-basic" className="ac-card__title">
          基本信息
        </h2>
        <div className="ac-card__body mc-grid">
          <FormField
            label="门店名称"
            value={form.name}
            onChange={text('name')}
            error={errors.name}
            maxLength={SHOP_LIMITS.nameMax}
            placeholder="如：徐汇旗舰店"
          />
          <FormField
            label="联系电话"
            value={form.phone}
            onChange={text('phone')}
            error={errors.phone}
            maxLength={SHOP_LIMITS.phoneMax}
            placeholder="手机或带区号的座机，如 021-64000000"
          />
          <FormField
            label="营业时间"
            value={form.hours}
            onChange={text('hours')}
            error={errors.hours}
            maxLength={SHOP_LIMITS.hoursMax}
            placeholder="如：10:00-22:00"
          />
          <SelectField
            label="营业状态"
            value={form.status}
            onChange={(value) => set('status', value as Form['status'])}
          >
            <option value="active">营业中</option>
            <option value="closed">已关店</option>
          </SelectField>
          <FormField
            label="排序"
            value={form.sort}
            onChange={text('sort')}
            error={errors.sort}
            inputMode="numeric"
            maxLength={6}
            help="数字越大越靠前"
          />
          <div className="dz-field">
            <span className="dz-field__label">自提</span>
            <label className="mc-check">
              <input
                type="checkbox"
                checked={form.is_ziti}
                onChange={(event) => set('is_ziti', event.target.checked)}
              />{' '}
              支持到店自提
            </label>
          </div>
          <FormField
            label="门店简介"
            value={form.description}
            onChange={text('description')}
            error={errors.description}
            maxLength={SHOP_LIMITS.descriptionMax}
            placeholder="选填"
          />
        </div>
      </section>

      <section className="ac-card" aria-labelledby="shop-images">
        <h2 id="shop-images" className="ac-card__title">
          图片
        </h2>
        <div className="ac-card__body mc-grid mc-grid--images">
          <ImagePicker
            label="门店 Logo"
            value={form.logo}
            onChange={(url) => set('logo', url)}
            error={errors.logo}
            help="建议 200×200 像素"
          />
          <ImagePicker
            label="横幅图"
            shape="wide"
            value={form.banner}
            onChange={(url) => set('banner', url)}
            error={errors.banner}
            help="门店卡片与门店首页的横幅，建议 1190×400 像素"
          />
          <ImagePicker
            label="顶图"
            shape="wide"
            value={form.top_image}
            onChange={(url) => set('top_image', url)}
            error={errors.top_image}
            help="推荐门店挂件的顶部图片，建议 538×96 像素"
          />
        </div>
      </section>

      <section className="ac-card" aria-labelledby="shop-place">
        <h2 id="shop-place" className="ac-card__title">
          地址与位置
        </h2>
        <div className="ac-card__body mc-grid">
          <SelectField
            label="省份"
            value={form.province}
            error={errors.region}
            onChange={(value) => {
              setForm((current) => ({ ...current, province: value, city: '', area: '' }))
              setErrors((current) => ({ ...current, region: undefined }))
            }}
          >
            <option value="">请选择省份</option>
            {form.province && !province && <option value={form.province}>{form.province}</option>}
            {regions.map((p) => (
              <option key={p.id} value={p.label}>
                {p.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="城市"
            value={form.city}
            disabled={!province && !form.city}
            onChange={(value) => {
              setForm((current) => ({ ...current, city: value, area: '' }))
              setErrors((current) => ({ ...current, region: undefined }))
            }}
          >
            <option value="">请选择城市</option>
            {form.city && !city && <option value={form.city}>{form.city}</option>}
            {province?.children.map((c) => (
              <option key={c.id} value={c.label}>
                {c.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="区县"
            value={form.area}
            disabled={!form.area && (!city || city.children.length === 0)}
            onChange={(value) => set('area', value, 'region')}
          >
            <option value="">请选择区县</option>
            {form.area && !city?.children.some((c) => c.label === form.area) && (
              <option value={form.area}>{form.area}</option>
            )}
            {city?.children.map((c) => (
              <option key={c.id} value={c.label}>
                {c.label}
              </option>
            ))}
          </SelectField>
          <FormField
            label="详细地址"
            value={form.address}
            onChange={text('address')}
            error={errors.address}
            maxLength={SHOP_LIMITS.addressMax}
            placeholder="街道、门牌号"
          />
          <FormField
            label="纬度"
            value={form.lat}
            onChange={text('lat')}
            error={errors.lat}
            inputMode="decimal"
            maxLength={13}
            placeholder="如 31.2304"
            help="-90 到 90；与经度一起用于“附近门店”的距离"
          />
          <FormField
            label="经度"
            value={form.lng}
            onChange={text('lng')}
            error={errors.lng}
            inputMode="decimal"
            maxLength={13}
            placeholder="如 121.4737"
            help="-180 到 180"
          />
        </div>
      </section>

      <section className="ac-card" aria-labelledby="shop-tags">
        <h2 id="shop-tags" className="ac-card__title">
          门店标签
        </h2>
        <div className="ac-card__body">
          <fieldset
            className="mc-tag-choice"
            aria-invalid={errors.tag_ids ? true : undefined}
            aria-describedby="shop-tags-note"
          >
            <legend className="mf-visually-hidden">门店标签</legend>
            {tags.length === 0 && <span className="dz-muted">还没有门店标签</span>}
            {tags.map((item) => {
              // Cards show a shop's tags in the tags' own order, as this list does.
              const index = form.tag_ids.includes(item.id)
                ? tags.filter((other) => form.tag_ids.includes(other.id)).indexOf(item)
                : -1
              return (
                <label key={item.id} className={`mc-check${index >= SHOP_TAGS_SHOWN ? ' is-hidden-on-card' : ''}`}>
                  <input
                    type="checkbox"
                    checked={index >= 0}
                    onChange={(event) =>
                      set(
                        'tag_ids',
                        event.target.checked ? [...form.tag_ids, item.id] : form.tag_ids.filter((id) => id !== item.id),
                      )
                    }
                  />{' '}
                  {item.tag_name}
                  {index >= 0 && (
                    <span className="dz-muted">
                      {index < SHOP_TAGS_SHOWN ? `（卡片显示第${index + 1}个）` : '（卡片不显示）'}
                    </span>
                  )}
                </label>
              )
            })}
          </fieldset>
          <p id="shop-tags-note" className={errors.tag_ids ? 'dz-field__error' : 'dz-field__help'}>
            {errors.tag_ids ||
              `最多选${SHOP_LIMITS.tagsMax}个；门店卡片（附近门店、推荐门店）只显示按上面顺序的前${SHOP_TAGS_SHOWN}个标签`}
          </p>
        </div>
      </section>

      <section className="ac-card" aria-labelledby="shop-goods">
        <h2 id="shop-goods" className="ac-card__title">
          门店商品
        </h2>
        <div className="ac-card__body">
          <GoodsPicker
            value={form.goods}
            error={errors.goods_ids}
            onChange={(goods) => set('goods', goods, 'goods_ids')}
          />
        </div>
      </section>

      <div className="mc-editor__foot">
        <button type="button" className="dz-btn" onClick={() => navigate('/shops')}>
          返回列表
        </button>
        <button type="submit" className="dz-btn dz-btn--primary" disabled={busy}>
          {busy ? '保存中…' : '保存'}
        </button>
      </div>
    </form>
  )
}
