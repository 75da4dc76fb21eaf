import { useEffect, useId, useState } from 'react'
import type { CheckoutPreview } from '../../api/checkout.ts'
import { formatPrice } from '../../../schemas/money.ts'

/** The mall's rule: 100 积分 are worth ¥1 (1 point = 1 分). */
export const POINTS_PER_YUAN = 100

interface PointsSectionProps {
  preview: CheckoutPreview
  /** Points asked for (0 when not used). */
  value: number
  disabled: boolean
  onChange: (points: number) => void
}

/** A whole number from 0 to `max`, from whatever was typed. */
export function clampPoints(text: string, max: number): number {
  const n = Math.floor(Number(text.replace(/[^\d]/g, '') || '0'))
  return Math.max(0, Math.min(Number.isFinite(n) ? n : 0, max))
}

/**
 * 积分抵扣: a box to use points and how many, at most the server's max_point for this order;
 * what they are worth and what is deducted are the server's numbers.
 */
export function PointsSection({ preview, value, disabled, onChange }: PointsSectionProps) {
  const inputId = useId()
  const max = preview.max_point
  const [using, setUsing] = useState(value > 0)
  const [text, setText] = useState(String(value > 0 ? value : max))

  // The allowed maximum shrinks with a coupon; the box follows so it never asks for more.
  useEffect(() => {
    if (using && value > max) {
      setText(String(max))
      onChange(max)
    }
  }, [using, value, max, onChange])

  const toggle = (checked: boolean) => {
    setUsing(checked)
    const points = checked ? clampPoints(text, max) || max : 0
    if (checked) setText(String(points))
    onChange(points)
  }

  const commit = (raw: string) => {
    const points = clampPoints(raw, max)
    setText(String(points))
    if (points !== value) onChange(points)
  }

  const unavailable = max <= 0
  return (
    <section className="mf-checkout-section" aria-labelledby="mf-checkout-points">
      <div className="mf-checkout-section__head">
        <h2 className="mf-checkout-section__title" id="mf-checkout-points">
          积分抵扣
        </h2>
        <span className="mf-checkout-section__note">{POINTS_PER_YUAN}积分抵¥1，最多抵扣商品金额的50%</span>
      </div>
      <div className="mf-points">
        <label className="mf-points__use">
          <input
            type="checkbox"
            checked={using && !unavailable}
            disabled={disabled || unavailable}
            onChange={(event) => toggle(event.target.checked)}
          />
          使用积分
        </label>
        <span className="mf-points__balance">
          可用积分 <b>{preview.point.toLocaleString('en-US')}</b>
          {unavailable ? '，本单不可使用积分抵扣' : `，本单最多可用 ${max.toLocaleString('en-US')} 积分`}
        </span>
        {using && !unavailable && (
          <span className="mf-points__amount">
            <label htmlFor={inputId}>使用</label>
            <input
              id={inputId}
              className="mf-points__input"
              inputMode="numeric"
              value={text}
              disabled={disabled}
              aria-describedby={`${inputId}-worth`}
              onChange={(event) => setText(event.target.value.replace(/[^\d]/g, ''))}
              onBlur={(event) => commit(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commit(event.currentTarget.value)
              }}
            />
            积分
          </span>
        )}
        <span className="mf-points__worth" id={`${inputId}-worth`} aria-live="polite">
          {preview.point_fee > 0 && (
            <>
              已抵扣 {preview.point_use.toLocaleString('en-US')} 积分，抵{' '}
              <em className="mf-price">{formatPrice(preview.point_fee)}</em>
            </>
          )}
        </span>
      </div>
    </section>
  )
}
