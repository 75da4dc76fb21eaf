import ExcelJS from 'exceljs'
import type { Order, OrderItem } from '../../db/types.ts'
import { ORDER_STATUS_DESC } from '../../commerce/order/status.ts'
import { payTypeLabel } from '../../../schemas/api/admin/order-labels.ts'
import { chinaTime } from './china-day.ts'

/**
 * The export's sheet: one row per order line, as a mall's warehouse and finance read it — the
 * order's columns repeat on each of its lines; 实付 and 优惠 are the line's share, and the order's
 * 运费 stands on its first line only, so a column's sum is the orders' total.
 */

export const EXPORT_COLUMNS = [
  { header: '订单号', key: 'order_id', width: 20 },
  { header: '下单时间', key: 'created_at', width: 17 },
  { header: '支付时间', key: 'paid_at', width: 17 },
  { header: '会员手机号', key: 'member_mobile', width: 14 },
  { header: '收货人', key: 'receiver_name', width: 10 },
  { header: '电话', key: 'receiver_mobile', width: 14 },
  { header: '地址', key: 'address', width: 36 },
  { header: '商品', key: 'title', width: 30 },
  { header: '规格', key: 'spec', width: 16 },
  { header: '货号', key: 'bn', width: 14 },
  { header: '数量', key: 'num', width: 6 },
  { header: '单价', key: 'price', width: 10 },
  { header: '实付', key: 'paid', width: 10 },
  { header: '运费', key: 'freight', width: 8 },
  { header: '优惠', key: 'discount', width: 10 },
  { header: '支付方式', key: 'pay_type', width: 10 },
  { header: '订单状态', key: 'status', width: 10 },
  { header: '物流公司', key: 'corp', width: 12 },
  { header: '运单号', key: 'waybill', width: 18 },
  { header: '买家备注', key: 'remark', width: 20 },
  { header: '运营备注', key: 'operator_remark', width: 20 },
] as const

export type ExportOrder = Order & { member_mobile: string }
export interface Shipment {
  delivery_corp_name: string
  delivery_code: string
}

const yuan = (cents: number) => Math.round(cents) / 100
const MONEY_FORMAT = '#,##0.00'

/** The sheet's rows of one order (an order without lines still gets one row). */
export function orderRows(order: ExportOrder, lines: OrderItem[], shipment: Shipment | undefined) {
  const common = {
    order_id: order.order_id,
    created_at: chinaTime(order.created_at),
    paid_at: chinaTime(order.paid_at),
    member_mobile: order.member_mobile,
    receiver_name: order.receiver_name,
    receiver_mobile: order.receiver_mobile,
    address: [order.receiver_province, order.receiver_city, order.receiver_county, order.receiver_address]
      .filter(Boolean)
      .join(' '),
    pay_type: order.pay_type ? payTypeLabel(order.pay_type) : '',
    status: ORDER_STATUS_DESC[order.status],
    corp: shipment?.delivery_corp_name ?? '',
    waybill: shipment?.delivery_code ?? '',
    remark: order.remark,
    operator_remark: order.operator_remark,
  }
  if (lines.length === 0)
    return [
      {
        ...common,
        title: '',
        spec: '',
        bn: '',
        num: order.total_num,
        price: 0,
        paid: yuan(order.total_fee - order.freight_fee),
        freight: yuan(order.freight_fee),
        discount: yuan(order.discount_fee + order.coupon_fee + order.member_discount + order.point_fee),
      },
    ]
  return lines.map((line, index) => ({
    ...common,
    title: line.is_gift ? `${line.item_name}（赠品）` : line.item_name,
    spec: line.spec_desc,
    bn: line.bn,
    num: line.quantity,
    price: yuan(line.price),
    paid: yuan(line.total_fee),
    freight: index === 0 ? yuan(order.freight_fee) : 0,
    discount: yuan(line.item_fee - line.total_fee),
  }))
}

/** A streaming workbook at `file` with the header row written; rows are committed as they are added. */
export function openSheet(file: string) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet('订单')
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ ...column }))
  for (const key of ['price', 'paid', 'freight', 'discount']) sheet.getColumn(key).numFmt = MONEY_FORMAT
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  return {
    add(rows: ReturnType<typeof orderRows>) {
      for (const row of rows) sheet.addRow(row).commit()
    },
    async close() {
      sheet.commit()
      await workbook.commit()
    },
  }
}
