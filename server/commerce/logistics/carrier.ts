import { createHash, randomInt } from 'node:crypto'
import { CARRIERS, isCarrierCode, type CarrierCode } from '../../../schemas/carriers.ts'

/**
 * A simulated express carrier. There is no courier to ask, so a parcel's tracking is derived
 * from when it was shipped, where it goes and the waybill number: the same inputs always give
 * the same events, and each event shows only once its time has come (pass `now` to look at any
 * moment). Hours after shipping: 0 揽收, 2 到达始发转运中心, 6 运输中, 20 到达目的地转运中心,
 * 26 到达营业部, 30 派送中, 36 签收 — each a little later by a per-parcel number of minutes.
 */

const WAYBILL_PREFIX: Record<CarrierCode, string> = {
  SF: 'SF',
  YTO: 'YT',
  ZTO: '78',
  STO: '77',
  YD: '43',
  JD: 'JDVA',
  EMS: '11',
}

/** A fresh waybill number in the carrier's style, for shipments sent without one. */
export function newWaybill(corp: CarrierCode): string {
  let digits = ''
  while (digits.length < 13) digits += String(randomInt(0, 10))
  return `${WAYBILL_PREFIX[corp]}${digits}`
}

export type TrackState = 'collected' | 'in_transit' | 'delivering' | 'signed'

export const TRACK_STATE_DESC: Record<TrackState, string> = {
  collected: '已揽收',
  in_transit: '运输中',
  delivering: '派送中',
  signed: '已签收',
}

export interface TrackEvent {
  /** Unix seconds. */
  time: number
  state: TrackState
  context: string
}

export interface Parcel {
  corp: string
  waybill: string
  shippedAt: number
  /** City the parcel leaves from (the shop's city). */
  origin: string
  /** Receiver's city and county. */
  city: string
  county: string
}

/** '北京市' → '北京'; '广州市' → '广州'; names without the suffix stay as they are. */
function shortCity(name: string): string {
  const trimmed = name.trim()
  return trimmed.length > 2 && trimmed.endsWith('市') ? trimmed.slice(0, -1) : trimmed
}

/** Minutes (0..39) added to step `step` of this parcel, so parcels do not all move in lockstep. */
function jitterMinutes(waybill: string, step: number): number {
  return createHash('sha256').update(`${waybill}:${step}`).digest().readUInt8(0) % 40
}

const HOUR = 3600

/** Every event of the parcel's journey, whether it has happened yet or not, oldest first. */
export function journey(parcel: Parcel): TrackEvent[] {
  const carrier = isCarrierCode(parcel.corp) ? CARRIERS[parcel.corp] : parcel.corp
  const from = shortCity(parcel.origin) || '上海'
  const to = shortCity(parcel.city) || shortCity(parcel.county) || '目的地'
  const station = `${to}${parcel.county.trim()}营业部`
  const steps: [number, TrackState, string][] = [
    [0, 'collected', `【${from}】${carrier}已揽收，运单号 ${parcel.waybill}`],
    [2, 'in_transit', `快件已到达【${from}转运中心】`],
    [6, 'in_transit', `快件已从【${from}转运中心】发出，正在发往【${to}转运中心】`],
    [20, 'in_transit', `快件已到达【${to}转运中心】`],
    [26, 'in_transit', `快件已到达【${station}】`],
    [30, 'delivering', `【${station}】快递员正在派送中，请保持电话畅通`],
    [36, 'signed', `快件已签收，签收人：本人。感谢使用${carrier}，期待再次为您服务`],
  ]
  return steps.map(([hours, state, context], step) => ({
    time: parcel.shippedAt + hours * HOUR + (step === 0 ? 0 : jitterMinutes(parcel.waybill, step) * 60),
    state,
    context,
  }))
}

/** The events that have happened by `now`, newest first (as tracking pages list them). */
export function trackingEvents(parcel: Parcel, now: number): TrackEvent[] {
  return journey(parcel)
    .filter((event) => event.time <= now)
    .reverse()
}
