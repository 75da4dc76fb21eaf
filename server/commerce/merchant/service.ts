import type { Kysely } from 'kysely'
import type { Database, MerchantAuditStatus } from '../../db/types.ts'
import { fail } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import { bankName } from './banks.ts'
import { loadBaseSetting } from './base-setting.ts'
import { SETTLED_TYPES, merchantTypeName } from './merchant-types.ts'
import { generatePassword } from './password-generator.ts'
import { assertOwnedUploads } from '../uploads/ownership.ts'
import * as repo from './repo.ts'
import { isApprovedMerchant } from './standing.ts'
import {
  checkStep1,
  checkStep2,
  checkStep3,
  LAST_STEP,
  type SettlementInput,
  type Step1,
  type Step2,
  type Step3,
} from './settlement-rules.ts'
import { now } from '../../../schemas/time.ts'

/** Form data keyed by step, as stored in merchant_applications.data. */
interface StoredData {
  '1'?: Step1
  '2'?: Step2
  '3'?: Step3
}

/** The wire names the status 'pending' while it waits for an operator (stored as 'auditing'). */
export type WireAuditStatus = 'none' | 'editing' | 'pending' | 'approved' | 'rejected'

const WIRE_STATUS: Record<MerchantAuditStatus, WireAuditStatus> = {
  editing: 'editing',
  auditing: 'pending',
  approved: 'approved',
  rejected: 'rejected',
}

const STATUS_TEXT: Record<WireAuditStatus, string> = {
  none: '未申请',
  editing: '资料填写中',
  pending: '审核中',
  approved: '审核通过',
  rejected: '审核驳回',
}

function parseData(json: string): StoredData {
  try {
    const value = JSON.parse(json) as unknown
    return value && typeof value === 'object' ? (value as StoredData) : {}
  } catch {
    return {}
  }
}

function refuseLocked(status: MerchantAuditStatus) {
  if (status === 'auditing') throw fail('SETTLEMENT_PENDING')
  if (status === 'approved') throw fail('SETTLEMENT_APPROVED')
}

/**
 * Saves one step of the settlement form. Steps go in order (a step needs the one before it);
 * earlier steps may be edited again until the application is submitted. Saving the last step
 * submits it for audit. Changing the applicant type sends the applicant back to step 2, whose
 * required fields depend on it.
 */
export async function saveStep(
  db: Kysely<Database>,
  merchantId: number,
  companyId: number,
  step: number,
  input: SettlementInput,
) {
  if (!Number.isInteger(step) || step < 1 || step > LAST_STEP) throw fail('SETTLEMENT_STEP')
  const setting = await loadBaseSetting(db, companyId)
  if (setting.is_open !== 1) throw fail('SETTLEMENT_CLOSED')

  return db.transaction().execute(async (trx) => {
    const time = now()
    let app = await repo.findApplicationOfMerchant(trx, merchantId)
    if (!app) {
      if (step !== 1) throw fail('SETTLEMENT_STEP_ORDER')
      await repo.insertApplicationOnce(trx, merchantId, time)
      app = await repo.findApplicationOfMerchant(trx, merchantId)
      if (!app) throw fail('SETTLEMENT_SAVE_FAILED')
    }
    refuseLocked(app.audit_status)
    if (step > app.step + 1) throw fail('SETTLEMENT_STEP_ORDER')

    const data = parseData(app.data)
    let reached = Math.max(app.step, step)
    let merchantType: string | undefined
    if (step === 1) {
      const step1 = checkStep1(input, setting.settled_type)
      if (data['1'] && data['1'].settled_type !== step1.settled_type) reached = 1
      data['1'] = step1
      merchantType = String(step1.merchant_type_id)
    } else if (step === 2) {
      const settledType = data['1']?.settled_type
      if (!settledType) throw fail('SETTLEMENT_STEP_ORDER')
      const step2 = checkStep2(input, settledType)
      // Photos must be ones this merchant uploaded (or the ones the application already holds).
      const kept = data['2'] ? [data['2'].license_url, data['2'].id_card_front_url, data['2'].id_card_back_url] : []
      await assertOwnedUploads(
        trx,
        { kind: 'shop', id: merchantId },
        [step2.license_url, step2.id_card_front_url, step2.id_card_back_url].filter(Boolean),
        { kept },
      )
      data['2'] = step2
    } else {
      data['3'] = checkStep3(input)
    }

    const submitted = step === LAST_STEP
    const saved = await repo.saveStep(trx, app.id, app.audit_status, {
      step: reached,
      data: JSON.stringify(data),
      ...(merchantType ? { merchant_type: merchantType } : {}),
      audit_status: submitted ? 'auditing' : 'editing',
      ...(submitted ? { audit_reason: '' } : {}),
      updated_at: time,
    })
    if (!saved) throw fail('SETTLEMENT_CHANGED')
    const status = WIRE_STATUS[submitted ? 'auditing' : 'editing']
    return { status: true, step: reached, audit_status: status }
  })
}

