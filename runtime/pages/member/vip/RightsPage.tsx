import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { LinkButton } from '../../../components/button/LinkButton.tsx'
import { loaderApi } from '../../../routing/loader-api.ts'
import { MemberFrame } from '../../../features/member/MemberFrame.tsx'
import { loadRights, type RightsData } from './load-vip.ts'
import { expiryText, gradeDiscountText } from './vip-format.ts'
import { MemberPanel } from '../../../components/member-panel/MemberPanel.tsx'
import './vip.css'
import { LineIcon } from '../../../components/icon/LineIcon.tsx'

export function loader({ request, context }: LoaderFunctionArgs): Promise<RightsData> {
  return loadRights(loaderApi(context), request)
}

interface Right {
  key: string
  title: string
  value: string
  detail: string
  /** The member's grade does not include it. */
  off: boolean
  icon: string
}

/** Icon paths (24×24). */
const ICONS = {
  discount: 'M4 12l8-8h8v8l-8 8zM15.5 8.5h.01',
  points: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.3l6-.7z',
  shipping: 'M2 7h11v9H2zM13 10h4l3 3v3h-7zM6 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1',
  term: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
} as const

export function rightsOf({ rights }: Pick<RightsData, 'rights'>): Right[] {
  return [
    {
      key: 'discount',
      title: '会员折扣',
      value: gradeDiscountText(rights.discount),
      detail:
        rights.discount > 0 ? `全场商品按会员价 ${gradeDiscountText(rights.discount)} 结算` : '开通付费会员享全场折扣',
      off: rights.discount <= 0,
      icon: ICONS.discount,
    },
    {
      key: 'points',
      title: '积分加速',
      value: `${rights.point_multiplier}倍积分`,
      detail: rights.point_multiplier > 1 ? `每消费 1 元得 ${rights.point_multiplier} 倍积分` : '每消费 1 元得 1 积分',
      off: rights.point_multiplier <= 1,
      icon: ICONS.points,
    },
    {
      key: 'shipping',
      title: '会员包邮',
      value: rights.free_shipping ? '全场包邮' : '未享有',
      detail: rights.free_shipping ? '下单免运费，不限金额' : '付费会员下单免运费',
      off: !rights.free_shipping,
      icon: ICONS.shipping,
    },
    {
      key: 'term',
      title: '会员有效期',
      value:
        rights.grade_expires_at === null ? '长期有效' : expiryText(rights.grade_expires_at).replace('有效期至 ', ''),
      detail: rights.grade_expires_at === null ? '普通会员权益长期有效' : '到期后恢复为普通会员',
      off: false,
      icon: ICONS.term,
    },
  ]
}

/** /member/rights (会员权益): what the member's grade gives them, and the way to a higher grade. */
export default function RightsPage() {
  const data = useLoaderData() as RightsData
  const { rights, next } = data
  return (
    <MemberFrame trail={[{ title: '会员等级', href: '/member/vip' }, { title: '会员权益' }]}>
      <h1 className="mf-visually-hidden">会员权益</h1>
      <section className="mf-member-banner mf-vip-current" aria-label="当前会员等级">
        <div>
          <p className="mf-vip-current__label">我的等级</p>
          <p className="mf-vip-current__name">{rights.grade_name}</p>
          <p className="mf-vip-current__meta">
            {expiryText(rights.grade_expires_at)} · 购物享 {gradeDiscountText(rights.discount)}
          </p>
        </div>
        {next && (
          <LinkButton to="/member/vip" className="mf-vip-current__upgrade">
            升级{next.grade_name}
          </LinkButton>
        )}
      </section>
      <MemberPanel title="我的会员权益" titleId="mf-rights-title">
        <ul className="mf-member-grid mf-rights">
          {rightsOf(data).map((right) => (
            <li key={right.key} className={`mf-rights__item${right.off ? ' is-off' : ''}`}>
              <span className="mf-rights__icon" aria-hidden="true">
                <LineIcon d={right.icon} size={28} round="round" />
              </span>
              <h3 className="mf-rights__title">{right.title}</h3>
              <p className="mf-rights__value">{right.value}</p>
              <p className="mf-rights__detail">{right.detail}</p>
            </li>
          ))}
        </ul>
      </MemberPanel>
    </MemberFrame>
  )
}
