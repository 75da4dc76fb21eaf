import { describe, expect, it } from 'vitest'
import { widgetSchemas } from '../../schemas/widgets/index.ts'
import { acceptsChild, newWidget } from './new-widget.ts'
import { widget } from './test-doc.ts'

describe('newWidget', () => {
  it('copies the type defaults with a new uuid at the drop point', () => {
    const first = newWidget('W0001', { x: 40, y: 120 })
    const second = newWidget('W0001', { x: 40, y: 120 })
    expect(first).toMatchObject({ type: 'W0001', x: 40, y: 120, width: 375, height: 300 })
    expect(first.uuid).not.toBe(second.uuid)
    expect(first.uuid).not.toBe(widgetSchemas.W0001.defaults.uuid)
    expect(first.data).not.toBe(widgetSchemas.W0001.defaults.data)
    expect(Object.isFrozen(first.data)).toBe(false)
    expect(first).not.toHaveProperty('leaf')
  })

  it('keeps a dropped widget inside the page', () => {
    expect(newWidget('W0011', { x: 1180, y: -30 })).toMatchObject({ x: 1190 - 52, y: 0 })
  })

  it('places a panel child relative to the panel, on its 10 px grid, as a leaf', () => {
    const panel = widget('W0006', { x: 100, y: 400, width: 600, height: 300 })
    expect(newWidget('W0011', { x: 134, y: 427 }, panel)).toMatchObject({ x: 30, y: 30, leaf: true })
    expect(newWidget('W0011', { x: 990, y: 990 }, panel)).toMatchObject({ x: 548, y: 280, leaf: true })
  })

  it('tells which types a free panel accepts', () => {
    const panel = widget('W0006')
    expect(acceptsChild(panel, 'W0011')).toBe(true)
    expect(acceptsChild(panel, 'W0006')).toBe(false)
    expect(acceptsChild(panel, 'W0017')).toBe(false)
    expect(acceptsChild(widget('W0011'), 'W0011')).toBe(false)
  })
})
