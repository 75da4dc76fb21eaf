import { AdminAreaSchema } from './admin/areas.ts'
import { Type, type Static } from '@sinclair/typebox'
import { PageSettings } from '../page.ts'
import { ERRORS, errorBody } from './errors.ts'

/**
 * The wire contract of the operators' designer API (mounted at /api/designer): request and answer
 * schemas used by the server routes (so the OpenAPI document stays exact) and imported as types
 * by the designer's client. Success answers are `{ data: ... }`, errors the usual error body.
 */

export const DESIGNER_API_BASE = '/api/designer'

export const EditablePageName = Type.Union([Type.Literal('custom'), Type.Literal('product')])
export type EditablePageName = Static<typeof EditablePageName>

export const PageNameSchema = Type.Union([
  Type.Literal('index'),
  Type.Literal('header'),
  Type.Literal('footer'),
  Type.Literal('custom'),
  Type.Literal('product'),
])
export type PageName = Static<typeof PageNameSchema>

/** Pages every shop has: they can be edited and published but never deleted. */
export const FIXED_PAGE_NAMES: readonly PageName[] = ['index', 'header', 'footer']

export const PAGE_NAME_LABELS: Record<PageName, string> = {
  index: '首页',
  header: '页头',
  footer: '页尾',
  custom: '自定义页',
  product: '商品页',
}

/** `/product/{page_path}`: lowercase letters, digits, '-' and '_' in '/'-separated segments. */
export const PAGE_PATH_PATTERN = '^[a-z0-9][a-z0-9_-]{0,63}(/[a-z0-9][a-z0-9_-]{0,63}){0,3}$'
export const PAGE_PATH_MESSAGE = ERRORS.PAGE_PATH_INVALID.message

export const TemplateTitle = Type.String({ minLength: 1, maxLength: 50 })

/** One page in the designer's page list. */
export const DesignerTemplate = Type.Object({
  id: Type.Integer(),
  page_name: PageNameSchema,
  template_title: Type.String(),
  /** Public id: /custompage?pageid= */
  theme_pc_template_id: Type.Integer(),
  /** Product pages answer at /product/{page_path}; null for the others. */
  page_path: Type.Union([Type.String(), Type.Null()]),
  /** Published version (1 after creation, + 1 per publish). */
  version: Type.Integer(),
  /** Draft revision: + 1 on every saved draft; a save names the revision it was based on. */
  revision: Type.Integer(),
  published: Type.Boolean(),
  /** The draft differs from what shoppers see. */
  has_unpublished_changes: Type.Boolean(),
  /** Home, header and footer cannot be deleted. */
  deletable: Type.Boolean(),
  /** Storefront address of the published page, null for header/footer. */
  url: Type.Union([Type.String(), Type.Null()]),
  /** Unix seconds. */
  updated_at: Type.Integer(),
  published_at: Type.Union([Type.Integer(), Type.Null()]),
})
export type DesignerTemplate = Static<typeof DesignerTemplate>

export const TemplateIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) })
export type TemplateIdParams = Static<typeof TemplateIdParams>

export const CreateTemplateBody = Type.Object({
  page_name: EditablePageName,
  template_title: TemplateTitle,
  /** Required for product pages, refused for custom pages. */
  page_path: Type.Optional(Type.String({ maxLength: 260 })),
})
export type CreateTemplateBody = Static<typeof CreateTemplateBody>

export const UpdateTemplateBody = Type.Object({
  template_title: Type.Optional(TemplateTitle),
  page_path: Type.Optional(Type.String({ maxLength: 260 })),
})
export type UpdateTemplateBody = Static<typeof UpdateTemplateBody>

/**
 * A page's editable config: W0000 settings and the widget list in page order. Widgets of a draft
 * may be invalid while the operator works on them; publishing checks them.
 */
