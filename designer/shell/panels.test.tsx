// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { PANELS_KEY, reloadPanels, usePanels } from './panels.ts'
import { PanelToggle } from './PanelToggle.tsx'

beforeEach(() => {
  localStorage.clear()
  reloadPanels()
})
afterEach(cleanup)

describe('collapsible panels', () => {
  it('collapses and opens the palette and the inspector, keeping the choice in localStorage', () => {
    render(
      <>
        <PanelToggle panel="palette" />
        <PanelToggle panel="inspector" />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: '收起组件面板' }))
    expect(usePanels.getState()).toEqual({ palette: false, inspector: true })
    fireEvent.click(screen.getByRole('button', { name: '收起设置面板' }))
    expect(JSON.parse(localStorage.getItem(PANELS_KEY)!)).toEqual({ palette: false, inspector: false })
    expect(screen.getByRole('button', { name: '展开组件面板' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '展开设置面板' })).toBeTruthy()

    reloadPanels()
    expect(usePanels.getState()).toEqual({ palette: false, inspector: false })
    fireEvent.click(screen.getByRole('button', { name: '展开组件面板' }))
    expect(usePanels.getState().palette).toBe(true)
  })

  it('opens both when the stored choice is unreadable', () => {
    localStorage.setItem(PANELS_KEY, '{not json')
    reloadPanels()
    expect(usePanels.getState()).toEqual({ palette: true, inspector: true })
  })
})
