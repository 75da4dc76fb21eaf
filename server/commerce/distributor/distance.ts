/** Mean Earth radius in metres (IUGG), the usual constant for haversine distances. */
const EARTH_RADIUS_M = 6_371_008.8

export interface LatLng {
  lat: number
  lng: number
}

const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in whole metres. */
export function haversineMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))))
}

/** '850m' under a kilometre, '1.2km' under 100 km, '356km' beyond (one decimal stops helping there). */
export function distanceShow(metres: number): string {
  if (metres < 1000) return `${metres}m`
  const km = metres / 1000
  return km < 100 ? `${(Math.round(km * 10) / 10).toFixed(1)}km` : `${Math.round(km)}km`
}
