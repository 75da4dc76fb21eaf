export type IndicatorStyle = 'style1' | 'style2' | 'style3' | 'style4' | 'style5'

/** style1 dots, style2 bars, style3 numbers, style4 squares, style5 image thumbnails. */
const KIND: Record<IndicatorStyle, string> = {
  style1: 'dots',
  style2: 'bars',
  style3: 'numbers',
  style4: 'squares',
  style5: 'thumbnails',
}

export interface CarouselIndicatorsProps {
  styleType: IndicatorStyle
  slides: ReadonlyArray<{ imgUrl?: string }>
  active: number
  onSelect(index: number): void
  className?: string
}

export function CarouselIndicators({ styleType, slides, active, onSelect, className }: CarouselIndicatorsProps) {
  const kind = KIND[styleType] ?? KIND.style1
  return (
    <div className={`mf-w0001__indicators mf-w0001__indicators--${kind}${className ? ` ${className}` : ''}`}>
      {slides.map((slide, i) => (
        <button
          key={i}
          type="button"
          className={`mf-w0001__indicator${i === active ? ' is-active' : ''}`}
          aria-label={`第${i + 1}张`}
          aria-current={i === active ? 'true' : undefined}
          onClick={() => onSelect(i)}
          onMouseEnter={() => onSelect(i)}
        >
          {kind === 'numbers' && i + 1}
          {kind === 'thumbnails' && slide.imgUrl && <img src={slide.imgUrl} alt="" width={60} height={34} />}
        </button>
      ))}
    </div>
  )
}
