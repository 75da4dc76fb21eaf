import { useState } from 'react'
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom'
import { getApi } from '../../../api/index.ts'
import { clearFootprints, removeFootprints, type Footprint } from '../../../api/member.ts'
import { GoodsCard } from '../../../components/goods-card/GoodsCard.tsx'
import { ConfirmDialog } from '../../../components/modal/ConfirmDialog.tsx'
import { Pagination } from '../../../components/pagination/Pagination.tsx'
import { toast } from '../../../components/toast/toast.ts'
import { loaderApi } from '../../../routing/loader-api.ts'
import { goodsCardOf, payablePrice } from '../collector/goods-card-of.ts'
import { MemberEmpty } from '../../../components/member-panel/MemberEmpty.tsx'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { groupByDay } from './footprint-days.ts'
import { FOOTTRACE_PAGE_SIZE, foottraceHref, loadFoottrace, type FoottraceData } from './load-foottrace.ts'
import { MemberPanel } from '../../../components/member-panel/MemberPanel.tsx'
import './foottrace.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<FoottraceData> {
  return loadFoottrace(loaderApi(context), request)
}

/**
 * /member/foottrace (我的足迹): the goods the member viewed, grouped by day (今天, 昨天, dates).
 * One footprint goes at once; 清空足迹 asks first.
 */
export default function FoottracePage() {
  const { page, list, total, now } = useLoaderData() as FoottraceData
  const revalidator = useRevalidator()
  const [confirmClear, setConfirmClear] = useState(false)
  const [busy, setBusy] = useState(false)

  async function run(write: () => Promise<unknown>) {
    if (busy) return
    setBusy(true)
    try {
      await write()
      toast.success('删除成功！')
      setConfirmClear(false)
      void revalidator.revalidate()
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false)
    }
  }

  const remove = (item: Footprint) => run(() => removeFootprints(getApi(), [item.history_id]))
  const clear = () => run(() => clearFootprints(getApi()))

  return (
    <MemberFrame trail={[{ title: '我的足迹' }]}>
      <MemberPanel className="mf-foottrace" labelledBy="mf-foottrace-title">
        <div className="mf-foottrace__head">
          <h1 className="mf-foottrace__title" id="mf-foottrace-title">
            我的足迹
          </h1>
          {total > 0 && <span className="mf-foottrace__count">共浏览 {total} 件商品</span>}
          {total > 0 && (
            <button type="button" className="mf-foottrace__clear" onClick={() => setConfirmClear(true)} disabled={busy}>
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                <path
                  d="M2 4h12M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.3"
                  strokeLinejoin="round"
                />
              </svg>
              清空足迹
            </button>
          )}
        </div>
        {list.length > 0 ? (
          <>
            {groupByDay(list, now).map((day) => (
              <section key={day.date} className="mf-foottrace__day" aria-label={day.label}>
                <h2 className="mf-foottrace__date">
                  <span className="mf-foottrace__dot" aria-hidden="true" />
                  {day.label}
                  {day.label !== day.date && <span className="mf-foottrace__full-date">{day.date}</span>}
                </h2>
                <ul className="mf-foottrace__grid">
                  {day.items.map((item) => (
                    <li key={item.history_id}>
                      <GoodsCard
                        goods={goodsCardOf(item, payablePrice(item))}
                        action={
                          <button
                            type="button"
                            className="mf-member-remove mf-foottrace__remove"
                            aria-label={`删除足迹：${item.item_name || item.title}`}
                            disabled={busy}
                            onClick={() => void remove(item)}
                          >
                            删除
                          </button>
                        }
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <Pagination current={page} total={total} pageSize={FOOTTRACE_PAGE_SIZE} pageHref={foottraceHref} />
          </>
        ) : (
          <MemberEmpty
            title="您还没有浏览记录"
            hint="逛过的商品会留在这里，方便您再次找到"
            link={{ to: '/items', label: '去逛逛' }}
          />
        )}
      </MemberPanel>
      <ConfirmDialog
        open={confirmClear}
        title="清空足迹"
        onOk={() => void clear()}
        onCancel={() => setConfirmClear(false)}
      >
        确定清空全部浏览足迹吗？清空后不可恢复。
      </ConfirmDialog>
    </MemberFrame>
  )
}
