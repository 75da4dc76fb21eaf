import type { RouteObject } from 'react-router-dom'
import {
  authLayoutRoute,
  authLayoutFixedRoutes,
  defaultLayoutRoute,
  defaultLayoutFixedRoutes,
  rootRoute,
  shopLayoutRoute,
} from './fixed-routes.tsx'
import { lazyPage } from './routing/lazy-page.ts'

const MOBILE_VIEWPORT = 'width=device-width, initial-scale=1'

/**
 * Every storefront route (spec 2.1), for the server's static handler and WeChat's browser router
 * (desktop browsers hydrate with the frame routes and the page's own route only, entry-client.tsx).
 * Route ids are the spec's route names; a route's fixed document title (spec 2.4) is its handle's
 * `title`, set here (see routing/titles.ts).
 */
export const routes: RouteObject[] = [
  {
    ...rootRoute,
    children: [
      {
        ...defaultLayoutRoute,
        children: [
          { id: 'index', index: true, ...lazyPage('home/HomePage.tsx') },
          { id: 'home', path: 'home', ...lazyPage('home/HomePage.tsx') },
          { id: 'shopadmin-index', path: 'shopadmin/index', ...lazyPage('home/HomePage.tsx') },
          { id: 'items', path: 'items', ...lazyPage('items/ItemsPage.tsx') },
          { id: 'items-id', path: 'items/:id', ...lazyPage('items/detail/ItemDetailPage.tsx') },
          { id: 'custompage', path: 'custompage', ...lazyPage('custompage/CustomPage.tsx') },
          { id: 'product', path: 'product/*', ...lazyPage('product/ProductPage.tsx') },
          {
            id: 'receive-coupons',
            path: 'receive/coupons',
            ...lazyPage('coupons/CouponCenterPage.tsx', { title: '领券中心' }),
          },
          {
            id: 'member-coupon-center',
            path: 'member/coupon-center',
            ...lazyPage('coupons/MemberCouponCenterPage.tsx', { title: '领券中心' }),
          },
          {
            id: 'member-receiveCoupon',
            path: 'member/receiveCoupon',
            ...lazyPage('coupons/ReceiveCouponPage.tsx', { title: '领取优惠券' }),
          },
          {
            id: 'member-helper',
            path: 'member/helper',
            ...lazyPage('helper/MemberHelperPage.tsx', { title: '帮助中心' }),
          },
          {
            id: 'member-user-info',
            path: 'member/user-info',
            ...lazyPage('member/user-info/UserInfoPage.tsx', { title: '会员中心' }),
          },
          {
            id: 'member-address',
            path: 'member/address',
            ...lazyPage('member/address/AddressPage.tsx', { title: '收货地址' }),
          },
          {
            id: 'member-profile',
            path: 'member/profile',
            ...lazyPage('member/profile/ProfilePage.tsx', { title: '个人信息' }),
          },
          {
            id: 'member-change-password',
            path: 'member/change-password',
            ...lazyPage('member/password/ChangePasswordPage.tsx', { title: '更改密码' }),
          },
          {
            id: 'member-trade',
            path: 'member/trade',
            ...lazyPage('member/trade/TradePage.tsx', { title: '我的订单' }),
          },
          {
            id: 'member-trade-id',
            path: 'member/trade/:id',
            ...lazyPage('member/trade/detail/TradeDetailPage.tsx', { title: '订单详情' }),
          },
          {
            id: 'member-trade-point',
            path: 'member/trade/point',
            ...lazyPage('member/point-trade/PointTradePage.tsx', { title: '积分订单' }),
          },
          {
            id: 'member-coupon',
            path: 'member/coupon',
            ...lazyPage('member/coupon/CouponPage.tsx', { title: '优惠券' }),
          },
          {
            id: 'member-point',
            path: 'member/point',
            ...lazyPage('member/point/PointPage.tsx', { title: '我的积分' }),
          },
          {
            id: 'member-collector',
            path: 'member/collector',
            ...lazyPage('member/collector/CollectorPage.tsx', { title: '我的收藏' }),
          },
          {
            id: 'member-follow',
            path: 'member/follow',
            ...lazyPage('member/collector/FollowPage.tsx', { title: '关注的店铺' }),
          },
          {
            id: 'member-foottrace',
            path: 'member/foottrace',
            ...lazyPage('member/foottrace/FoottracePage.tsx', { title: '我的足迹' }),
          },
          { id: 'member-vip', path: 'member/vip', ...lazyPage('member/vip/VipPage.tsx', { title: '会员等级' }) },
          {
            id: 'member-rights',
            path: 'member/rights',
            ...lazyPage('member/vip/RightsPage.tsx', { title: '会员权益' }),
          },
          {
            id: 'member-aftersales',
            path: 'member/aftersales',
            ...lazyPage('member/aftersales/AftersalesListPage.tsx', { title: '售后服务' }),
          },
          {
            id: 'member-aftersales-apply-refund',
            path: 'member/aftersales/apply-refund',
            ...lazyPage('member/aftersales/AftersalesApplyPage.tsx', { title: '申请售后' }),
          },
          {
            id: 'member-aftersales-id',
            path: 'member/aftersales/:id',
            ...lazyPage('member/aftersales/AftersalesDetailPage.tsx', { title: '售后详情' }),
          },
          {
            id: 'member-trade-aftersale-list',
            path: 'member/trade/aftersale-list',
            ...lazyPage('member/aftersales/AftersalesListPage.tsx', { title: '售后订单' }),
          },
          {
            id: 'member-trade-aftersale',
            path: 'member/trade/aftersale',
            ...lazyPage('member/aftersales/AftersalesDetailPage.tsx', { title: '售后详情' }),
          },
          {
            id: 'member-trade-rate',
            path: 'member/trade/rate',
            ...lazyPage('member/rate/RatePage.tsx', { title: '评价晒单' }),
          },
          { id: 'cart', path: 'cart', ...lazyPage('cart/CartPage.tsx', { title: '购物车' }) },
          {
            id: 'cart-checkout',
            path: 'cart/checkout',
            ...lazyPage('checkout/CheckoutPage.tsx', { title: '订单信息' }),
          },
          {
            id: 'cart-address',
            path: 'cart/address',
            ...lazyPage('cart-address/CartAddressPage.tsx', { title: '收货地址' }),
          },
          {
            id: 'cart-addAddress',
            path: 'cart/addAddress',
            ...lazyPage('cart-address/CartAddAddressPage.tsx', { title: '新增收货地址' }),
          },
          { id: 'cart-helper', path: 'cart/helper', ...lazyPage('helper/CartHelperPage.tsx', { title: '购物帮助' }) },
          { id: 'cashier', path: 'cashier', ...lazyPage('cashier/CashierPage.tsx', { title: '收银台' }) },
          {
            id: 'finish-success',
            path: 'finish/success',
            ...lazyPage('finish/FinishSuccessPage.tsx', { title: '支付成功' }),
          },
          { id: 'finish-fail', path: 'finish/fail', ...lazyPage('finish/FinishFailPage.tsx', { title: '支付失败' }) },
          {
            id: 'finish-result',
            path: 'finish/result',
            ...lazyPage('finish/FinishResultPage.tsx', { title: '支付结果' }),
          },
          { id: 'pointitems', path: 'pointitems', ...lazyPage('pointitems/PointItemsPage.tsx', { title: '积分商城' }) },
          { id: 'pointitems-id', path: 'pointitems/:id', ...lazyPage('pointitems/PointItemDetailPage.tsx') },
          {
            id: 'pointitems-checkout',
            path: 'pointitems/checkout',
            ...lazyPage('pointitems/checkout/PointCheckoutPage.tsx', { title: '积分订单确认' }),
          },
          {
            id: 'pointitems-cashierpoint',
            path: 'pointitems/cashierpoint',
            ...lazyPage('pointitems/cashierpoint/PointCashierPage.tsx', { title: '积分支付' }),
          },
          { id: 'article-node-id', path: 'article/node/:id?', ...lazyPage('article/ArticleNodePage.tsx') },
          { id: 'article-content-id', path: 'article/content/:id?', ...lazyPage('article/ArticleDetailPage.tsx') },
          { id: 'article-detail-id', path: 'article/detail/:id?', ...lazyPage('article/ArticleDetailPage.tsx') },
          {
            id: 'article-faqs-id',
            path: 'article/faqs/:id?',
            ...lazyPage('article/ArticleFaqsPage.tsx', { title: '常见问题' }),
          },
          { id: 'news', path: 'news', ...lazyPage('info/InfoNodePage.tsx', { title: '公司新闻' }) },
          { id: 'story', path: 'story', ...lazyPage('info/InfoNodePage.tsx', { title: '品牌故事' }) },
          { id: 'technology', path: 'technology', ...lazyPage('info/InfoNodePage.tsx', { title: '技术' }) },
          { id: 'frenchstyle', path: 'frenchstyle', ...lazyPage('info/InfoNodePage.tsx', { title: '法式风尚' }) },
          { id: 'license', path: 'license', ...lazyPage('info/LicensePage.tsx', { title: '用户协议' }) },
          {
            id: 'license-staff',
            path: 'license/staff',
            ...lazyPage('info/LicensePage.tsx', { title: '员工内购协议' }),
          },
          { id: 'shops-near', path: 'shops/near', ...lazyPage('shops/NearbyShopsPage.tsx', { title: '附近门店' }) },
          { id: 'shops-info', path: 'shops/info', ...lazyPage('shops/ShopInfoPage.tsx') },
          { id: 'shopInfo', path: 'shopInfo', ...lazyPage('shops/ShopInfoPage.tsx') },
          { id: 'store', path: 'store', ...lazyPage('shops/ShopListPage.tsx', { title: '门店列表' }) },
          {
            id: 'precollection',
            path: 'precollection',
            ...lazyPage('precollection/PrecollectionPage.tsx', { title: '新品预览' }),
          },
          { id: 'result', path: 'result', ...lazyPage('result/ResultPage.tsx', { title: '商品搜索' }) },
          ...defaultLayoutFixedRoutes,
        ],
      },
      {
        ...shopLayoutRoute,
        children: [
          { id: 'shop', path: 'shop', ...lazyPage('shop/ShopHomePage.tsx', { title: '商家中心' }) },
          {
            id: 'shop-settleForm',
            path: 'shop/settleForm',
            ...lazyPage('shop/SettleFormPage.tsx', { title: '商家入驻' }),
          },
          { id: 'shop-review', path: 'shop/review', ...lazyPage('shop/ReviewPage.tsx', { title: '入驻审核' }) },
        ],
      },
      {
        ...authLayoutRoute,
        children: [
          { id: 'auth-login', path: 'auth/login', ...lazyPage('auth/LoginPage.tsx', { title: '登录' }) },
          { id: 'auth-reg', path: 'auth/reg', ...lazyPage('auth/RegisterPage.tsx', { title: '注册' }) },
          {
            id: 'auth-forget-password',
            path: 'auth/forget-password',
            ...lazyPage('auth/ForgetPasswordPage.tsx', { title: '找回密码' }),
          },
          { id: 'staff-login', path: 'staff/login', ...lazyPage('auth/StaffLoginPage.tsx', { title: '员工登录' }) },
          { id: 'auth-wx-login', path: 'auth/wx-login', ...lazyPage('auth/WxLoginPage.tsx', { title: '微信登录' }) },
          { id: 'auth-bind', path: 'auth/bind', ...lazyPage('auth/BindPage.tsx', { title: '绑定账号' }) },
          {
            id: 'auth-bindwechat',
            path: 'auth/bindwechat',
            ...lazyPage('auth/BindWechatPage.tsx', { title: '绑定微信' }),
          },
          {
            id: 'auth-bindphone',
            path: 'auth/bindphone',
            ...lazyPage('auth/BindPhonePage.tsx', { title: '绑定手机' }),
          },
          { id: 'auth-redirect', path: 'auth/redirect', ...lazyPage('auth/RedirectPage.tsx', { title: '正在跳转' }) },
          ...authLayoutFixedRoutes,
        ],
      },
      {
        id: 'h5',
        path: 'h5/*',
        ...lazyPage('h5/H5Page.tsx', { title: '移动端商城', viewport: MOBILE_VIEWPORT }),
      },
    ],
  },
]