function flatten(app: repo.ApplicationRow) {
  const data = parseData(app.data)
  const s1 = data['1']
  const s2 = data['2']
  const s3 = data['3']
  const status = WIRE_STATUS[app.audit_status]
  return {
    id: app.id,
    step: app.step,
    audit_status: status,
    audit_status_text: STATUS_TEXT[status],
    audit_msg: app.audit_reason,
    settled_type: s1?.settled_type ?? '',
    settled_type_name: s1 ? SETTLED_TYPES[s1.settled_type] : '',
    merchant_type_id: s1?.merchant_type_id ?? 0,
    merchant_type_name: s1 ? (merchantTypeName(s1.merchant_type_id) ?? '') : '',
    merchant_name: s1?.merchant_name ?? '',
    contact_name: s1?.contact_name ?? '',
    contact_mobile: s1?.contact_mobile ?? '',
    is_agree_agreement: s1 ? 1 : 0,
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
    bank_code: s3?.bank_code ?? '',
    bank_name: s3 ? (bankName(s3.bank_code) ?? '') : '',
    bank_acct_name: s3?.bank_acct_name ?? '',
    card_id_mask: s3?.card_id_mask ?? '',
    bank_province: s3?.bank_province ?? '',
    bank_city: s3?.bank_city ?? '',
    created: app.created_at,
    updated: app.updated_at,
  }
}

export type ApplicationDetail = ReturnType<typeof flatten>

/** The merchant's own application, or null before step 1 was saved. */
export async function applicationDetail(db: Kysely<Database>, merchantId: number): Promise<ApplicationDetail | null> {
  const app = await repo.findApplicationOfMerchant(db, merchantId)
  return app ? flatten(app) : null
}

export async function currentStep(db: Kysely<Database>, merchantId: number) {
  const app = await repo.findApplicationOfMerchant(db, merchantId)
  return { step: app?.step ?? 0 }
}

export async function auditStatus(db: Kysely<Database>, merchantId: number) {
  const app = await repo.findApplicationOfMerchant(db, merchantId)
  // A merchant opened by an operator, or approved before sign-up existed, has no application of its own.
  const settled = !app && (await isApprovedMerchant({ db }, merchantId))
  const status: WireAuditStatus = app ? WIRE_STATUS[app.audit_status] : settled ? 'approved' : 'none'
  return {
    audit_status: status,
    audit_status_text: STATUS_TEXT[status],
    audit_msg: app?.audit_reason ?? '',
    step: app?.step ?? 0,
  }
}

export type AuditDecision = 'approved' | 'rejected'

/**
 * An operator's decision on a submitted application. Approving a signed-up merchant's
 * application gives its own account the merchant's powers (see standing.ts). An application made
 * by a member before merchant sign-up existed has no account yet: approval opens one whose
 * username is the contact mobile; its generated password is returned here once and only its
 * hash is kept.
 */
export async function audit(db: Kysely<Database>, id: number, decision: AuditDecision, message: string) {
  const app = await repo.findApplication(db, id)
  if (!app) throw fail('SETTLEMENT_NOT_FOUND')
  if (app.audit_status !== 'auditing') throw fail('SETTLEMENT_NOT_PENDING')
  const reason = message.trim()
  const time = now()

  if (decision === 'rejected') {
    if (!reason) throw fail('SETTLEMENT_REASON_REQUIRED')
    if (!(await repo.decide(db, id, 'rejected', reason, time))) throw fail('SETTLEMENT_NOT_PENDING')
    return { id, audit_status: WIRE_STATUS.rejected, audit_msg: reason, account: null }
  }

  const mobile = parseData(app.data)['1']?.contact_mobile
  if (!mobile) throw fail('SETTLEMENT_INCOMPLETE')
  const applicant = app.merchant_id
  if (applicant !== null) {
    return db.transaction().execute(async (trx) => {
      if (!(await repo.decide(trx, id, 'approved', reason, time))) throw fail('SETTLEMENT_NOT_PENDING')
      await repo.linkAccount(trx, applicant, id)
      return { id, audit_status: WIRE_STATUS.approved, audit_msg: reason, account: null }
    })
  }
  const password = generatePassword()
  const passwordHash = await hashPassword(password)
  return db.transaction().execute(async (trx) => {
    if (!(await repo.decide(trx, id, 'approved', reason, time))) throw fail('SETTLEMENT_NOT_PENDING')
    if (await repo.findAccountByUsername(trx, mobile)) throw fail('MERCHANT_ACCOUNT_EXISTS')
    const accountId = await repo.insertAccount(trx, {
      username: mobile,
      mobile,
      password_hash: passwordHash,
      application_id: id,
      created_at: time,
    })
    return {
      id,
      audit_status: WIRE_STATUS.approved,
      audit_msg: reason,
      account: { account_id: accountId, username: mobile, mobile, password },
    }
  })
}
