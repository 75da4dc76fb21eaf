/** Merchants: applications to open a shop, and merchant accounts. */
import type { Generated } from 'kysely'
import type { Timestamp, JsonText } from './common.ts'
import type { MemberStatus } from './members.ts'

export type MerchantAuditStatus = 'editing' | 'auditing' | 'approved' | 'rejected'

export interface MerchantApplicationsTable {
  id: Generated<number>
  /** The owner of an application made before merchant sign-up existed; null for the others. */
  member_id: number | null
  /** merchant_accounts.id of the signed-up merchant that fills it in. */
  merchant_id: number | null
  /** Last completed step of the settlement form. */
  step: Generated<number>
  merchant_type: Generated<string>
  /** Form data keyed by step. */
  data: Generated<JsonText>
  audit_status: Generated<MerchantAuditStatus>
  audit_reason: Generated<string>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

export interface MerchantAccountsTable {
  id: Generated<number>
  username: string
  mobile: Generated<string>
  password_hash: string
  distributor_id: number | null
  application_id: number | null
  status: Generated<MemberStatus>
  created_at: Generated<Timestamp>
  last_login_at: Timestamp | null
}

/** The tables of this area, as they appear in `Database`. */
export interface MerchantsTables {
  merchant_applications: MerchantApplicationsTable
  merchant_accounts: MerchantAccountsTable
}
