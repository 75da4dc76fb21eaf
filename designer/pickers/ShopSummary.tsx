import { SafeImage } from '../../runtime/components/goods-card/SafeImage.tsx'

/** A shop's logo, name, address and whether it is open. */
export function ShopSummary({
  name,
  logo,
  address,
  isOpen,
}: {
  name: string
  logo?: string
  address?: string
  isOpen?: boolean
}) {
  return (
    <>
      <SafeImage className="dzp-thumb dzp-thumb--round" src={logo} alt="" width={44} height={44} />
      <span className="dzp-row__main">
        <span className="dzp-row__title">{name}</span>
        <span className="dzp-row__meta">
          {address && <span className="dzp-row__address">{address}</span>}
          {isOpen !== undefined &&
            (isOpen ? (
              <span className="dzp-badge dzp-badge--ok">营业中</span>
            ) : (
              <span className="dzp-badge dzp-badge--off">休息中</span>
            ))}
        </span>
      </span>
    </>
  )
}
