import { describe, expect, it } from 'vitest'
import { distanceShow, haversineMetres } from './distance.ts'

describe('haversineMetres', () => {
  it('is zero for the same point and symmetric', () => {
    const a = { lat: 39.9087, lng: 116.3975 }
    const b = { lat: 31.2304, lng: 121.4737 }
    expect(haversineMetres(a, a)).toBe(0)
    expect(haversineMetres(a, b)).toBe(haversineMetres(b, a))
  })
  it('measures Beijing to Shanghai at about 1,067 km', () => {
    const metres = haversineMetres({ lat: 39.9087, lng: 116.3975 }, { lat: 31.2304, lng: 121.4737 })
    expect(metres).toBeGreaterThan(1_060_000)
    expect(metres).toBeLessThan(1_075_000)
  })
  it('measures one minute of latitude at about 1,853 m', () => {
    expect(haversineMetres({ lat: 30, lng: 120 }, { lat: 30 + 1 / 60, lng: 120 })).toBeGreaterThanOrEqual(1852)
    expect(haversineMetres({ lat: 30, lng: 120 }, { lat: 30 + 1 / 60, lng: 120 })).toBeLessThanOrEqual(1854)
  })
})

describe('distanceShow', () => {
  it('shows metres under a kilometre', () => {
    expect(distanceShow(0)).toBe('0m')
    expect(distanceShow(850)).toBe('850m')
    expect(distanceShow(999)).toBe('999m')
  })
  it('shows kilometres with one decimal up to 100 km, whole kilometres beyond', () => {
    expect(distanceShow(1000)).toBe('1.0km')
    expect(distanceShow(1234)).toBe('1.2km')
    expect(distanceShow(99_940)).toBe('99.9km')
    expect(distanceShow(356_400)).toBe('356km')
  })
})
