import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { operatorOf } from '../../designer-api/operator-guard.ts'
import { contentWatch } from '../../lib/content-version.ts'
import { pageLayoutStore, reloadLayout } from '../../pages/layout.ts'
import { siteSettingsSaveSchema, siteSettingsSchema } from '../../../schemas/api/admin/site.ts'
import { now } from '../../../schemas/time.ts'
import type { FieldChange } from '../../../schemas/api/admin/audit-log.ts'
import { changedFields, recordAudit } from '../audit.ts'
import { readSiteSettings, saveSiteSettings } from './service.ts'
import { orderSettingDefaults } from '../../commerce/order-settings/settings.ts'
import { ORDER_SETTING_LIMITS } from '../../../schemas/order-settings-rules.ts'

const config = { access: ['settings'] as const }

/** 设置 › 站点设置: SEO, base settings and hot search words; a save reaches the storefront at once. */
export const siteAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** What the storefront's frame shows the company now (the settings' fallbacks). */
  const shown = async (companyId: number) => (await pageLayoutStore(app).get(companyId)).layout
  const orderDefaults = orderSettingDefaults(app.config)

  app.get('/site-settings', { schema: siteSettingsSchema, config }, async (request) => {
    const companyId = operatorOf(request).companyId
    return { data: await readSiteSettings(app.db, companyId, await shown(companyId), orderDefaults) }
  })

  app.put('/site-settings', { schema: siteSettingsSaveSchema, config }, async (request) => {
    const companyId = operatorOf(request).companyId
    const { before, after } = await saveSiteSettings(
      app.db,
      companyId,
      request.body,
      await shown(companyId),
      orderDefaults,
      now(),
    )
    const changes: FieldChange[] = [
      ...changedFields(before.seo, after.seo, { title: '网站标题', keywords: '关键词', description: '网站描述' }),
      ...changedFields(before.base, after.base, {
        display_on_pc: 'PC 端展示店铺',
        shop_name: '商城名称',
        logo: 'Logo',
        service_phone: '客服电话',
        icp: 'ICP 备案号',
      }),
      ...changedFields(before.seo, after.seo, { pages: '页面 SEO' }),
      ...changedFields(before, after, { hot_keywords: '热搜词' }),
      ...changedFields(
        before.order,
        after.order,
        Object.fromEntries(Object.entries(ORDER_SETTING_LIMITS).map(([field, { label }]) => [field, label])),
      ),
    ]
    await recordAudit(app.db, request, {
      area: 'settings',
      action: '修改站点设置',
      target: after.base.shop_name,
      summary: changes.length > 0 ? `修改了${changes.map((change) => change.field).join('、')}` : '未修改内容',
      changes,
    })
    await contentWatch(app.db).changed()
    await reloadLayout(app.db, companyId)
    return { data: after }
  })
}
