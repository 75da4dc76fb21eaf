import type { SiteSettingsBody } from '../../schemas/api/admin/site.ts'
import { adminRequest } from '../api.ts'

export const siteApi = {
  read: () => adminRequest<SiteSettingsBody>('GET', 'site-settings'),
  /** A refused save throws FieldsRefusal with each field's message. */
  save: (body: SiteSettingsBody) => adminRequest<SiteSettingsBody>('PUT', 'site-settings', { body }),
}
