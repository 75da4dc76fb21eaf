/** Whether the editor runs on an Apple keyboard, where ⌘ stands in for Ctrl. */
export const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** The modifier as this platform's keyboards label it. */
export const MOD = IS_MAC ? '⌘' : 'Ctrl'

/** Alt as this platform's keyboards label it. */
export const ALT = IS_MAC ? '⌥' : 'Alt'
