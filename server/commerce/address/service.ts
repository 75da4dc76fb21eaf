import type { Kysely } from 'kysely'
import type { Database } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import type { Page } from '../../lib/pagination.ts'
import { lockMember } from '../member/repo.ts'
import * as repo from './repo.ts'
import { resolveRegion, type RegionPick } from './region.ts'
import type { Address, AddressBody } from '../../../schemas/api/address.ts'
import { MOBILE_PATTERN } from '../../../schemas/form-rules.ts'
import { now } from '../../../schemas/time.ts'

/** Business limits of saved addresses. */
export const ADDRESS_RULES = {
  maxPerMember: 20,
  maxNameLength: 20,
  minDetailLength: 5,
  maxDetailLength: 100,
} as const

const POSTCODE = /^\d{6}$/
const CONTROL = /[\u0000-\u001f\u007f]/
const REGION_KEYS = ['province', 'city', 'county', 'province_code', 'city_code', 'county_code'] as const
const length = (value: string) => [...value].length
const addressNotFound = () => fail('ADDRESS_NOT_FOUND')

export function toAddress(row: repo.AddressRow): Address {
  return {
    address_id: row.id,
    addr_id: row.id,
    username: row.name,
    name: row.name,
    telephone: row.mobile,
    mobile: row.mobile,
    ...regionOf(row),
    adrdetail: row.addr,
    addr: row.addr,
    postalCode: row.postcode,
    postcode: row.postcode,
    is_def: row.is_default ? 1 : 0,
    area: [row.province, row.city, row.county].filter(Boolean).join(' '),
    created: row.created_at,
    updated: row.updated_at,
  }
}

/** The first of the aliases the client sent, trimmed (spec 5: text inputs trim spaces). */
function field(...aliases: (string | undefined)[]): string | undefined {
  const value = aliases.find((v) => v !== undefined)
  return value?.trim()
}

/** '1'/'true' → true, '0'/'false' → false, absent → undefined. */
function flag(value: AddressBody['is_def']): boolean | undefined {
  return value === undefined ? undefined : value === '1' || value === 'true'
}

interface AddressFields {
  name: string
  mobile: string
  addr: string
  postcode: string
  region: RegionPick
}

function fromBody(body: AddressBody): AddressFields {
  return {
    name: field(body.username, body.name) ?? '',
    mobile: field(body.telephone, body.mobile) ?? '',
    addr: field(body.adrdetail, body.addr) ?? '',
    postcode: field(body.postalCode, body.postcode) ?? '',
    region: regionFromBody(body),
  }
}

/** The region of a stored address. */
function regionOf(row: repo.AddressRow): RegionPick {
  const { province, city, county, province_code, city_code, county_code } = row
  return { province, city, county, province_code, city_code, county_code }
}

function regionFromBody(body: AddressBody): RegionPick {
  return {
    province: field(body.province) ?? '',
    city: field(body.city) ?? '',
    county: field(body.county) ?? '',
    province_code: field(body.province_code) ?? '',
    city_code: field(body.city_code) ?? '',
    county_code: field(body.county_code) ?? '',
  }
}

/** An update changes only what was sent; the region is replaced as a whole when any part of it was sent. */
function merged(row: repo.AddressRow, body: AddressBody): AddressFields {
  const regionSent = REGION_KEYS.some((key) => body[key] !== undefined)
  return {
    name: field(body.username, body.name) ?? row.name,
    mobile: field(body.telephone, body.mobile) ?? row.mobile,
    addr: field(body.adrdetail, body.addr) ?? row.addr,
    postcode: field(body.postalCode, body.postcode) ?? row.postcode,
    region: regionSent ? regionFromBody(body) : regionOf(row),
  }
}

const sendsAddressFields = (body: AddressBody) =>
  (
    ['username', 'name', 'telephone', 'mobile', 'adrdetail', 'addr', 'postalCode', 'postcode', ...REGION_KEYS] as const
  ).some((key) => body[key] !== undefined)

