import { describe, expect, it } from 'vitest'
import { frameLabel } from './frame-label.ts'

describe('a frame’s name', () => {
  it('is the widget’s Chinese name, then its alias or its own title', () => {
    expect(frameLabel({ type: 'W0002', text: '双11爆款' })).toBe('商品 · 双11爆款')
    expect(frameLabel({ type: 'W0002', alias: ' 主推 ', text: '双11爆款' })).toBe('商品 · 主推')
    expect(frameLabel({ type: 'W0012', mainTitle: '今日必抢' })).toBe('橱窗卡片 · 今日必抢')
    expect(frameLabel({ type: 'W0001' })).toBe('轮播图')
    expect(frameLabel({ type: 'W0012', mainTitle: '橱窗卡片' })).toBe('橱窗卡片')
  })

  it('cuts a long text to twenty characters on one line', () => {
    expect(frameLabel({ type: 'W0011', text: '新品首发\n限时特惠 全场满199减30 再送积分好礼' })).toBe(
      '文本 · 新品首发 限时特惠 全场满199减30…',
    )
  })
})
