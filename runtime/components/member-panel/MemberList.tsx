import type { Key, ReactNode } from 'react'

export interface MemberListProps<T> {
  items: readonly T[]
  itemKey: (item: T) => Key
  /** Shown instead of the list when there are no items (a MemberEmpty). */
  empty?: ReactNode
  /** The list's classes (its grid or rows). */
  className?: string
  /** Each item's classes. */
  itemClassName?: string
  /** Names the list when the panel's heading does not. */
  label?: string
  children: (item: T, index: number) => ReactNode
}

/** A member page's list (coupons, favourites, point records): a <ul> of items, or the empty state. */
export function MemberList<T>({
  items,
  itemKey,
  empty = null,
  className,
  itemClassName,
  label,
  children,
}: MemberListProps<T>) {
  if (items.length === 0) return <>{empty}</>
  return (
    <ul className={className} aria-label={label}>
      {items.map((item, index) => (
        <li key={itemKey(item)} className={itemClassName}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  )
}
