import { Type, type Static } from '@sinclair/typebox'
import { Envelope } from './envelope.ts'

/** Region tree node (spec 3 "Region tree"): id is the area code, counties have no children. */
export const County = Type.Object({ id: Type.String(), label: Type.String() })
export type County = Static<typeof County>
export const City = Type.Object({ id: Type.String(), label: Type.String(), children: Type.Array(County) })
export type City = Static<typeof City>
export const Province = Type.Object({ id: Type.String(), label: Type.String(), children: Type.Array(City) })
export type Province = Static<typeof Province>

export const RegionTreeResponse = Envelope(Type.Array(Province))