/** Checks every rule of spec 5 for a receiver and returns the values to store, region completed from the tree. */
async function validate(db: Kysely<Database>, fields: AddressFields) {
  const texts = [fields.name, fields.mobile, fields.addr, fields.postcode, ...Object.values(fields.region)]
  // Control characters have no place in an address, and PostgreSQL refuses NUL in text outright.
  if (texts.some((text) => CONTROL.test(text))) throw fail('ADDRESS_INVALID')
  if (!fields.name) throw fail('ADDRESS_NAME_REQUIRED')
  if (length(fields.name) > ADDRESS_RULES.maxNameLength) throw fail('ADDRESS_NAME_TOO_LONG')
  if (!MOBILE_PATTERN.test(fields.mobile)) throw fail('MOBILE_INVALID')
  const detail = length(fields.addr)
  if (detail < ADDRESS_RULES.minDetailLength || detail > ADDRESS_RULES.maxDetailLength) {
    throw fail('ADDRESS_DETAIL_REQUIRED')
  }
  if (fields.postcode && !POSTCODE.test(fields.postcode)) throw fail('ADDRESS_POSTCODE_INVALID')
  const region = await resolveRegion(db, fields.region)
  return { name: fields.name, mobile: fields.mobile, addr: fields.addr, postcode: fields.postcode, ...region }
}

export async function listAddresses(db: Kysely<Database>, memberId: number, page: Page) {
  const [rows, total] = await Promise.all([
    repo.listAddresses(db, memberId, page.pageSize, page.offset),
    repo.countAddresses(db, memberId),
  ])
  return { list: rows.map(toAddress), total_count: total }
}

export async function getAddress(db: Kysely<Database>, memberId: number, id: number): Promise<Address> {
  const row = await repo.findAddress(db, memberId, id)
  if (!row) throw addressNotFound()
  return toAddress(row)
}

/** The first address becomes the default; is_def=1 moves the default here. */
export async function createAddress(db: Kysely<Database>, memberId: number, body: AddressBody): Promise<Address> {
  const values = await validate(db, fromBody(body))
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const count = await repo.countAddresses(trx, memberId)
    if (count >= ADDRESS_RULES.maxPerMember) throw fail('ADDRESS_LIMIT')
    const makeDefault = count === 0 || flag(body.is_def) === true
    if (makeDefault) await repo.clearDefault(trx, memberId)
    const time = now()
    const id = await repo.insertAddress(trx, {
      ...values,
      member_id: memberId,
      is_default: makeDefault ? 1 : 0,
      created_at: time,
      updated_at: time,
    })
    return getAddress(trx, memberId, id)
  })
}

/**
 * Changes the sent fields; is_def=1 makes it the default. is_def=0 on the default is ignored:
 * a member with addresses always has exactly one default, which moves only when another address
 * becomes the default or the default is deleted.
 */
export async function updateAddress(
  db: Kysely<Database>,
  memberId: number,
  id: number,
  body: AddressBody,
): Promise<Address> {
  const current = await repo.findAddress(db, memberId, id)
  if (!current) throw addressNotFound()
  const values = sendsAddressFields(body) ? await validate(db, merged(current, body)) : {}
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const row = await repo.findAddress(trx, memberId, id)
    if (!row) throw addressNotFound()
    const makeDefault = flag(body.is_def) === true && row.is_default === 0
    if (makeDefault) await repo.clearDefault(trx, memberId)
    await repo.updateAddress(trx, memberId, id, {
      ...values,
      ...(makeDefault ? { is_default: 1 } : {}),
      updated_at: now(),
    })
    return getAddress(trx, memberId, id)
  })
}

export async function setDefaultAddress(db: Kysely<Database>, memberId: number, id: number): Promise<Address> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const row = await repo.findAddress(trx, memberId, id)
    if (!row) throw addressNotFound()
    if (row.is_default === 0) {
      await repo.clearDefault(trx, memberId)
      await repo.markDefault(trx, memberId, id)
    }
    return getAddress(trx, memberId, id)
  })
}

/** Deleting the default promotes the newest remaining address. */
export async function deleteAddress(db: Kysely<Database>, memberId: number, id: number) {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId)
    const row = await repo.findAddress(trx, memberId, id)
    if (!row) throw addressNotFound()
    await repo.deleteAddress(trx, memberId, id)
    if (row.is_default === 1) {
      const next = await repo.findNewest(trx, memberId)
      if (next) await repo.markDefault(trx, memberId, next.id)
    }
    return { status: true, address_id: id }
  })
}