export const DraftConfig = Type.Object({
  page: PageSettings,
  widgets: Type.Array(Type.Object({ uuid: Type.String(), type: Type.String() }, { additionalProperties: true }), {
    maxItems: 500,
  }),
  /**
   * The header or footer template's own config (schemas/layout.ts HeaderConfig / FooterConfig);
   * those templates have no widgets and default page settings (schemas/frame-config.ts).
   */
  frame: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
})
export type DraftConfig = Static<typeof DraftConfig>

/** Undo steps kept with a draft, at most this many each way (the designer keeps as many). */
export const HISTORY_LIMIT = 500

/**
 * One undo step as the designer keeps it (designer/store/types.ts HistoryEntry). The command is
 * the designer's own vocabulary: the server stores it and hands it back, and never applies it.
 */
export const HistoryEntry = Type.Object({
  command: Type.Unknown(),
  label: Type.String({ maxLength: 200 }),
  at: Type.Integer({ minimum: 0 }),
})
export type HistoryEntry = Static<typeof HistoryEntry>

/**
 * A draft's undo history: `past` leads to the draft (the last entry is the next undo), `future`
 * holds the steps undone (the last entry is the next redo). `ended` says the draft was saved
 * elsewhere without its history, so earlier steps are gone.
 */
export const DraftHistory = Type.Object({
  past: Type.Array(HistoryEntry),
  future: Type.Array(HistoryEntry),
  ended: Type.Optional(Type.Object({ at: Type.Integer(), by: Type.String() })),
})
export type DraftHistory = Static<typeof DraftHistory>

/**
 * How one list of the history changed since the last save: the new list is the stored one's
 * entries from `from` up to (not including) `to`, then `add`. So one new step sends one entry.
 */
export const HistorySpan = Type.Object({
  from: Type.Integer({ minimum: 0 }),
  to: Type.Integer({ minimum: 0 }),
  add: Type.Array(HistoryEntry, { maxItems: HISTORY_LIMIT }),
})
export type HistorySpan = Static<typeof HistorySpan>

export const HistoryChange = Type.Object({ past: HistorySpan, future: HistorySpan })
export type HistoryChange = Static<typeof HistoryChange>

export const DraftAnswer = Type.Object({
  template: DesignerTemplate,
  config: DraftConfig,
  revision: Type.Integer(),
  history: DraftHistory,
})
export type DraftAnswer = Static<typeof DraftAnswer>

export const SaveDraftBody = Type.Object({
  config: DraftConfig,
  /** The revision this config was based on; a stale one is refused with 409. */
  revision: Type.Integer({ minimum: 0 }),
  /** The undo history's change; without it the stored history ends here. */
  history: Type.Optional(HistoryChange),
})
export type SaveDraftBody = Static<typeof SaveDraftBody>

/** A JSON pointer into the draft (schemas/json-pointer.ts): '/' then its tokens. */
const PatchPath = Type.String({ maxLength: 500, pattern: '^/' })

/** One JSON Patch operation (RFC 6902) of the subset a designer save sends (schemas/json-patch.ts). */
export const JsonPatchOp = Type.Union([
  Type.Object({ op: Type.Literal('add'), path: PatchPath, value: Type.Unknown() }),
  Type.Object({ op: Type.Literal('replace'), path: PatchPath, value: Type.Unknown() }),
  Type.Object({ op: Type.Literal('remove'), path: PatchPath }),
])

/** A draft save as the changes since the revision it was based on. */
export const PatchDraftBody = Type.Object({
  revision: Type.Integer({ minimum: 0 }),
  patch: Type.Array(JsonPatchOp, { maxItems: 20000 }),
  history: HistoryChange,
})
export type PatchDraftBody = Static<typeof PatchDraftBody>

/** 409 body of a stale save: the usual error fields plus the revision now stored. */
export const StaleDraftError = Type.Object(
  {
    status_code: Type.Literal(409),
    code: Type.Literal('DRAFT_STALE'),
    message: Type.String(),
    msg: Type.String(),
    revision: Type.Integer(),
  },
  { examples: [{ ...errorBody('DRAFT_STALE'), revision: 7 }] },
)
export type StaleDraftError = Static<typeof StaleDraftError>

