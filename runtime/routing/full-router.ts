/**
 * react-router itself, for the browser inside WeChat, where routes change in place (spec 2.5):
 * loaded on demand (browser-router.tsx), so desktop browsers never download it.
 */
export * from 'react-router'
export { RouterProvider } from 'react-router/dom'
