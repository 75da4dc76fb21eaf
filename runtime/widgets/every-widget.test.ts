import { describe, expect, it } from 'vitest'
import './every-widget.ts'
import { registeredTypes, widgetComponent } from './registry.ts'

describe('every-widget', () => {
  it('puts the component of every registered widget type in the registry', () => {
    expect(registeredTypes.filter((type) => widgetComponent(type) === undefined)).toEqual([])
  })
})
