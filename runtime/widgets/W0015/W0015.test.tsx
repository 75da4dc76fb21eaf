// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { w0015Defaults } from '../../../schemas/widgets/W0015.ts'
import { resolvedGoods } from '../test-goods.ts'
import { W0015 } from './index.ts'

afterEach(cleanup)

const tabs = [
  {
    text: '精选',
    data: [
      resolvedGoods(1, { goods_name: '真丝围巾', price: 12345678 }),
      resolvedGoods(2, { goods_name: '羊绒衫', price: 99950 }),
    ],
  },
]

function prices(wgtToFixed: number) {
  const { container } = render(<W0015 settings={{ ...w0015Defaults, wgtToFixed }} data={tabs} mode="render" />)
  const shown = [...container.querySelectorAll('.mf-showcase__goods-price')].map((el) => el.textContent)
  cleanup()
  return shown
}

describe('W0015 boutique showcase', () => {
  it('shows prices with wgtToFixed decimals', () => {
    expect(prices(2)).toEqual(['¥123,456.78', '¥999.50'])
    expect(prices(1)).toEqual(['¥123,456.8', '¥999.5'])
    expect(prices(0)).toEqual(['¥123,457', '¥1,000'])
  })

  it('applies its title and price colours and font sizes', () => {
    const { container } = render(
      <W0015
        settings={{
          ...w0015Defaults,
          wgtPriceColor: '#123456',
          wgtPriceFontSize: 22,
          wgtTitleColor: '#654321',
          wgtTitleFontSize: 16,
        }}
        data={tabs}
        mode="render"
      />,
    )
    const price = container.querySelector('.mf-showcase__goods-price') as HTMLElement
    const name = container.querySelector('.mf-showcase__goods-name') as HTMLElement
    expect(price.style.color).toBe('rgb(18, 52, 86)')
    expect(price.style.fontSize).toBe('22px')
    expect(name.style.color).toBe('rgb(101, 67, 33)')
    expect(name.style.fontSize).toBe('16px')
  })
})
