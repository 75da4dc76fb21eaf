import { useId, type ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router-dom'

export interface MemberPanelProps {
  /** The panel's heading, shown in the 48 px title row; it names the panel. */
  title?: ReactNode
  /** h1 for the page's own panel, h2 (default) for a panel among others under a page heading. */
  level?: 1 | 2
  /** A fixed id for the heading (a link or another control points at it); generated otherwise. */
  titleId?: string
  /** The right side of the title row: a PanelMoreLink, a count, a button. */
  actions?: ReactNode
  /** A head of the page's own (tabs with a title) instead of the title row; pair with `labelledBy`. */
  head?: ReactNode
  /** The id of the element naming the panel, when `head` carries the heading. */
  labelledBy?: string
  /** The panel's name when it shows no heading (e.g. 订单状态). */
  label?: string
  /** Wraps the content in the padded body; a string adds the body's own classes. */
  body?: boolean | string
  className?: string
  id?: string
  tabIndex?: number
  children?: ReactNode
}

/**
 * The white panel every member page is built of (mf-member-panel, styled in
 * features/member/member-frame.css): a title row with optional actions, then the content,
 * optionally in the padded body.
 *
 * ```tsx
 * <MemberPanel title="最近订单" actions={<PanelMoreLink to="/member/trade">查看全部订单 &gt;</PanelMoreLink>}>
 *   <MemberList items={orders} itemKey={(order) => order.order_id} empty={<MemberEmpty title="您还没有相关订单" />}>{...}</MemberList>
 * </MemberPanel>
 * ```
 */
export function MemberPanel({
  title,
  level = 2,
  titleId,
  actions,
  head,
  labelledBy,
  label,
  body = false,
  className,
  id,
  tabIndex,
  children,
}: MemberPanelProps) {
  const generated = useId()
  const headingId = titleId ?? `${generated}-title`
  const Heading = level === 1 ? 'h1' : 'h2'
  const hasTitle = title !== undefined && title !== null
  return (
    <section
      className={`mf-member-panel${className ? ` ${className}` : ''}`}
      id={id}
      tabIndex={tabIndex}
      aria-labelledby={hasTitle ? headingId : labelledBy}
      aria-label={hasTitle || labelledBy ? undefined : label}
    >
      {head}
      {hasTitle && (
        <div className="mf-member-panel__head">
          <Heading className="mf-member-panel__title" id={headingId}>
            {title}
          </Heading>
          {actions}
        </div>
      )}
      {body ? (
        <div className={`mf-member-panel__body${typeof body === 'string' ? ` ${body}` : ''}`}>{children}</div>
      ) : (
        children
      )}
    </section>
  )
}

/** The quiet link at the right of a panel's title row (查看全部订单 >, 积分商城 >). */
export function PanelMoreLink({ className, ...link }: LinkProps) {
  return <Link className={`mf-member-panel__more${className ? ` ${className}` : ''}`} {...link} />
}
