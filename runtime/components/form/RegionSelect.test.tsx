// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import type { RegionNode } from '../../api/address.ts'
import { RegionSelect, regionNames, type RegionCodes } from './RegionSelect.tsx'

afterEach(cleanup)

const TREE: RegionNode[] = [
  {
    id: '11',
    label: '北京市',
    children: [{ id: '1101', label: '北京市', children: [{ id: '110101', label: '东城区' }] }],
  },
  { id: '44', label: '广东省', children: [{ id: '4419', label: '东莞市', children: [] }] },
] as RegionNode[]

const EMPTY: RegionCodes = { province_code: '', city_code: '', county_code: '' }

function Harness(props: {
  hideCounty?: boolean
  disabled?: boolean
  vertical?: boolean
  tree?: RegionNode[] | null
  onBlur?: () => void
}) {
  const [value, setValue] = useState(EMPTY)
  return (
    <RegionSelect tree={props.tree === undefined ? TREE : props.tree} value={value} onChange={setValue} {...props} />
  )
}

const box = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement

describe('RegionSelect', () => {
  it('shows the placeholders and cascades: a new province clears city and county', () => {
    render(<Harness />)
    expect(box('省份').selectedOptions[0]!.textContent).toBe('请选择省')
    expect(box('城市').selectedOptions[0]!.textContent).toBe('请选择市')
    expect(box('区县').selectedOptions[0]!.textContent).toBe('区')
    expect(box('城市').disabled).toBe(true)
    fireEvent.change(box('省份'), { target: { value: '11' } })
    fireEvent.change(box('城市'), { target: { value: '1101' } })
    fireEvent.change(box('区县'), { target: { value: '110101' } })
    expect(box('区县').value).toBe('110101')
    fireEvent.change(box('省份'), { target: { value: '44' } })
    expect(box('城市').value).toBe('')
    expect(box('区县').value).toBe('')
  })

  it('disables the county for a city without counties', () => {
    render(<Harness />)
    fireEvent.change(box('省份'), { target: { value: '44' } })
    fireEvent.change(box('城市'), { target: { value: '4419' } })
    expect(box('区县').disabled).toBe(true)
  })

  it('can hide the county, stack vertically, be disabled, and shows 加载中… while the tree loads', () => {
    const { container, unmount } = render(<Harness hideCounty vertical disabled />)
    expect(screen.queryByRole('combobox', { name: '区县' })).toBeNull()
    expect(container.querySelector('.mf-region--vertical')).not.toBeNull()
    expect(box('省份').disabled).toBe(true)
    unmount()
    render(<Harness tree={null} />)
    expect(box('省份').selectedOptions[0]!.textContent).toBe('加载中…')
    expect(screen.getByRole('group', { name: '所在地区' }).getAttribute('aria-busy')).toBe('true')
  })

  it('reports blur only when the focus leaves the group', () => {
    const onBlur = vi.fn()
    render(<Harness onBlur={onBlur} />)
    fireEvent.blur(box('省份'), { relatedTarget: box('城市') })
    expect(onBlur).not.toHaveBeenCalled()
    fireEvent.blur(box('城市'), { relatedTarget: document.body })
    expect(onBlur).toHaveBeenCalledOnce()
  })

  it('names the chosen codes', () => {
    expect(regionNames(TREE, { province_code: '11', city_code: '1101', county_code: '110101' })).toEqual({
      province: '北京市',
      city: '北京市',
      county: '东城区',
    })
  })
})
