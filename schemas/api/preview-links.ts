import { Type, type Static } from '@sinclair/typebox'

/**
 * The wire contract of 预览链接: a signed, expiring address of a page's draft that anyone may open
 * without signing in, and the viewers it can be seen as. The designer API's routes (under
 * /api/designer/templates/:id/preview-links), the storefront's /preview/:token page and the
 * designer's dialog all read these.
 */

/** The storefront address of a preview: `/preview/<token>`. */
export const PREVIEW_PATH = '/preview'

export const PREVIEW_LINKS_PATH = 'preview-links'

/** How long a new link lasts, in days. */
export const PREVIEW_DAYS_MIN = 1
export const PREVIEW_DAYS_MAX = 30
export const PREVIEW_DAYS_DEFAULT = 7

/** A token is 32 random bytes in base64url. */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** Who a preview is seen as: `guest`, `grade:<id>` (a member of that grade) or `staff`. */
export const PREVIEW_AS_PARAM = 'as'

export const PREVIEW_LINK_COPIED = '已复制预览链接'

export const PreviewLink = Type.Object({
  id: Type.Integer(),
  template_id: Type.Integer(),
  /** Unix seconds. */
  created_at: Type.Integer(),
  expires_at: Type.Integer(),
  /** The operator who made it (name, else account), '' once that operator is gone. */
  created_by: Type.String(),
})
export type PreviewLink = Static<typeof PreviewLink>

/** A link as it is made: the only answer that holds its address, since only a digest is kept. */
export const NewPreviewLink = Type.Composite([
  PreviewLink,
  Type.Object({
    /** `/preview/<token>`, on this site. */
    path: Type.String(),
    /** The same on the shop's public address (PUBLIC_URL). */
    url: Type.String(),
  }),
])
export type NewPreviewLink = Static<typeof NewPreviewLink>

// The range is checked by the service, so a day count out of it gets its own message.
export const CreatePreviewLinkBody = Type.Object({
  expires_days: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
})
export type CreatePreviewLinkBody = Static<typeof CreatePreviewLinkBody>

export const PreviewLinkParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  linkId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
})
export type PreviewLinkParams = Static<typeof PreviewLinkParams>
