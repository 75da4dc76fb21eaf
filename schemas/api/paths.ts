import type { Static, TSchema } from '@sinclair/typebox'
import type * as address from './address.ts'
import type * as aftersales from './aftersales.ts'
import type * as auth from './auth.ts'
import type * as captcha from './captcha.ts'
import type * as cart from './cart.ts'
import type * as category from './category.ts'
import type * as checkout from './checkout.ts'
import type * as collect from './collect.ts'
import type * as content from './content.ts'
import type * as coupon from './coupon.ts'
import type * as distributor from './distributor.ts'
import type * as goods from './goods.ts'
import type * as history from './history.ts'
import type * as logistics from './logistics.ts'
import type * as member from './member.ts'
import type * as merchant from './merchant.ts'
import type * as orderRate from './order-rate.ts'
import type * as order from './order.ts'
import type * as payment from './payment.ts'
import type * as personal from './personal.ts'
import type * as point from './point.ts'
import type * as pointitems from './pointitems.ts'
import type * as recommend from './recommend.ts'
import type * as region from './region.ts'
import type * as seckill from './seckill.ts'
import type * as share from './share.ts'
import type * as sms from './sms.ts'
import type * as trustlogin from './trustlogin.ts'
import type * as uploads from './uploads.ts'
import type * as vip from './vip.ts'

/**
 * The shopper API by route: `'<METHOD> /<path under /api/h5app/wxapp>'` to the types of its query
 * string, its body and the `data` of its 200 answer, each read off the route's Fastify schema
 * (`querystring`, `body`, `response[200]`) as the server registers it. `:name` segments are path
 * parameters. The storefront's client (runtime/api/call.ts) is typed by this map, so a path and
 * its answer are paired here once. A route the storefront starts calling is added here.
 */

/** The wire types of one route: `undefined` where it takes no query string or body. */
export interface Route<Query, Body, Response> {
  query: Query
  body: Body
  response: Response
}

type StaticOf<S> = S extends TSchema ? Static<S> : undefined

/** What a 200 answer carries under `data` (every success is `{ data }`, schemas/api/envelope.ts). */
type DataOf<S> = S extends TSchema ? (Static<S> extends { data: infer Data } ? Data : never) : never

/** A route's wire types from its schema object: the same object the server registers the route with. */
export type RouteOf<S extends { response: { 200: TSchema } }> = Route<
  S extends { querystring: infer Query } ? StaticOf<Query> : undefined,
  S extends { body: infer Body } ? StaticOf<Body> : undefined,
  DataOf<S['response'][200]>
>

export interface ApiPaths {
  // 收货地址与地区
  'GET /member/addresslist': RouteOf<typeof address.listSchema>
  'POST /member/address': RouteOf<typeof address.createSchema>
  'PUT /member/address/:address_id': RouteOf<typeof address.updateSchema>
  'DELETE /member/address/:address_id': RouteOf<typeof address.deleteSchema>
  'GET /member.address.setDefault': RouteOf<typeof address.legacySetDefaultSchema>
  'GET /espier/address': RouteOf<{ response: { 200: typeof region.RegionTreeResponse } }>

  // 售后
  'GET /aftersales/reason/list': RouteOf<typeof aftersales.reasonSchema>
  'POST /aftersales': RouteOf<typeof aftersales.applySchema>
  'GET /aftersales': RouteOf<typeof aftersales.listSchema>
  'GET /aftersales/info': RouteOf<typeof aftersales.infoSchema>
  'POST /aftersales/modify': RouteOf<typeof aftersales.modifySchema>
  'POST /aftersales/close': RouteOf<typeof aftersales.closeSchema>
  'POST /aftersales/sendback': RouteOf<typeof aftersales.sendbackSchema>

