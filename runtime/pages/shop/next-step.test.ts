import { describe, expect, it } from 'vitest'
import { nextStepOf } from './next-step.ts'

const status = (audit_status: 'none' | 'editing' | 'pending' | 'approved' | 'rejected', step = 0) => ({
  audit_status,
  audit_status_text: '',
  audit_msg: '',
  step,
})

describe('nextStepOf', () => {
  it('starts, resumes, waits, corrects or shows the result', () => {
    expect(nextStepOf(status('none')).action).toEqual({ label: '立即入驻', to: '/shop/settleForm' })
    expect(nextStepOf(status('editing', 2))).toMatchObject({
      text: expect.stringContaining('2/3'),
      action: { label: '继续填写' },
    })
    expect(nextStepOf(status('pending', 3)).action?.to).toBe('/shop/review')
    expect(nextStepOf(status('rejected', 3)).action).toEqual({ label: '修改资料', to: '/shop/settleForm' })
    expect(nextStepOf(status('approved', 3)).action?.to).toBe('/shop/review')
  })
})