/** An error keeps the draft from being published; a warning is shown and the draft still publishes. */
export const ProblemSeverity = Type.Union([Type.Literal('error'), Type.Literal('warning')])
export type ProblemSeverity = Static<typeof ProblemSeverity>

/** A one-click repair the problems panel offers: set the widget's height to show all its content. */
export const ProblemFix = Type.Object({ kind: Type.Literal('fit-height'), height: Type.Integer({ minimum: 0 }) })
export type ProblemFix = Static<typeof ProblemFix>

/** One problem of a draft, as the problems panel and a refused publish list them. */
export const Problem = Type.Object({
  /** Widget uuid; '' for the page settings (W0000). */
  uuid: Type.String(),
  /** Widget type, 'W0000' for the page settings. */
  widget: Type.String(),
  /** JSON pointer into the widget ('' for the widget itself). */
  path: Type.String(),
  message: Type.String(),
  severity: ProblemSeverity,
  fix: Type.Optional(ProblemFix),
})
export type Problem = Static<typeof Problem>

/** A saved draft; `notes` (only when there are some) says what the save took out, one warning per widget. */
export const SavedDraft = Type.Object({
  revision: Type.Integer(),
  updated_at: Type.Integer(),
  notes: Type.Optional(Type.Array(Problem)),
  /**
   * How many undo steps the server keeps each way after a save with history: the most recent
   * ones of what was sent, fewer than sent when the history grew past its bounds.
   */
  history: Type.Optional(Type.Object({ past: Type.Integer(), future: Type.Integer() })),
})
export type SavedDraft = Static<typeof SavedDraft>

/** 422 body of a refused publish. */
export const InvalidDraftError = Type.Object(
  {
    status_code: Type.Literal(422),
    code: Type.Literal('DRAFT_INVALID'),
    message: Type.String(),
    msg: Type.String(),
    problems: Type.Array(Problem),
  },
  { examples: [{ ...errorBody('DRAFT_INVALID'), problems: [] }] },
)
export type InvalidDraftError = Static<typeof InvalidDraftError>

/** GET templates/:id/published: what shoppers see now (404 TEMPLATE_NOT_PUBLISHED before the first publish). */
export const PublishedAnswer = Type.Object({
  config: DraftConfig,
  version: Type.Integer(),
  /** Unix seconds. */
  published_at: Type.Integer(),
})
export type PublishedAnswer = Static<typeof PublishedAnswer>

export const PublishBody = Type.Object({
  revision: Type.Optional(Type.Integer({ minimum: 0 })),
  /** 备注 kept with the version (PUBLISH_NOTE_MAX characters; the service words the refusal). */
  note: Type.Optional(Type.String({ maxLength: 1000 })),
})
export type PublishBody = Static<typeof PublishBody>
export const Published = Type.Object({
  version: Type.Integer(),
  published_at: Type.Integer(),
  url: Type.Union([Type.String(), Type.Null()]),
})
export type Published = Static<typeof Published>

export const OperatorInfo = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  /** The role's name (超级管理员, 运营 …); empty for an account without a role. */
  role_name: Type.String(),
  /** The console areas the role opens; the console shows only these. */
  areas: Type.Array(AdminAreaSchema),
})
export type OperatorInfo = Static<typeof OperatorInfo>

export const SignInBody = Type.Object({
  username: Type.String({ maxLength: 50 }),
  password: Type.String({ maxLength: 64 }),
  /** The code of `session/code`, needed while the account is under attack (SIGN_IN_SECOND_FACTOR_REQUIRED). */
  vcode: Type.Optional(Type.String({ maxLength: 10 })),
})
export type SignInBody = Static<typeof SignInBody>

export const Session = Type.Object({ operator: OperatorInfo, expires_at: Type.Integer() })
export type Session = Static<typeof Session>

