import type { Kysely } from 'kysely'
import type { Database, MerchantAuditStatus } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { toPage } from '../../lib/pagination.ts'
import { bankName } from '../../commerce/merchant/banks.ts'
import { merchantTypeName, SETTLED_TYPES } from '../../commerce/merchant/merchant-types.ts'
import { type ApplicationRow, findApplication } from '../../commerce/merchant/repo.ts'
import { audit } from '../../commerce/merchant/service.ts'
import type { Step1, Step2, Step3 } from '../../commerce/merchant/settlement-rules.ts'
import type {
  ApplicationAudited,
  ApplicationList,
  ApplicationQuery,
  ApplicationStatus,
  ApplicationView,
} from '../../../schemas/api/admin/merchants.ts'
import * as repo from './applications-repo.ts'

/** The queue's statuses as stored (pending is stored as 'auditing'). */
const STORED: Record<ApplicationStatus, MerchantAuditStatus> = {
  pending: 'auditing',
  approved: 'approved',
  rejected: 'rejected',
}
const WIRE: Partial<Record<MerchantAuditStatus, ApplicationStatus>> = {
  auditing: 'pending',
  approved: 'approved',
  rejected: 'rejected',
}

/** The form data keyed by step, as the settlement service stores it. */
function formData(json: string): { '1'?: Step1; '2'?: Step2; '3'?: Step3 } {
  try {
    const value = JSON.parse(json) as unknown
    return value && typeof value === 'object' ? value : {}
  } catch {
    return {}
  }
}

/** Everything the applicant filled in, '' where a step is missing. */
function flatten(row: ApplicationRow) {
  const data = formData(row.data)
  const s1 = data['1']
  const s2 = data['2']
  const s3 = data['3']
  return {
    settled_type_name: s1 ? (SETTLED_TYPES[s1.settled_type] ?? '') : '',
    merchant_type_name: s1 ? (merchantTypeName(s1.merchant_type_id) ?? '') : '',
    merchant_name: s1?.merchant_name ?? '',
    contact_name: s1?.contact_name ?? '',
    contact_mobile: s1?.contact_mobile ?? '',
    social_credit_code_id: s2?.social_credit_code_id ?? '',
    legal_name: s2?.legal_name ?? '',
    legal_cert_id: s2?.legal_cert_id ?? '',
    province: s2?.province ?? '',
    city: s2?.city ?? '',
    area: s2?.area ?? '',
    address: s2?.address ?? '',
    license_url: s2?.license_url ?? '',
    id_card_front_url: s2?.id_card_front_url ?? '',
    id_card_back_url: s2?.id_card_back_url ?? '',
    bank_name: s3 ? (bankName(s3.bank_code) ?? '') : '',
    bank_acct_name: s3?.bank_acct_name ?? '',
    card_id_mask: s3?.card_id_mask ?? '',
    bank_province: s3?.bank_province ?? '',
    bank_city: s3?.bank_city ?? '',
    created: row.created_at,
    updated: row.updated_at,
  }
}

const wireStatus = (status: MerchantAuditStatus): ApplicationStatus => WIRE[status] ?? 'pending'

/** One page of the queue in a status (oldest waiting first for 待审核, latest decision first otherwise), with the tabs' counts. */
export async function listApplications(db: Kysely<Database>, query: ApplicationQuery): Promise<ApplicationList> {
  const status = query.status ?? 'pending'
  const keywords = (query.keywords ?? '').trim()
  const page = toPage(query, 20, 100)
  const [rows, counts] = await Promise.all([
    repo.submittedApplications(db, keywords, STORED[status], status === 'pending' ? 'asc' : 'desc', {
      offset: page.offset,
      limit: page.pageSize,
    }),
    repo.submittedCounts(db, keywords),
  ])
  const status_counts = { pending: 0, approved: 0, rejected: 0 }
  for (const row of counts) status_counts[wireStatus(row.audit_status)] = Number(row.count)
  return {
    list: rows.map((row) => {
      const view = flatten(row)
      return {
        id: row.id,
        merchant_name: view.merchant_name,
        settled_type_name: view.settled_type_name,
        merchant_type_name: view.merchant_type_name,
        contact_name: view.contact_name,
        contact_mobile: view.contact_mobile,
        status: wireStatus(row.audit_status),
        audit_msg: row.audit_reason,
        updated: row.updated_at,
      }
    }),
    total_count: status_counts[status],
    status_counts,
  }
}

/** A submitted application with everything the applicant filled in; one still being filled in answers 404. */
export async function applicationDetail(db: Kysely<Database>, id: number): Promise<ApplicationView> {
  const row = await findApplication(db, id)
  if (!row || row.audit_status === 'editing') throw fail('SETTLEMENT_NOT_FOUND')
  return { id: row.id, status: wireStatus(row.audit_status), audit_msg: row.audit_reason, ...flatten(row) }
}

/**
 * 通过 / 驳回: the settlement service's decision (the one the merchant's /shop/review reads), which
 * takes only a pending application (a second decision answers 409) and requires a reason to reject.
 */
export async function decideApplication(
  db: Kysely<Database>,
  id: number,
  decision: 'approved' | 'rejected',
  reason: string,
): Promise<ApplicationAudited & { merchant_name: string }> {
  const before = await applicationDetail(db, id)
  const result = await audit(db, id, decision, reason)
  return {
    id,
    status: decision,
    audit_msg: result.audit_msg,
    account: result.account
      ? { account_id: result.account.account_id, username: result.account.username, password: result.account.password }
      : null,
    merchant_name: before.merchant_name,
  }
}
