// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { UserStoreProvider, createUserStore, useUserStore } from './user.ts'

afterEach(cleanup)

function Greeting() {
  const mobile = useUserStore((state) => state.userInfo?.memberInfo?.mobile ?? '游客')
  return <p>{mobile}</p>
}

describe('store providers', () => {
  it('give each tree its own store and re-render on change', () => {
    const store = createUserStore({ sessionId: 's' })
    render(
      <UserStoreProvider store={store}>
        <Greeting />
      </UserStoreProvider>,
    )
    expect(screen.getByText('游客')).toBeTruthy()
    act(() => store.getState().setUserInfo({ userId: 1, memberInfo: { mobile: '13800000000' } }))
    expect(screen.getByText('13800000000')).toBeTruthy()
  })

  it('refuse to read a store without its provider', () => {
    expect(() => render(<Greeting />)).toThrow('The user store is used outside its provider')
  })
})
