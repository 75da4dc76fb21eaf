import type { Migration } from 'kysely'
import * as members from './2026_11_23_0001_members.ts'
import * as catalog from './2026_11_23_0002_catalog.ts'
import * as marketing from './2026_11_23_0003_marketing.ts'
import * as trade from './2026_11_23_0004_trade.ts'
import * as memberActivity from './2026_11_23_0005_member_activity.ts'
import * as content from './2026_11_23_0006_content.ts'
import * as merchants from './2026_11_23_0007_merchants.ts'
import * as refundPayment from './2026_11_23_0100_refund_payment.ts'
import * as orderAftersalesProgress from './2026_11_23_0130_order_aftersales_progress.ts'
import * as trustLogins from './2026_11_23_0200_trust_logins.ts'
import * as emailCodes from './2026_11_23_0210_email_codes.ts'
import * as templateDraftRevision from './2026_11_23_0300_template_draft_revision.ts'
import * as contentVersion from './2026_11_25_0100_content_version.ts'
import * as jobLeases from './2026_11_25_0200_job_leases.ts'
import * as templateSchemaVersion from './2026_11_25_0300_template_schema_version.ts'
import * as merchantApplicant from './2026_11_25_1110_merchant_applicant.ts'
import * as photoUploads from './2026_11_25_1240_photo_uploads.ts'
import * as dropCombinedModules from './2026_11_28_0100_drop_combined_modules.ts'
import * as consoleCatalogue from './2026_11_28_0300_console_catalogue.ts'
import * as dashboardIndexes from './2026_11_28_0440_dashboard_indexes.ts'
import * as operatorRoles from './2026_11_28_0200_operator_roles.ts'
import * as orderExports from './2026_11_28_0420_order_exports.ts'
import * as combinedModules from './2026_11_29_0100_combined_modules.ts'
import * as consoleAreas from './2026_11_29_0200_console_areas.ts'
import * as memberAdmin from './2026_11_29_0330_member_admin.ts'
import * as couponAdmin from './2026_11_29_0310_coupon_admin.ts'
import * as mediaTags from './2026_11_29_0400_media_tags.ts'
import * as previewLinks from './2026_11_29_0410_preview_links.ts'
import * as versionNotes from './2026_11_29_0420_version_notes.ts'
import * as operatorMobile from './2026_11_29_0430_operator_mobile.ts'
import * as draftHistories from './2026_11_29_0500_draft_histories.ts'
import * as goodsListingOrder from './2026_12_01_0100_goods_listing_order.ts'

/** Applied in key order; never edit a released migration, add a new one. */
export const migrations: Record<string, Migration> = {
  '2026_11_23_0001_members': members,
  '2026_11_23_0002_catalog': catalog,
  '2026_11_23_0003_marketing': marketing,
  '2026_11_23_0004_trade': trade,
  '2026_11_23_0005_member_activity': memberActivity,
  '2026_11_23_0006_content': content,
  '2026_11_23_0007_merchants': merchants,
  '2026_11_23_0100_refund_payment': refundPayment,
  '2026_11_23_0130_order_aftersales_progress': orderAftersalesProgress,
  '2026_11_23_0200_trust_logins': trustLogins,
  '2026_11_23_0210_email_codes': emailCodes,
  '2026_11_23_0300_template_draft_revision': templateDraftRevision,
  '2026_11_25_0100_content_version': contentVersion,
  '2026_11_25_0200_job_leases': jobLeases,
  '2026_11_25_0300_template_schema_version': templateSchemaVersion,
  '2026_11_25_1110_merchant_applicant': merchantApplicant,
  '2026_11_25_1240_photo_uploads': photoUploads,
  '2026_11_28_0100_drop_combined_modules': dropCombinedModules,
  '2026_11_28_0200_operator_roles': operatorRoles,
  '2026_11_28_0300_console_catalogue': consoleCatalogue,
  '2026_11_28_0420_order_exports': orderExports,
  '2026_11_28_0440_dashboard_indexes': dashboardIndexes,
  '2026_11_29_0100_combined_modules': combinedModules,
  '2026_11_29_0200_console_areas': consoleAreas,
  '2026_11_29_0330_member_admin': memberAdmin,
  '2026_11_29_0310_coupon_admin': couponAdmin,
  '2026_11_29_0400_media_tags': mediaTags,
  '2026_11_29_0410_preview_links': previewLinks,
  '2026_11_29_0420_version_notes': versionNotes,
  '2026_11_29_0430_operator_mobile': operatorMobile,
  '2026_11_29_0500_draft_histories': draftHistories,
  '2026_12_01_0100_goods_listing_order': goodsListingOrder,
}