  // 登录、注册、找回密码
  'GET /member/image/code': RouteOf<typeof captcha.imageCodeSchema>
  'GET /member/sms/code': RouteOf<typeof sms.smsCodeSchema>
  'POST /login': RouteOf<{ body: typeof auth.LoginBody; response: typeof auth.loginResponse }>
  'POST /member': RouteOf<{ body: typeof member.RegisterBody; response: typeof member.responses.token }>
  'POST /member.safe.checkResetLoginPassword': RouteOf<{
    body: typeof auth.CheckResetBody
    response: typeof auth.statusResponse
  }>
  'POST /member/reset/password': RouteOf<{ body: typeof auth.ResetPasswordBody; response: typeof auth.statusResponse }>
  'POST /staff/login': RouteOf<{ body: typeof auth.LoginBody; response: typeof auth.tokenResponse }>
  'POST /user.logout': RouteOf<{ querystring: typeof auth.CompanyOnly; response: typeof auth.statusResponse }>
  'POST /merchant/logout': RouteOf<{ querystring: typeof auth.CompanyOnly; response: typeof auth.statusResponse }>
  'GET /member/setting': RouteOf<{
    querystring: typeof member.CompanyQuery
    response: typeof member.responses.memberSetting
  }>
  'GET /shops/protocol': RouteOf<{
    querystring: typeof member.ProtocolQuery
    response: typeof member.responses.protocol
  }>

  // 微信扫码登录
  'GET /trustlogin/list': RouteOf<typeof trustlogin.listSchema>
  'GET /trustlogin/params': RouteOf<typeof trustlogin.paramsSchema>
  'POST /user.trustlogin.bindExistsUser': RouteOf<typeof trustlogin.bindExistingSchema>
  'POST /user.trustlogin.bind': RouteOf<typeof trustlogin.bindSchema>
  'GET /user.trustlogin.list': RouteOf<typeof trustlogin.memberListSchema>
  'POST /user.trustlogin.unbind': RouteOf<typeof trustlogin.unbindSchema>

  // 会员资料
  'GET /member': RouteOf<{ querystring: typeof member.CompanyQuery; response: typeof member.responses.profile }>
  'PUT /member': RouteOf<{ body: typeof member.ProfileBody; response: typeof member.responses.profile }>
  'POST /member/password': RouteOf<{ body: typeof member.PasswordBody; response: typeof member.responses.status }>
  'POST /member/bind': RouteOf<{ body: typeof member.BindBody; response: typeof member.responses.bind }>

  // 购物车
  'POST /cart': RouteOf<typeof cart.addSchema>
  'GET /cartcount': RouteOf<typeof cart.countSchema>
  'GET /cart/list': RouteOf<typeof cart.listSchema>
  'PUT /cartupdate/num': RouteOf<typeof cart.numSchema>
  'DELETE /cartdel': RouteOf<typeof cart.deleteSchema>
  'POST /cart/gift': RouteOf<typeof cart.giftSchema>
  'PUT /cartupdate/checkstatus': RouteOf<typeof cart.checkSchema>
  'POST /cartupdate/batch': RouteOf<typeof cart.batchSchema>

  // 商品与分类
  'GET /goods/category': RouteOf<{
    querystring: typeof category.CategoryQuery
    response: { 200: typeof category.CategoryTreeResponse }
  }>
  'GET /goods/items': RouteOf<{
    querystring: typeof goods.ItemListQuery
    response: { 200: typeof goods.ItemListResponse }
  }>
  'GET /goods/items/:item_id': RouteOf<{
    querystring: typeof goods.ItemDetailQuery
    response: { 200: typeof goods.ItemDetailResponse }
  }>
  'GET /goods/shareInfo': RouteOf<typeof share.shareInfoSchema>
  'GET /promotions/recommendlike': RouteOf<typeof recommend.recommendLikeSchema>
  'GET /promotion/seckillactivity/geticket': RouteOf<typeof seckill.ticketSchema>

  // 结算与下单
  'POST /cart/checkout': RouteOf<typeof checkout.checkoutSchema>
  'POST /order_new': RouteOf<typeof checkout.orderNewSchema>
  'GET /order_new/:order_id': RouteOf<typeof checkout.orderSummarySchema>

  // 优惠券
  'GET /user/getUserCardList': RouteOf<typeof coupon.heldListSchema>
  'GET /user/newGetCardList': RouteOf<typeof coupon.cardListSchema>
  'GET /user/receiveCard': RouteOf<typeof coupon.receiveSchema>

  // 文章与帮助
  'GET /article/node': RouteOf<typeof content.nodeTreeSchema>
  'GET /article/node/:id': RouteOf<typeof content.nodeSchema>
  'GET /article/detail/:id': RouteOf<typeof content.articleSchema>
  'GET /article/faqs': RouteOf<typeof content.faqSchema>

