import type { AftersalesStatus, AftersalesType, AftersalesView } from '../../../api/aftersales.ts'

export type StepState = 'done' | 'current' | 'todo' | 'failed'

export interface AftersalesProgressStep {
  key: 'applied' | 'reviewed' | 'sendback' | 'received' | 'refunded' | 'refused' | 'closed'
  title: string
  /** When the step happened; null while it has not. */
  time: number | null
  state: StepState
}

type Tracked = Pick<
  AftersalesView,
  | 'aftersales_type'
  | 'status'
  | 'created_at'
  | 'reviewed_at'
  | 'sendback_at'
  | 'goods_received_at'
  | 'refunded_at'
  | 'closed_at'
  | 'updated_at'
>

/**
 * How far each status has come along the happy path, as the index of the step being worked on:
 * 提交申请 (0) → 商家审核 (1) → 寄回商品 (2) → 商家收货 (3) → 退款完成 (4). A refund without a
 * return skips 2 and 3. REFUNDED is past the end: every step is done.
 */
const WORKING_ON: Record<Exclude<AftersalesStatus, 'SELLER_REFUSE' | 'CLOSED'>, number> = {
  WAIT_SELLER_AGREE: 1,
  WAIT_BUYER_RETURN_GOODS: 2,
  WAIT_SELLER_CONFIRM_GOODS: 3,
  WAIT_REFUND: 4,
  REFUNDING: 4,
  REFUNDED: 5,
}

function happyPath(view: Tracked): Omit<AftersalesProgressStep, 'state'>[] {
  const steps: Omit<AftersalesProgressStep, 'state'>[] = [
    { key: 'applied', title: '提交申请', time: view.created_at },
    { key: 'reviewed', title: '商家审核', time: view.reviewed_at },
  ]
  if (view.aftersales_type === 'REFUND_GOODS') {
    steps.push({ key: 'sendback', title: '寄回商品', time: view.sendback_at })
    steps.push({ key: 'received', title: '商家收货', time: view.goods_received_at })
  }
  steps.push({ key: 'refunded', title: '退款完成', time: view.refunded_at })
  return steps
}

/** The happy path's step index for a status, for the type's own list of steps. */
function workingIndex(status: keyof typeof WORKING_ON, type: AftersalesType): number {
  const index = WORKING_ON[status]
  if (type === 'REFUND_GOODS') return index
  // 寄回商品 and 商家收货 are not on a refund-only path: 退款 is the third step.
  return index >= 4 ? index - 2 : Math.min(index, 2)
}

/**
 * The progress bar of an application. An application that was refused or withdrawn keeps the
 * steps it went through and ends on 商家驳回 / 已撤销 instead of the rest of the path.
 */
export function aftersalesProgress(view: Tracked): AftersalesProgressStep[] {
  const steps = happyPath(view)
  if (view.status === 'SELLER_REFUSE') {
    return [
      { ...steps[0]!, state: 'done' },
      { key: 'refused', title: '商家驳回', time: view.reviewed_at ?? view.updated_at, state: 'failed' },
    ]
  }
  if (view.status === 'CLOSED') {
    const passed = steps.filter((step) => step.key !== 'refunded' && step.time !== null)
    return [
      ...passed.map((step) => ({ ...step, state: 'done' as const })),
      { key: 'closed', title: '已撤销', time: view.closed_at ?? view.updated_at, state: 'failed' },
    ]
  }
  const working = workingIndex(view.status, view.aftersales_type)
  return steps.map((step, index) => ({
    ...step,
    state: index < working ? 'done' : index === working ? 'current' : 'todo',
  }))
}

/** What the member reads under the status: what happens next, and who acts. */
export function statusHint(view: Pick<AftersalesView, 'status' | 'aftersales_type' | 'refuse_reason'>): string {
  switch (view.status) {
    case 'WAIT_SELLER_AGREE':
      return '您的申请已提交，请耐心等待商家审核。审核前您可以修改或撤销申请。'
    case 'WAIT_BUYER_RETURN_GOODS':
      return '商家已同意退货，请将商品寄回并填写退货物流信息。'
    case 'WAIT_SELLER_CONFIRM_GOODS':
      return '商品已寄回，等待商家确认收货。'
    case 'WAIT_REFUND':
      return view.aftersales_type === 'REFUND_GOODS'
        ? '商家已确认收货，将尽快为您退款。'
        : '商家已同意退款，将尽快为您退款。'
    case 'REFUNDING':
      return '退款处理中，款项将原路退回您的支付账户。'
    case 'REFUNDED':
      return '退款已完成，款项已原路退回您的支付账户。'
    case 'SELLER_REFUSE':
      return view.refuse_reason ? `驳回原因：${view.refuse_reason}` : '商家驳回了您的申请。'
    case 'CLOSED':
      return '您已撤销该申请，如有需要可在订单中重新申请售后。'
  }
}

/** The status as it is coloured in lists and headlines. */
export function statusTone(status: AftersalesStatus): 'active' | 'success' | 'muted' | 'danger' {
  if (status === 'REFUNDED') return 'success'
  if (status === 'CLOSED') return 'muted'
  if (status === 'SELLER_REFUSE') return 'danger'
  return 'active'
}