/** Picker rows: what an operator needs to choose goods, coupons, shops, shop tags and categories. */
export const PickerGoods = Type.Object({
  goods_id: Type.Integer(),
  itemId: Type.Integer(),
  goods_name: Type.String(),
  goods_pic: Type.String(),
  /** Cents. */
  price: Type.Integer(),
  market_price: Type.Integer(),
  store: Type.Integer(),
  /** On the shelf (shoppers can see and buy it). */
  on_sale: Type.Boolean(),
  distributor_id: Type.Integer(),
})
export type PickerGoods = Static<typeof PickerGoods>

export const GoodsQuery = Type.Object({
  keywords: Type.Optional(Type.String({ maxLength: 50 })),
  category_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  distributor_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
})
export type GoodsQuery = Static<typeof GoodsQuery>

export const PickerCoupon = Type.Object({
  card_id: Type.Integer(),
  title: Type.String(),
  card_type: Type.String(),
  /** Cents off (cash) or the discount percentage (discount). */
  reduce_cost: Type.Integer(),
  least_cost: Type.Integer(),
  discount: Type.Integer(),
  /** Unix seconds. */
  end_date: Type.Integer(),
  /** Still issuable to shoppers (active, unexpired, stock left). */
  available: Type.Boolean(),
})
export type PickerCoupon = Static<typeof PickerCoupon>

export const PickerShop = Type.Object({
  distributor_id: Type.Integer(),
  shop_id: Type.Integer(),
  name: Type.String(),
  logo: Type.String(),
  banner: Type.String(),
  address: Type.String(),
  is_open: Type.Boolean(),
})
export type PickerShop = Static<typeof PickerShop>

/** A shop tag W0019 can offer as a tab, with how many of the company's shops carry it. */
export const PickerShopTag = Type.Object({
  tag_id: Type.Integer(),
  tag_name: Type.String(),
  shop_count: Type.Integer(),
})
export type PickerShopTag = Static<typeof PickerShopTag>

export const KeywordQuery = Type.Object({
  keywords: Type.Optional(Type.String({ maxLength: 50 })),
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
})
export type KeywordQuery = Static<typeof KeywordQuery>

export interface CategoryNode {
  category_id: number
  category_name: string
  children: CategoryNode[]
}
export const CategoryNode = Type.Recursive(
  (Self) => Type.Object({ category_id: Type.Integer(), category_name: Type.String(), children: Type.Array(Self) }),
  { $id: 'DesignerCategoryNode' },
)

/** GET uploads/token: what the browser needs to send one image to the storage provider. */
export const UploadTicket = Type.Object({
  token: Type.String(),
  key: Type.String(),
  /** Where the multipart form (file, token, key) is posted. */
  upload_url: Type.String(),
  /** Bytes. */
  max_size: Type.Integer(),
  expires_at: Type.Integer(),
})
export type UploadTicket = Static<typeof UploadTicket>

/** What the storage provider answers for a stored file. */
export const StoredImage = Type.Object({
  key: Type.String(),
  img_type: Type.Union([Type.Literal('jpg'), Type.Literal('png')]),
  img_size: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
})
export type StoredImage = Static<typeof StoredImage>

/** POST images (form-encoded): records a stored file in the company's image library. */
export const ImageRecordBody = Type.Object({
  img_name: Type.String({ minLength: 1, maxLength: 200 }),
  /** The key the file was stored under. */
  img_url: Type.String({ minLength: 1, maxLength: 300 }),
})
export type ImageRecordBody = Static<typeof ImageRecordBody>

export const ImageRecord = Type.Object({
  id: Type.Integer(),
  img_name: Type.String(),
  img_url: Type.String(),
  /** Address the storefront shows the image at. */
  img_full_url: Type.String(),
  img_type: Type.String(),
  img_size: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
  created_at: Type.Integer(),
})
export type ImageRecord = Static<typeof ImageRecord>

export { MAX_IMAGE_BYTES, IMAGE_TYPE_MESSAGE, IMAGE_SIZE_MESSAGE } from '../image-limits.ts'
