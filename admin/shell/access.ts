import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'
import type { OperatorInfo } from '../../schemas/api/designer.ts'
import { DesignerApiError } from '../../designer/api/client.ts'
import { adminApi } from '../api.ts'

/**
 * Who is using the console: a shop without operators gets 初始化, a guest the sign-in, a
 * shopper's session 无权访问, an operator the console (showing only their role's sections).
 */
export type Access =
  | { kind: 'checking' }
  | { kind: 'setup' }
  | { kind: 'signed-out' }
  | { kind: 'forbidden' }
  | { kind: 'operator'; operator: OperatorInfo }
  | { kind: 'failed'; message: string }

export const accessStore = createStore<{ access: Access }>()(() => ({ access: { kind: 'checking' } }))

export const useAccess = (): Access => useStore(accessStore, (state) => state.access)

const set = (access: Access) => accessStore.setState({ access })

export async function checkAccess(): Promise<void> {
  set({ kind: 'checking' })
  try {
    if ((await adminApi.setupState()).needed) return set({ kind: 'setup' })
    set({ kind: 'operator', operator: (await adminApi.session()).operator })
  } catch (error) {
    if (error instanceof DesignerApiError && error.status === 401) set({ kind: 'signed-out' })
    else if (error instanceof DesignerApiError && error.status === 403) set({ kind: 'forbidden' })
    else set({ kind: 'failed', message: error instanceof Error ? error.message : '加载失败' })
  }
}

export async function signIn(username: string, password: string, vcode?: string): Promise<void> {
  set({ kind: 'operator', operator: (await adminApi.signIn(username, password, vcode)).operator })
}

/** The sign-in code of an account under attack; answers the server's words. */
export async function requestSignInCode(username: string): Promise<string> {
  return (await adminApi.signInCode(username)).message
}

export function signedInAs(operator: OperatorInfo): void {
  set({ kind: 'operator', operator })
}

export async function signOut(): Promise<void> {
  await adminApi.signOut()
  set({ kind: 'signed-out' })
}

export function showSignIn(): void {
  set({ kind: 'signed-out' })
}

/** A call answered 401 mid-work: the session ended, so the operator signs in again. */
export function sessionEnded(error: unknown): boolean {
  if (error instanceof DesignerApiError && error.status === 401) {
    set({ kind: 'signed-out' })
    return true
  }
  return false
}