  // 收藏与足迹
  'GET /member/personal': RouteOf<typeof personal.personalSchema>
  'GET /member/collect/item/check': RouteOf<typeof collect.itemCheckSchema>
  'POST /member/collect/item/:item_id': RouteOf<typeof collect.itemAddSchema>
  'DELETE /member/collect/item': RouteOf<typeof collect.itemRemoveSchema>
  'GET /member/collect/item': RouteOf<typeof collect.itemListSchema>
  'GET /member/collect/distribution': RouteOf<typeof collect.shopListSchema>
  'GET /member/collect/distribution/check': RouteOf<typeof collect.shopCheckSchema>
  'POST /member/collect/distribution/:distributor_id': RouteOf<typeof collect.shopAddSchema>
  'DELETE /member/collect/distribution': RouteOf<typeof collect.shopRemoveSchema>
  'POST /member/browse/history/save': RouteOf<typeof history.saveSchema>
  'GET /member/browse/history/list': RouteOf<typeof history.listSchema>
  'DELETE /member/browse/history': RouteOf<typeof history.removeSchema>

  // 积分与会员等级
  'GET /point/member/info': RouteOf<typeof point.summarySchema>
  'GET /point/member': RouteOf<typeof point.ledgerSchema>
  'GET /vipgrades/newlist': RouteOf<typeof vip.gradeListSchema>
  'POST /vipgrades/buy': RouteOf<typeof vip.buySchema>
  'GET /member/rights': RouteOf<typeof vip.rightsSchema>

  // 商家入驻
  'POST /merchant/login': RouteOf<{ body: typeof auth.MerchantLoginBody; response: typeof auth.tokenResponse }>
  'POST /merchant/register': RouteOf<typeof merchant.merchantRegisterSchema>
  'GET /merchant/basesetting': RouteOf<typeof merchant.baseSettingSchema>
  'GET /merchant/type/list': RouteOf<typeof merchant.typeListSchema>
  'GET /adapay/bank/list': RouteOf<typeof merchant.bankListSchema>
  'GET /merchant/settlementapply/detail': RouteOf<typeof merchant.detailSchema>
  'GET /merchant/settlementapply/auditstatus': RouteOf<typeof merchant.auditStatusSchema>
  'POST /merchant/settlementapply/:step': RouteOf<typeof merchant.saveStepSchema>

  // 订单、物流与评价
  'GET /orders': RouteOf<typeof order.listSchema>
  'GET /orderscount': RouteOf<typeof order.countSchema>
  'GET /order/:order_id': RouteOf<typeof order.detailSchema>
  'POST /order/cancel': RouteOf<typeof order.cancelSchema>
  'POST /order/confirmReceipt': RouteOf<typeof order.confirmSchema>
  'POST /trade.delete': RouteOf<typeof order.deleteSchema>
  'GET /trackerpull': RouteOf<typeof logistics.trackSchema>
  'POST /order/rate/create': RouteOf<typeof orderRate.rateCreateSchema>
  'GET /order/rate/list': RouteOf<typeof orderRate.rateListSchema>

  // 支付
  'GET /trade/payment/list': RouteOf<typeof payment.payTypeListSchema>
  'POST /payment': RouteOf<typeof payment.paySchema>
  'GET /payment/:trade_no': RouteOf<typeof payment.paymentStatusSchema>
  'GET /trade/payment/alipay/result': RouteOf<typeof payment.alipayResultSchema>

  // 积分商城
  'GET /pointsmall/goods/items': RouteOf<typeof pointitems.listSchema>
  'GET /pointsmall/goods/items/:id': RouteOf<typeof pointitems.detailSchema>
  'GET /pointsmall/order': RouteOf<typeof pointitems.pointOrderSchema>
  'POST /pointsmall/order/pay': RouteOf<typeof pointitems.pointOrderPaySchema>

  // 店铺
  'GET /distributor/list': RouteOf<typeof distributor.listSchema>
  'GET /distributor/info': RouteOf<typeof distributor.infoByQuerySchema>

  // 图片上传
  'GET /uploads/token': RouteOf<typeof uploads.memberTicketSchema>
  'GET /uploads/shop/token': RouteOf<typeof uploads.shopTicketSchema>
}

export type ApiRoute = keyof ApiPaths
