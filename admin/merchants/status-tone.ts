import type { ApplicationStatus } from '../../schemas/api/admin/merchants.ts'

/** The badge colour of an application's status. */
export const STATUS_TONE: Record<ApplicationStatus, string> = {
  pending: 'ac-status--warn',
  approved: 'ac-status--ok',
  rejected: 'ac-status--off',
}
