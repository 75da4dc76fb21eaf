import { DESIGNER_API_BASE } from '../../../schemas/api/designer.ts'
import { PREVIEW_LINKS_PATH, type NewPreviewLink, type PreviewLink } from '../../../schemas/api/preview-links.ts'
import { requestAt, type Paged } from '../../api/client.ts'

/** 预览链接's calls of /api/designer: a page's live links, a new link, revoking one. */
const path = (templateId: number) => `templates/${templateId}/${PREVIEW_LINKS_PATH}`

export const previewLinksApi = {
  list: (templateId: number) => requestAt<Paged<PreviewLink>>(DESIGNER_API_BASE, 'GET', path(templateId)),
  create: (templateId: number, expiresDays: number) =>
    requestAt<NewPreviewLink>(DESIGNER_API_BASE, 'POST', path(templateId), { body: { expires_days: expiresDays } }),
  revoke: (templateId: number, linkId: number) =>
    requestAt<void>(DESIGNER_API_BASE, 'DELETE', `${path(templateId)}/${linkId}`),
}
