import type { AuditStatusAnswer } from '../../api/merchant.ts'

/** What the merchant home offers for each application state (the "next step"). */
export interface NextStep {
  /** A sentence explaining where the application stands. */
  text: string
  action: { label: string; to: string } | null
}

export const SETTLE_STEPS = ['入驻信息', '主体信息', '结算账户'] as const

/** Spec: /shop shows the application state and the next step. */
export function nextStepOf(status: AuditStatusAnswer): NextStep {
  switch (status.audit_status) {
    case 'none':
      return {
        text: '您还没有提交入驻申请，填写入驻信息、主体信息和结算账户三步即可提交审核。',
        action: { label: '立即入驻', to: '/shop/settleForm' },
      }
    case 'editing': {
      const done = Math.min(status.step, SETTLE_STEPS.length)
      return {
        text: `入驻资料已完成 ${done}/${SETTLE_STEPS.length} 步，继续填写后即可提交审核。`,
        action: { label: '继续填写', to: '/shop/settleForm' },
      }
    }
    case 'pending':
      return {
        text: '入驻申请已提交，平台将在 1-3 个工作日内完成审核，请耐心等待。',
        action: { label: '查看审核进度', to: '/shop/review' },
      }
    case 'rejected':
      return {
        text: '入驻申请未通过审核，请根据驳回原因修改资料后重新提交。',
        action: { label: '修改资料', to: '/shop/settleForm' },
      }
    case 'approved':
      return {
        text: '恭喜，入驻申请已审核通过，您已成为平台商家。',
        action: { label: '查看审核结果', to: '/shop/review' },
      }
  }
}
