import { useState } from 'react'
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom'
import { getApi } from '../../../api/index.ts'
import { buyVipGrade, type VipGrade } from '../../../api/member.ts'
import { Button } from '../../../components/button/Button.tsx'
import { formatPrice } from '../../../../schemas/money.ts'
import { loaderApi } from '../../../routing/loader-api.ts'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { cashierHref } from '../orders/trade-tabs.ts'
import { loadVip, type VipData } from './load-vip.ts'
import { durationText, expiryText, gradeAction, gradeDiscountText } from './vip-format.ts'
import { MemberPanel } from '../../../components/member-panel/MemberPanel.tsx'
import './vip.css'

export function loader({ request, context }: LoaderFunctionArgs): Promise<VipData> {
  return loadVip(loaderApi(context), request)
}

/**
 * /member/vip (会员等级): the grade held and every grade with its price, term, discount and rights.
 * 立即开通 creates a payable VIP order and goes to the cashier with it.
 */
export default function VipPage() {
  const { grades } = useLoaderData() as VipData
  const navigate = useNavigate()
  const [buying, setBuying] = useState<number | null>(null)
  const current = grades.current_grade

  async function buy(grade: VipGrade) {
    if (buying !== null) return
    setBuying(grade.grade_id)
    try {
      const order = await buyVipGrade(getApi(), grade.grade_id)
      navigate(cashierHref(order.order_id))
    } catch {
      // The API client has shown the server's reason.
      setBuying(null)
    }
  }

  return (
    <MemberFrame trail={[{ title: '会员等级' }]}>
      <h1 className="mf-visually-hidden">会员等级</h1>
      <section className="mf-member-banner mf-vip-current" aria-label="当前会员等级">
        <div>
          <p className="mf-vip-current__label">当前等级</p>
          <p className="mf-vip-current__name">{current?.grade_name ?? '普通会员'}</p>
          <p className="mf-vip-current__meta">
            {current
              ? `${expiryText(current.grade_expires_at)} · 购物享 ${gradeDiscountText(current.discount)}`
              : '购物享 无折扣'}
          </p>
        </div>
        <Link className="mf-vip-current__rights" to="/member/rights">
          查看我的权益 &gt;
        </Link>
      </section>

      <MemberPanel
        title="会员等级"
        titleId="mf-vip-grades"
        actions={<span className="mf-vip__note">开通后立即生效，有效期内全场商品享会员折扣价</span>}
      >
        <ul className="mf-member-grid mf-vip-grades">
          {grades.list.map((grade) => {
            const action = gradeAction(grade, current)
            const isCurrent = action.kind === 'current'
            return (
              <li key={grade.grade_id}>
                <article className={`mf-vip-grade${isCurrent ? ' is-current' : ''}`} aria-label={grade.grade_name}>
                  <header className="mf-vip-grade__head" style={{ background: grade.background_color || undefined }}>
                    <h3 className="mf-vip-grade__name">{grade.grade_name}</h3>
                    {isCurrent && <span className="mf-vip-grade__badge">当前</span>}
                    <p className="mf-vip-grade__fold">{gradeDiscountText(grade.discount)}</p>
                  </header>
                  <div className="mf-vip-grade__body">
                    <p className="mf-vip-grade__price">
                      {grade.price > 0 ? (
                        <>
                          <strong>{formatPrice(grade.price)}</strong>
                          <span> / {durationText(grade.valid_days)}</span>
                        </>
                      ) : (
                        <strong>免费</strong>
                      )}
                    </p>
                    <p className="mf-vip-grade__desc">{grade.description}</p>
                    <Button
                      type={action.kind === 'buy' ? 'primary' : 'default'}
                      long
                      disabled={action.kind !== 'buy' || buying !== null}
                      aria-label={action.kind === 'buy' ? `立即开通${grade.grade_name}` : undefined}
                      onClick={() => void buy(grade)}
                    >
                      {buying === grade.grade_id ? '正在下单…' : action.label}
                    </Button>
                  </div>
                </article>
              </li>
            )
          })}
        </ul>
      </MemberPanel>
    </MemberFrame>
  )
}
