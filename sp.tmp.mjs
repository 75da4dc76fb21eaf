import { performance } from 'node:perf_hooks'
const line = { cart_id: 1, goods_id: 5, sku_id: 9, distributor_id: 0, title: 't', pic: 'p', spec_desc: '', bn: 'b', market_price: 12000, sale_price: 9900, unit_price: 9900, price_kind: 'sale', point_price: 0, num: 2, store: 100, selected_promotion: null }
const f1 = (l, i) => ({ ...l, item_fee: i, sale_fee: i, member_discount: 0, activity_discount: 0, promotion_fee: 0, coupon_fee: 0, point_fee: 0, discount_fee: 0, total_fee: i, point_total: 0 })
const f2 = (l, i) => Object.assign({}, l, { item_fee: i, sale_fee: i, member_discount: 0, activity_discount: 0, promotion_fee: 0, coupon_fee: 0, point_fee: 0, discount_fee: 0, total_fee: i, point_total: 0 })
const f3 = (l, i) => { const o = { ...l }; o.item_fee = i; o.sale_fee = i; o.member_discount = 0; o.activity_discount = 0; o.promotion_fee = 0; o.coupon_fee = 0; o.point_fee = 0; o.discount_fee = 0; o.total_fee = i; o.point_total = 0; return o }
for (const [n, f] of [['spread', f1], ['assign', f2], ['spread+set', f3], ['spread', f1]]) {
  let x = 0; const t = performance.now(); for (let i = 0; i < 1e6; i++) x += f(line, i).total_fee
  console.log(n, ((performance.now() - t) * 1000 / 1e6).toFixed(3), 'µs')
}
