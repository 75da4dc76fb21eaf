import { afterEach, describe, expect, it } from 'vitest'
import {
  clampScale,
  fitScale,
  fitZoom,
  percent,
  setZoom,
  stepScale,
  toStagePoint,
  wheelScale,
  ZOOM_MAX,
  ZOOM_MIN,
  zoomStore,
} from './zoom.ts'

afterEach(() => zoomStore.setState({ scale: 1, fit: true }))

describe('the canvas zoom', () => {
  it('keeps every scale within 50 %–100 %, in whole percent', () => {
    expect(clampScale(0.2)).toBe(ZOOM_MIN)
    expect(clampScale(1.7)).toBe(ZOOM_MAX)
    expect(clampScale(0.6349)).toBe(0.63)
    expect(clampScale(Number.NaN)).toBe(ZOOM_MAX)
  })

  it('fits the page’s width into the room there is, never above 100 % or below 50 %', () => {
    // 1366 × 768 with both panels: 806 px of canvas, 758 inside its padding, for a 1302 px page.
    expect(fitScale(758, 1302)).toBe(0.58)
    expect(fitScale(2000, 1302)).toBe(1)
    expect(fitScale(300, 1302)).toBe(0.5)
    expect(fitScale(0, 1302)).toBe(1)
  })

  it('steps to the next multiple of 10 % with 放大 and 缩小', () => {
    expect(stepScale(0.58, 1)).toBe(0.6)
    expect(stepScale(0.58, -1)).toBe(0.5)
    expect(stepScale(0.7, 1)).toBe(0.8)
    expect(stepScale(0.7, -1)).toBe(0.6)
    expect(stepScale(1, 1)).toBe(1)
    expect(stepScale(0.5, -1)).toBe(0.5)
  })

  it('zooms in on a wheel turned up and out on one turned down, in proportion', () => {
    expect(wheelScale(0.8, -100)).toBeGreaterThan(0.8)
    expect(wheelScale(0.8, 100)).toBeLessThan(0.8)
    expect(wheelScale(0.8, 1)).toBeCloseTo(0.8, 2)
    expect(wheelScale(0.5, 400)).toBe(0.5)
  })

  it('turns screen points into page pixels at any scale', () => {
    const stage = { left: 300, top: 120 }
    expect(toStagePoint({ clientX: 400, clientY: 220 }, stage, 1)).toEqual({ x: 100, y: 100 })
    expect(toStagePoint({ clientX: 400, clientY: 220 }, stage, 0.5)).toEqual({ x: 200, y: 200 })
    expect(toStagePoint({ clientX: 358, clientY: 178 }, stage, 0.58)).toEqual({ x: 100, y: 100 })
  })

  it('leaves 适应宽度 when a scale is chosen, and shows the percentage', () => {
    setZoom(0.734)
    expect(zoomStore.getState()).toEqual({ scale: 0.73, fit: false })
    expect(percent(0.73)).toBe('73%')
    fitZoom()
    expect(zoomStore.getState().fit).toBe(true)
  })
})
