import { useState } from 'react'
import { Link, useRevalidator } from 'react-router-dom'
import { getApi } from '../../../api/index.ts'
import { cancelOrder, confirmReceipt, deleteOrder, type OrderCard } from '../../../api/orders.ts'
import { Button } from '../../../components/button/Button.tsx'
import { LinkButton } from '../../../components/button/LinkButton.tsx'
import { buttonClassName } from '../../../components/button/button-class.ts'
import { ConfirmDialog } from '../../../components/modal/ConfirmDialog.tsx'
import { toast } from '../../../components/toast/toast.ts'
import { applyHref } from '../aftersales/apply-rules.ts'
import { rateHref } from '../rate/rate-href.ts'
import { CancelOrderDialog } from './CancelOrderDialog.tsx'
import { cashierHref, orderDetailHref } from './trade-tabs.ts'
import './orders.css'

type Dialog = 'cancel' | 'confirm' | 'delete' | null

export interface OrderActionsProps {
  order: OrderCard
  /** The list shows 订单详情; the detail page does not. */
  detailLink?: boolean
  /** Where 查看物流 goes; the detail page's own logistics panel by default. */
  logisticsHref?: string
  /** 申请售后 for the whole order; the detail page offers it per line instead. */
  aftersales?: boolean
  /** After a delete; by default the page's data is read again (the order leaves the list). */
  onDeleted?: () => void
  className?: string
}

/** Whether the order has a parcel to follow. */
export function hasLogistics(order: OrderCard): boolean {
  return order.delivered_at !== null && (order.status === 'WAIT_BUYER_CONFIRM' || order.status === 'DONE')
}

/** 申请售后 for an order: straight to its line when only one may be applied for. */
function orderApplyHref(order: OrderCard): string {
  const lines = order.items.filter((line) => line.can_aftersales === 1)
  return applyHref(order.order_id, lines.length === 1 ? lines[0]!.id : undefined)
}

/**
 * The buttons the server allows for an order now (its can_* flags): 去支付 and 取消订单 while
 * unpaid, 确认收货 and 查看物流 once shipped, 评价 and 申请售后 while allowed, 删除订单 when finished or
 * cancelled. Each write asks
 * first, shows the result in a toast and reads the page's data again.
 */
export function OrderActions({
  order,
  detailLink = false,
  aftersales = true,
  logisticsHref,
  onDeleted,
  className,
}: OrderActionsProps) {
  const revalidator = useRevalidator()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [busy, setBusy] = useState(false)
  const id = order.order_id

  async function run(write: () => Promise<string>, after: () => void = () => void revalidator.revalidate()) {
    setBusy(true)
    try {
      toast.success(await write())
      setDialog(null)
      after()
    } catch {
      // The API client has already shown the server's message; the dialog stays for another try.
    } finally {
      setBusy(false)
    }
  }

  const cancel = (reason: string) =>
    run(async () => {
      const result = await cancelOrder(getApi(), id, reason)
      return result.refund_fee > 0 ? '订单已取消，货款将原路退回' : '订单已取消'
    })
  const confirm = () =>
    run(async () => {
      const result = await confirmReceipt(getApi(), id)
      return result.point_earned > 0 ? `确认收货成功，获得${result.point_earned}积分` : '确认收货成功'
    })
  const remove = () =>
    run(async () => {
      await deleteOrder(getApi(), id)
      return '删除成功！'
    }, onDeleted)

  return (
    <div className={`mf-order-actions${className ? ` ${className}` : ''}`}>
      {order.can_pay === 1 && (
        <LinkButton
          type="primary"
          size="small"
          to={
            order.order_type === 'point'
              ? `/pointitems/cashierpoint?order_id=${encodeURIComponent(id)}`
              : cashierHref(id)
          }
          aria-label={`去支付订单${id}`}
        >
          去支付
        </LinkButton>
      )}
      {order.can_confirm === 1 && (
        <Button type="primary" size="small" onClick={() => setDialog('confirm')} aria-label={`确认收货：订单${id}`}>
          确认收货
        </Button>
      )}
      {hasLogistics(order) &&
        (logisticsHref?.startsWith('#') ? (
          // A jump within the page: the browser's own anchor scrolling, no route change.
          <a className={buttonClassName({ size: 'small' })} href={logisticsHref} aria-label={`查看物流：订单${id}`}>
            查看物流
          </a>
        ) : (
          <LinkButton
            size="small"
            to={logisticsHref ?? `${orderDetailHref(id)}#logistics`}
            aria-label={`查看物流：订单${id}`}
          >
            查看物流
          </LinkButton>
        ))}
      {order.can_rate === 1 && (
        <LinkButton type="primary" size="small" to={rateHref(id)} aria-label={`评价：订单${id}`}>
          评价
        </LinkButton>
      )}
      {aftersales && order.can_aftersales === 1 && (
        <LinkButton size="small" to={orderApplyHref(order)} aria-label={`申请售后：订单${id}`}>
          申请售后
        </LinkButton>
      )}
      {order.can_cancel === 1 && (
        <Button size="small" onClick={() => setDialog('cancel')} aria-label={`取消订单${id}`}>
          取消订单
        </Button>
      )}
      {order.can_delete === 1 && (
        <Button size="small" type="text" onClick={() => setDialog('delete')} aria-label={`删除订单${id}`}>
          删除订单
        </Button>
      )}
      {detailLink && (
        <Link
          className="mf-plain-link mf-order-actions__detail"
          to={orderDetailHref(id)}
          aria-label={`订单详情：订单${id}`}
        >
          订单详情
        </Link>
      )}

      <CancelOrderDialog
        open={dialog === 'cancel'}
        paid={order.status !== 'NOTPAY'}
        busy={busy}
        onConfirm={cancel}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'confirm'}
        title="确认收货"
        onOk={() => void (busy || confirm())}
        onCancel={() => setDialog(null)}
      >
        请确认您已收到商品。确认收货后订单将完成，货款将支付给商家。
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'delete'}
        title="删除订单"
        onOk={() => void (busy || remove())}
        onCancel={() => setDialog(null)}
      >
        确定删除该订单？删除后将无法恢复。
      </ConfirmDialog>
    </div>
  )
}
