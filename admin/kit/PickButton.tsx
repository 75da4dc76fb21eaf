/** A picker row's action: `label` (选择, 添加…) naming the row's goods, or 已选择 and disabled once taken. */
export function PickButton({
  name,
  label,
  taken = false,
  takenLabel = '已选择',
  disabled = false,
  onPick,
}: {
  name: string
  label: string
  taken?: boolean
  takenLabel?: string
  disabled?: boolean
  onPick: () => void
}) {
  const text = taken ? takenLabel : label
  return (
    <button
      type="button"
      className="dz-link"
      disabled={taken || disabled}
      aria-label={`${text} ${name}`}
      onClick={onPick}
    >
      {text}
    </button>
  )
}
