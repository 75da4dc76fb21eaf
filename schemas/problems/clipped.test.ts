import { describe, expect, it } from 'vitest'
import { createWidget } from '../widgets/index.ts'
import { clipWarnings } from './clipped.ts'

describe('clipped content (warnings)', () => {
  const goods = { ...createWidget('W0002'), uuid: 'goods' }
  const text = { ...createWidget('W0011'), uuid: 'text' }
  const panel = { ...createWidget('W0006'), uuid: 'panel', childWidgets: [text] }
  const showcase = { ...createWidget('W0014'), uuid: 'showcase' }

  it('turns each report into a warning, with the fit-height fix when the height is known', () => {
    const problems = clipWarnings([goods, panel, showcase], {
      goods: { kind: 'height', fitHeight: 371.4 },
      text: { kind: 'width', fitHeight: null },
      showcase: { kind: 'squeezed', fitHeight: null },
      gone: { kind: 'height', fitHeight: 10 },
    })
    expect(problems).toEqual([
      {
        uuid: 'goods',
        widget: 'W0002',
        path: '',
        message: '内容超出挂件高度，部分内容被裁切',
        severity: 'warning',
        fix: { kind: 'fit-height', height: 372 },
      },
      { uuid: 'text', widget: 'W0011', path: '', message: '文字超出挂件宽度', severity: 'warning' },
      { uuid: 'showcase', widget: 'W0014', path: '', message: '挂件太窄，内容被挤压', severity: 'warning' },
    ])
  })
})
