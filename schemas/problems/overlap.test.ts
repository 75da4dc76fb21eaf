import { describe, expect, it } from 'vitest'
import { createWidget } from '../widgets/index.ts'
import { overlapWarnings } from './overlap.ts'

const at = (uuid: string, box: { x?: number; y: number; width?: number; height: number }, alias?: string) => ({
  ...createWidget('W0011'),
  uuid,
  x: 0,
  width: 1190,
  ...box,
  ...(alias ? { alias } : {}),
})

describe('overlapping widgets (warnings)', () => {
  it('warns on the lower of two overlapping widgets, naming both', () => {
    const goods = { ...createWidget('W0002'), uuid: 'goods', x: 0, y: 0, width: 1190, height: 400, text: '双11爆款' }
    const zone = { ...createWidget('W0003'), uuid: 'zone', x: 0, y: 320, width: 1190, height: 200 }
    expect(overlapWarnings([zone, goods])).toEqual([
      {
        uuid: 'zone',
        widget: 'W0003',
        path: '',
        message: '两个挂件重叠：商品（双11爆款） 与 热区图片',
        severity: 'warning',
      },
    ])
  })

  it('does not warn of widgets that only touch, sit side by side or have no size', () => {
    const stacked = [at('a', { y: 0, height: 100 }), at('b', { y: 100, height: 100 })]
    const sideBySide = [
      at('c', { y: 300, height: 100, width: 500 }),
      at('d', { x: 600, y: 300, height: 100, width: 500 }),
    ]
    const empty = [at('e', { y: 500, height: 0 }), at('f', { y: 500, height: 50 })]
    expect(overlapWarnings([...stacked, ...sideBySide, ...empty])).toEqual([])
  })

  it('names each overlapping pair once, by alias when there is one', () => {
    const widgets = [
      at('a', { y: 0, height: 100 }, '甲'),
      at('b', { y: 50, height: 100 }, '乙'),
      at('c', { y: 120, height: 10 }, '丙'),
    ]
    expect(overlapWarnings(widgets).map((problem) => problem.message)).toEqual([
      '两个挂件重叠：文本（甲） 与 文本（乙）',
      '两个挂件重叠：文本（乙） 与 文本（丙）',
    ])
  })
})
