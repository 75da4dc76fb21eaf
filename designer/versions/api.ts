import { DESIGNER_API_BASE } from '../../schemas/api/designer.ts'
import type { TemplateVersion, TemplateVersionDetail } from '../../schemas/api/template-versions.ts'
import { requestAt, type Paged } from '../api/client.ts'

/** 历史版本's calls of /api/designer: a page's published versions, newest first, and one version's config. */

export const VERSIONS_PAGE_SIZE = 20

export const versionsApi = {
  list: (templateId: number, page: number) =>
    requestAt<Paged<TemplateVersion>>(DESIGNER_API_BASE, 'GET', `templates/${templateId}/versions`, {
      query: { page, pageSize: VERSIONS_PAGE_SIZE },
    }),
  read: (templateId: number, version: number) =>
    requestAt<TemplateVersionDetail>(DESIGNER_API_BASE, 'GET', `templates/${templateId}/versions/${version}`),
}
