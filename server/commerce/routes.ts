import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { regionRoutes } from './region/routes.ts'
import { categoryRoutes } from './category/routes.ts'
import { goodsRoutes } from './goods/routes.ts'
import { addressRoutes } from './address/routes.ts'
import { collectRoutes } from './collect/routes.ts'
import { historyRoutes } from './history/routes.ts'
import { couponRoutes } from './coupon/routes.ts'
import { pointRoutes } from './point/routes.ts'
import { vipRoutes } from './vip/routes.ts'
import { captchaRoutes } from './captcha/routes.ts'
import { smsCodeRoutes } from './auth/sms-code-routes.ts'
import { authRoutes } from './auth/routes.ts'
import { memberRoutes } from './member/routes.ts'
import { personalRoutes } from './personal/routes.ts'
import { distributorRoutes } from './distributor/routes.ts'
import { merchantRoutes } from './merchant/routes.ts'
import { contentRoutes } from './content/routes.ts'
import { recommendRoutes } from './recommend/routes.ts'
import { shareRoutes } from './share/routes.ts'
import { pointitemsRoutes } from './pointitems/routes.ts'
import { cartRoutes } from './cart/routes.ts'
import { checkoutRoutes } from './checkout/routes.ts'
import { seckillRoutes } from './seckill/routes.ts'
import { paymentRoutes } from './payment/routes.ts'
import { orderRoutes } from './order/routes.ts'
import { logisticsRoutes } from './logistics/routes.ts'
import { aftersalesRoutes } from './aftersales/routes.ts'
import { trustloginRoutes } from './trustlogin/routes.ts'
import { accountRoutes } from './account/routes.ts'
import { pctemplateRoutes } from './pctemplate/routes.ts'
import { photoUploadRoutes } from './uploads/routes.ts'
import { readFormInput } from './form-input.ts'
import { ORDER_HOOKS } from './order-hooks.ts'
import { installOrderHooks } from './order/hooks.ts'

/** The shopper API, mounted at /api/h5app/wxapp (spec 7.2). One plugin per module. */
export const commerceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  installOrderHooks(ORDER_HOOKS)
  // Before any module's own hooks, so every route reads bracket arrays and query-plus-form alike.
  app.addHook('preValidation', readFormInput)
  await app.register(regionRoutes)
  await app.register(categoryRoutes)
  await app.register(goodsRoutes)
  await app.register(addressRoutes)
  await app.register(collectRoutes)
  await app.register(historyRoutes)
  await app.register(couponRoutes)
  await app.register(pointRoutes)
  await app.register(vipRoutes)
  await app.register(captchaRoutes)
  await app.register(smsCodeRoutes)
  await app.register(authRoutes)
  await app.register(memberRoutes)
  await app.register(personalRoutes)
  await app.register(distributorRoutes)
  await app.register(merchantRoutes)
  await app.register(contentRoutes)
  await app.register(recommendRoutes)
  await app.register(shareRoutes)
  await app.register(pointitemsRoutes)
  await app.register(cartRoutes)
  await app.register(checkoutRoutes)
  await app.register(seckillRoutes)
  await app.register(paymentRoutes)
  await app.register(orderRoutes)
  await app.register(logisticsRoutes)
  await app.register(aftersalesRoutes)
  await app.register(trustloginRoutes)
  await app.register(accountRoutes)
  await app.register(pctemplateRoutes)
  await app.register(photoUploadRoutes)
}
