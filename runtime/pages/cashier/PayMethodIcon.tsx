const LOOKS: Record<string, { color: string; mark: string }> = {
  alipay: { color: '#1677ff', mark: '支' },
  wxpay: { color: '#09bb07', mark: '微' },
  testpay: { color: '#479ee9', mark: '模' },
}

/** A round badge in the payment method's colour; unknown methods get the theme's. */
export function PayMethodIcon({ payType }: { payType: string }) {
  const look = LOOKS[payType] ?? { color: '#479ee9', mark: '付' }
  return (
    <svg
      className="mf-pay-method__icon"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="16" fill={look.color} />
      <text x="16" y="21.5" textAnchor="middle" fontSize="15" fontWeight="700" fill="#fff">
        {look.mark}
      </text>
    </svg>
  )
}
