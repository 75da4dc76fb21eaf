import { describe, expect, it } from 'vitest'
import { WAYBILL_PATTERN } from '../../../schemas/carriers.ts'
import { journey, newWaybill, trackingEvents, type Parcel } from './carrier.ts'

const HOUR = 3600
const shippedAt = 1_790_000_000
const parcel: Parcel = {
  corp: 'SF',
  waybill: 'SF1234567890123',
  shippedAt,
  origin: '上海市',
  city: '广州市',
  county: '天河区',
}

describe('journey', () => {
  it('goes from pickup to signature through both transfer centres and the local station', () => {
    const events = journey(parcel)
    expect(events.map((e) => e.state)).toEqual([
      'collected',
      'in_transit',
      'in_transit',
      'in_transit',
      'in_transit',
      'delivering',
      'signed',
    ])
    expect(events[0]).toEqual({
      time: shippedAt,
      state: 'collected',
      context: '【上海】顺丰速运已揽收，运单号 SF1234567890123',
    })
    expect(events[2]!.context).toBe('快件已从【上海转运中心】发出，正在发往【广州转运中心】')
    expect(events[3]!.context).toBe('快件已到达【广州转运中心】')
    expect(events[5]!.context).toContain('【广州天河区营业部】快递员正在派送中')
    expect(events[6]!.context).toContain('感谢使用顺丰速运')
  })

  it('keeps the announced hours, each step a little later by up to 39 minutes, in order', () => {
    const events = journey(parcel)
    const hours = [0, 2, 6, 20, 26, 30, 36]
    events.forEach((event, i) => {
      const offset = event.time - shippedAt - hours[i]! * HOUR
      expect(offset).toBeGreaterThanOrEqual(0)
      expect(offset).toBeLessThan(40 * 60)
    })
    for (let i = 1; i < events.length; i++) expect(events[i]!.time).toBeGreaterThan(events[i - 1]!.time)
  })

  it('is the same every time for the same parcel', () => {
    expect(journey(parcel)).toEqual(journey({ ...parcel }))
  })
})

describe('trackingEvents', () => {
  it('reveals events as time passes, newest first', () => {
    expect(trackingEvents(parcel, shippedAt - 1)).toEqual([])
    expect(trackingEvents(parcel, shippedAt).map((e) => e.state)).toEqual(['collected'])
    const transit = trackingEvents(parcel, shippedAt + 7 * HOUR)
    expect(transit).toHaveLength(3)
    expect(transit[0]!.state).toBe('in_transit')
    expect(trackingEvents(parcel, shippedAt + 31 * HOUR)[0]!.state).toBe('delivering')
    const signed = trackingEvents(parcel, shippedAt + 37 * HOUR)
    expect(signed).toHaveLength(7)
    expect(signed[0]!.state).toBe('signed')
    expect(signed.map((e) => e.time)).toEqual([...signed.map((e) => e.time)].sort((a, b) => b - a))
  })

  it('names an unknown carrier by what was stored and a missing city plainly', () => {
    const events = journey({ ...parcel, corp: '本地快递', city: '', county: '' })
    expect(events[0]!.context).toContain('本地快递已揽收')
    expect(events[3]!.context).toBe('快件已到达【目的地转运中心】')
  })
})

describe('newWaybill', () => {
  it('makes numbers in each carrier’s style that pass the waybill check', () => {
    for (const corp of ['SF', 'YTO', 'ZTO', 'STO', 'YD', 'JD', 'EMS'] as const) {
      const code = newWaybill(corp)
      expect(code).toMatch(WAYBILL_PATTERN)
    }
    expect(newWaybill('SF')).toMatch(/^SF\d{13}$/)
    expect(newWaybill('JD')).toMatch(/^JDVA\d{13}$/)
  })
})
