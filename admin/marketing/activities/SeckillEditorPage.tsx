import { type FormEvent, useMemo, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import type { SeckillDetail, SkuChoice } from '../../../schemas/api/admin/activities.ts'
import type { FieldErrors } from '../../../schemas/api/field-errors.ts'
import { now } from '../../../schemas/time.ts'
import { toast } from '../../../runtime/components/toast/toast.ts'
import { FieldsRefusal } from '../../api.ts'
import { money } from '../../kit/format.ts'
import { FormError, FormField } from '../../kit/FormField.tsx'
import { PageHeader } from '../../kit/PageHeader.tsx'
import { useRemote } from '../../kit/use-remote.ts'
import { sessionEnded } from '../../shell/access.ts'
import { failureText } from '../../settings/forms.ts'
import { activityApi, StockRefusal } from './api.ts'
import { GoodsSearch } from '../../kit/GoodsSearch.tsx'
import { PickButton } from '../../kit/PickButton.tsx'
import {
  blankSeckill,
  draftOf,
  type SeckillForm,
  type SeckillItemDraft,
  seckillBody,
  seckillFormErrors,
  seckillFromDetail,
} from './seckill-form.ts'
import './activities.css'

/** 营销 › 秒杀活动 › 新建 / 编辑. */
export function SeckillEditorPage() {
  const { id } = useParams()
  const seckillId = id && id !== 'new' ? Number(id) : null
  const detail = useRemote(
    () => (seckillId ? activityApi.seckill(seckillId) : Promise.resolve(null)),
    String(seckillId),
  )
  const title = seckillId ? '编辑秒杀活动' : '新建秒杀活动'
  return (
    <>
      <PageHeader
        crumbs={[{ label: '营销' }, { label: '秒杀活动', to: '/marketing/seckill' }, { label: title }]}
        title={title}
      />
      {detail.loading ? (
        <p className="ac-card pm-muted">加载中…</p>
      ) : detail.error ? (
        <FormError message={detail.error} />
      ) : (
        <SeckillEditor detail={detail.data ?? null} />
      )}
    </>
  )
}

const itemLabel = (item: { item_name: string; spec_desc: string }) =>
  [item.item_name, item.spec_desc].filter(Boolean).join(' ')

/**
 * A saved item's stock, edited exactly like goods stock: the new value is written only while the
 * stock is still what the editor loaded; otherwise the current stock is shown and nothing changes.
 */
function SavedStock({ item, onStock }: { item: SeckillItemDraft; onStock: (stock: number) => void }) {
  const [loaded, setLoaded] = useState(Number(item.stock))
  const [value, setValue] = useState(item.stock)
  const [busy, setBusy] = useState(false)
  const label = itemLabel(item)
  async function save() {
    const next = Number(value)
    if (!/^\d+$/.test(value.trim())) {
      toast.error('秒杀库存须为不小于0的整数')
      return
    }
    setBusy(true)
    try {
      const answer = await activityApi.patchSeckillStock(item.id!, { mode: 'set', value: next, expected: loaded })
      setLoaded(answer.stock)
      setValue(String(answer.stock))
      onStock(answer.stock)
      toast.success(`「${label}」秒杀库存已改为${answer.stock}`)
    } catch (failure) {
      if (sessionEnded(failure)) return
      if (failure instanceof StockRefusal) {
        setLoaded(failure.stock)
        setValue(String(failure.stock))
        onStock(failure.stock)
      }
      toast.error(failureText(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <span className="pm-stock">
      <input
        className="dz-input pm-amount"
        inputMode="numeric"
        aria-label={`秒杀库存 ${label}`}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <button
        type="button"
        className="dz-link"
        disabled={busy || value.trim() === String(loaded)}
        aria-label={`保存秒杀库存 ${label}`}
        onClick={() => void save()}
      >
        保存库存
      </button>
    </span>
  )
}

export function SeckillEditor({ detail }: { detail: SeckillDetail | null }) {
  const navigate = useNavigate()
  const [form, setForm] = useState<SeckillForm>(() => (detail ? seckillFromDetail(detail) : blankSeckill(now())))
  const [tried, setTried] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const [formError, setFormError] = useState('')
  const [skus, setSkus] = useState<SkuChoice[] | null>(null)
  const localErrors = useMemo(() => seckillFormErrors(form), [form])
  const errors: FieldErrors = tried ? { ...serverErrors, ...localErrors } : {}
  const inActivity = new Set(form.items.map((item) => item.sku_id))

  const update = (part: Partial<SeckillForm>) => {
    setForm((current) => ({ ...current, ...part }))
    setServerErrors({})
  }
  const setItem = (index: number, part: Partial<SeckillItemDraft>) =>
    update({ items: form.items.map((item, i) => (i === index ? { ...item, ...part } : item)) })

  async function openGoods(goodsId: number) {
    try {
      const choices = await activityApi.skuChoices(goodsId)
      const fresh = choices.filter((sku) => !inActivity.has(sku.sku_id))
      if (choices.length === 1 && fresh.length === 1) {
        update({ items: [...form.items, draftOf(fresh[0]!)] })
        setSkus(null)
      } else setSkus(choices)
    } catch (failure) {
      if (!sessionEnded(failure)) toast.error(failureText(failure))
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTried(true)
    setFormError('')
    if (Object.keys(localErrors).length > 0) {
      toast.error(`有${Object.keys(localErrors).length}处需要修改`)
      return
    }
    setBusy(true)
    try {
      const body = seckillBody(form)
      const saved = detail ? await activityApi.updateSeckill(detail.id, body) : await activityApi.createSeckill(body)
      toast.success(`已保存「${saved.activity_name}」`)
      navigate('/marketing/seckill')
    } catch (failure) {
      if (sessionEnded(failure)) return
      if (failure instanceof FieldsRefusal) setServerErrors(failure.fields)
      else setFormError(failureText(failure))
      toast.error(failureText(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="ac-card pm-form" aria-label="秒杀活动" noValidate onSubmit={(event) => void submit(event)}>
      <FormField
        label="活动名称"
        value={form.activity_name}
        placeholder="如 周末限时秒杀"
        error={errors.activity_name}
        onChange={(value) => update({ activity_name: value })}
      />
      <FormField
        label="活动说明"
        value={form.description}
        placeholder="选填"
        error={errors.description}
        onChange={(value) => update({ description: value })}
      />
      <div className="pm-row">
        <FormField
          label="开始时间"
          type="datetime-local"
          value={form.starts}
          error={errors.starts_at}
          onChange={(value) => update({ starts: value })}
        />
        <FormField
          label="结束时间"
          type="datetime-local"
          value={form.ends}
          error={errors.ends_at}
          onChange={(value) => update({ ends: value })}
        />
      </div>
      <fieldset className="pm-items">
        <legend className="dz-field__label">秒杀商品</legend>
        <GoodsSearch
          label="添加秒杀商品"
          action={(goods) => (
            <PickButton name={goods.item_name} label="添加规格" onPick={() => void openGoods(goods.id)} />
          )}
        />
        {skus && (
          <ul className="ac-goods-search__list" aria-label="选择规格">
            {skus.map((sku) => {
              const taken = inActivity.has(sku.sku_id)
              return (
                <li key={sku.sku_id} className="ac-goods-search__row">
                  <span className="ac-goods-search__name">{itemLabel(sku)}</span>
                  <span className="ac-num">{money(sku.price)}</span>
                  <span className="ac-num">库存 {sku.store}</span>
                  <button
                    type="button"
                    className="dz-link"
                    disabled={taken}
                    aria-label={`${taken ? '已添加' : '添加'} ${itemLabel(sku)}`}
                    onClick={() => update({ items: [...form.items, draftOf(sku)] })}
                  >
                    {taken ? '已添加' : '添加'}
                  </button>
                </li>
              )
            })}
          </ul>
        )}
        {form.items.length > 0 && (
          <div className="ac-table-wrap">
            <table className="ac-table pm-item-table">
              <caption className="pm-sr">秒杀规格</caption>
              <thead>
                <tr>
                  <th scope="col">商品规格</th>
                  <th scope="col" className="ac-num">
                    原价
                  </th>
                  <th scope="col">秒杀价（元）</th>
                  <th scope="col">秒杀库存</th>
                  <th scope="col">每人限购</th>
                  <th scope="col" className="ac-num">
                    已售
                  </th>
                  <th scope="col">操作</th>
                </tr>
              </thead>
              <tbody>
                {form.items.map((item, i) => {
                  const label = itemLabel(item)
                  const rowErrors = ['sku_id', 'act_price', 'stock', 'limit_per_member']
                    .map((field) => errors[`items.${i}.${field}`])
                    .filter(Boolean)
                  return (
                    <tr key={item.sku_id}>
                      <td>
                        {label}
                        {rowErrors.length > 0 && <p className="dz-field__error">{rowErrors.join('；')}</p>}
                      </td>
                      <td className="ac-num">{money(item.price)}</td>
                      <td>
                        <input
                          className="dz-input pm-amount"
                          inputMode="decimal"
                          aria-label={`秒杀价（元） ${label}`}
                          aria-invalid={errors[`items.${i}.act_price`] ? true : undefined}
                          value={item.act_price}
                          onChange={(event) => setItem(i, { act_price: event.target.value })}
                        />
                      </td>
                      <td>
                        {item.id ? (
                          <SavedStock item={item} onStock={(stock) => setItem(i, { stock: String(stock) })} />
                        ) : (
                          <input
                            className="dz-input pm-amount"
                            inputMode="numeric"
                            aria-label={`秒杀库存 ${label}`}
                            aria-invalid={errors[`items.${i}.stock`] ? true : undefined}
                            value={item.stock}
                            onChange={(event) => setItem(i, { stock: event.target.value })}
                          />
                        )}
                      </td>
                      <td>
                        <input
                          className="dz-input pm-amount"
                          inputMode="numeric"
                          aria-label={`每人限购 ${label}`}
                          aria-invalid={errors[`items.${i}.limit_per_member`] ? true : undefined}
                          value={item.limit}
                          onChange={(event) => setItem(i, { limit: event.target.value })}
                        />
                      </td>
                      <td className="ac-num">{item.sales}</td>
                      <td>
                        <button
                          type="button"
                          className="dz-link dz-link--danger"
                          aria-label={`移除 ${label}`}
                          onClick={() => update({ items: form.items.filter((_, k) => k !== i) })}
                        >
                          移除
                        </button>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
        {errors.items && <p className="dz-field__error">{errors.items}</p>}
      </fieldset>
      <FormError message={formError} />
      <div className="pm-actions">
        <button type="submit" className="dz-btn dz-btn--primary" disabled={busy}>
          {busy ? '保存中…' : '保存'}
        </button>
        <button type="button" className="dz-btn" onClick={() => navigate('/marketing/seckill')}>
          取消
        </button>
      </div>
    </form>
  )
}
