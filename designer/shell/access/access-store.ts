import { createStore } from 'zustand/vanilla'
import { useStore } from 'zustand'
import type { OperatorInfo } from '../../../schemas/api/designer.ts'
import { DesignerApiError, designerApi } from '../../api/client.ts'

/**
 * Who is using the designer. Everything of the designer sits behind 'operator'; a guest gets the
 * sign-in form, a member or staff session the 无权访问 page (the API answers them 401 and 403).
 */
export type Access =
  | { kind: 'checking' }
  | { kind: 'signed-out' }
  | { kind: 'forbidden' }
  | { kind: 'operator'; operator: OperatorInfo }
  | { kind: 'failed'; message: string }

interface AccessState {
  access: Access
}

export const accessStore = createStore<AccessState>()(() => ({ access: { kind: 'checking' } }))

export function useAccess(): Access {
  return useStore(accessStore, (state) => state.access)
}

function set(access: Access): void {
  accessStore.setState({ access })
}

/** The designer is the console's 页面装修: only roles with that area open it. */
const mayDesign = (operator: OperatorInfo) => operator.areas.includes('pages')

/** Asks the server who the cookie belongs to. */
export async function checkSession(): Promise<void> {
  set({ kind: 'checking' })
  try {
    const session = await designerApi.session()
    set(mayDesign(session.operator) ? { kind: 'operator', operator: session.operator } : { kind: 'forbidden' })
  } catch (error) {
    if (error instanceof DesignerApiError && error.status === 401) set({ kind: 'signed-out' })
    else if (error instanceof DesignerApiError && error.status === 403) set({ kind: 'forbidden' })
    else set({ kind: 'failed', message: error instanceof Error ? error.message : '加载失败' })
  }
}

/** Signs an operator in (with the texted code when the server asked for one); a refusal is thrown for the form to show. */
export async function signIn(username: string, password: string, vcode?: string): Promise<void> {
  const session = await designerApi.signIn(username, password, vcode)
  set(mayDesign(session.operator) ? { kind: 'operator', operator: session.operator } : { kind: 'forbidden' })
}

/** Asks for the sign-in code of an account under attack; answers the server's words. */
export async function requestSignInCode(username: string): Promise<string> {
  return (await designerApi.signInCode(username)).message
}

/** Ends the session; a failure is thrown for the caller to show, and the operator stays signed in. */
export async function signOut(): Promise<void> {
  await designerApi.signOut()
  set({ kind: 'signed-out' })
}

/** The form shown to someone else's session (切换账号 on the 无权访问 page). */
export function showSignIn(): void {
  set({ kind: 'signed-out' })
}

/** A call answered 401 mid-work: the session ended, so the operator signs in again. */
export function sessionExpired(error: unknown): boolean {
  if (error instanceof DesignerApiError && error.status === 401) {
    set({ kind: 'signed-out' })
    return true
  }
  return false
}
