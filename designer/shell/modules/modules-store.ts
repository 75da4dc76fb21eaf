import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'

/**
 * Tells the palette's 组合模块 group to load its list again: a save in the dialog (opened from
 * the edit toolbar or the group) bumps the version the group's list depends on.
 */
const modulesVersion = createStore<{ version: number }>()(() => ({ version: 0 }))

export const modulesChanged = () => modulesVersion.setState((state) => ({ version: state.version + 1 }))

export const useModulesVersion = () => useStore(modulesVersion, (state) => state.version)
