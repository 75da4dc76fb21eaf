/** Members and access: accounts, points, sessions, operators, third-party logins, addresses, one-time codes. */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { Flag, Timestamp } from './common.ts'

export interface VipGradesTable {
  id: Generated<number>
  name: string
  /** Higher ranks are better grades; the default grade has the lowest rank. */
  grade_rank: number
  /** Percent off the sale price (5 means 95折); 0..100. */
  discount: Generated<number>
  /** Price to buy the grade in cents; 0 for grades that cannot be bought. */
  price: Generated<number>
  /** How long a bought grade lasts. */
  valid_days: Generated<number>
  description: Generated<string>
  /** Banner text on the item detail ("开通黄金会员，本单预计可省…"). */
  guide_title: Generated<string>
  background_color: Generated<string>
  /** The grade every new member starts in. */
  is_default: Generated<Flag>
  created_at: Generated<Timestamp>
}

export type MemberStatus = 'active' | 'disabled'

export interface MembersTable {
  id: Generated<number>
  company_id: Generated<number>
  mobile: string
  password_hash: string
  nickname: Generated<string>
  avatar: Generated<string>
  /** 0 unknown, 1 male, 2 female. */
  sex: Generated<0 | 1 | 2>
  /** YYYY-MM-DD or null. */
  birthday: string | null
  email: string | null
  grade_id: Generated<number>
  /** When a bought grade falls back to the default grade; null for the default grade. */
  grade_expires_at: Timestamp | null
  is_staff: Generated<Flag>
  status: Generated<MemberStatus>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
  last_login_at: Timestamp | null
}

/** A member's point balance; the CHECK keeps it from going negative. */
export interface MemberPointsTable {
  member_id: number
  balance: Generated<number>
  total_earned: Generated<number>
  total_spent: Generated<number>
  updated_at: Generated<Timestamp>
}

export interface PointLogsTable {
  id: Generated<number>
  member_id: number
  /** Positive when earned, negative when spent. */
  delta: number
  balance_after: number
  reason: string
  order_id: string | null
  created_at: Generated<Timestamp>
}

export type TokenKind = 'member' | 'shop' | 'operator'

/** Issued tokens, so a signed token can still be revoked (logout, password change). */
export interface AuthTokensTable {
  /** Random token id carried inside the signed token. */
  id: string
  kind: TokenKind
  /** members.id, merchant_accounts.id or operators.id depending on kind. */
  subject_id: number
  created_at: Generated<Timestamp>
  expires_at: Timestamp
  revoked_at: Timestamp | null
  user_agent: Generated<string>
}

export interface OperatorsTable {
  id: Generated<number>
  company_id: Generated<number>
  username: string
  password_hash: string
  name: Generated<string>
  status: Generated<MemberStatus>
  /** operator_roles.id; an operator without a role may sign in but use nothing. */
  role_id: number | null
  /** Where the sign-in code goes while the account is under attack; none keeps one try per new address. */
  mobile: string | null
  created_at: Generated<Timestamp>
  last_login_at: Timestamp | null
}

/** Third-party logins bound to a member (/user.trustlogin.*). */
/** A third-party identity (WeChat website-app login) bound to a member: one per member and type. */
export interface MemberTrustLoginsTable {
  id: Generated<number>
  company_id: Generated<number>
  member_id: number
  /** Login type, e.g. 'weixin'. */
  type: string
  /** The provider's user id for our app; unique per company and type. */
  openid: string
  /** WeChat's id of the same person across the apps of one open-platform account. */
  unionid: string | null
  nickname: Generated<string>
  avatar: Generated<string>
  created_at: Generated<Timestamp>
}

/** state: a used sign-in state; code: the test provider's authorisation code; ticket: an identity waiting to be bound. */
export type TrustLoginGrantKind = 'state' | 'code' | 'ticket'

/** One-time, short-lived grants of the third-party sign-in flow. */
export interface TrustLoginGrantsTable {
  /** Random id (a state's nonce for states). */
  id: string
  kind: TrustLoginGrantKind
  /** 0 for grants not tied to a company (codes, states). */
  company_id: Generated<number>
  type: string
  openid: Generated<string>
  unionid: string | null
  nickname: Generated<string>
  avatar: Generated<string>
  expires_at: Timestamp
  used_at: Timestamp | null
  created_at: Generated<Timestamp>
}

export interface AddressesTable {
  id: Generated<number>
  member_id: number
  /** Receiver name. */
  name: string
  mobile: string
  province: string
  city: string
  county: string
  /** Region codes (regions.id) of the three levels. */
  province_code: Generated<string>
  city_code: Generated<string>
  county_code: Generated<string>
  addr: string
  postcode: Generated<string>
  is_default: Generated<Flag>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

export type SmsPurpose = 'register' | 'login' | 'reset_password' | 'bind_mobile' | 'merchant' | 'operator'

export interface SmsCodesTable {
  id: Generated<number>
  mobile: string
  code: string
  purpose: SmsPurpose
  attempts: Generated<number>
  expires_at: Timestamp
  used_at: Timestamp | null
  created_at: Generated<Timestamp>
}

export type EmailCodePurpose = 'reset_password'

/** Codes mailed to a member's email (password recovery by account); same rules as sms_codes. */
export interface EmailCodesTable {
  id: Generated<number>
  /** The recipient address, lower-cased. */
  email: string
  code: string
  purpose: EmailCodePurpose
  attempts: Generated<number>
  expires_at: Timestamp
  used_at: Timestamp | null
  created_at: Generated<Timestamp>
}

/** Image captcha answers keyed by the random key handed to the browser. */
export interface CaptchasTable {
  id: string
  answer: string
  expires_at: Timestamp
  used_at: Timestamp | null
  created_at: Generated<Timestamp>
}

/** The tables of this area, as they appear in `Database`. */
export interface MembersTables {
  vip_grades: VipGradesTable
  members: MembersTable
  member_points: MemberPointsTable
  point_logs: PointLogsTable
  auth_tokens: AuthTokensTable
  operators: OperatorsTable
  member_trust_logins: MemberTrustLoginsTable
  trust_login_grants: TrustLoginGrantsTable
  addresses: AddressesTable
  sms_codes: SmsCodesTable
  email_codes: EmailCodesTable
  captchas: CaptchasTable
}

export type Member = Selectable<MembersTable>
export type NewMember = Insertable<MembersTable>
export type MemberUpdate = Updateable<MembersTable>
