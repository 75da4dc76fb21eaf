// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { FormRow } from './FormRow.tsx'
import { useFormFields, type FieldRules } from './use-form-fields.ts'

afterEach(cleanup)

type Field = 'nickname' | 'agree'
interface Values {
  nickname: string
  agree: boolean
}
const rules: FieldRules<Field, Values> = {
  nickname: (values) => (values.nickname ? null : '请输入昵称'),
  agree: (values) => (values.agree ? null : '请同意协议'),
}

let lastFirst: Field | null = null

function Demo() {
  const form = useFormFields<Field, Values>({ nickname: '', agree: false }, rules, ['nickname'])
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        lastFirst = form.validate()
      }}
    >
      <FormRow label="昵称" required field="nickname" error={form.errors.nickname}>
        {({ input }) => (
          <input
            {...input}
            value={form.values.nickname}
            onChange={(event) => form.change('nickname', event.target.value)}
            onBlur={() => form.blur('nickname')}
          />
        )}
      </FormRow>
      <FormRow label="同意" field="agree" error={form.errors.agree}>
        {({ input }) => (
          <input
            {...input}
            type="checkbox"
            checked={form.values.agree}
            onChange={(event) => form.change('agree', event.target.checked)}
          />
        )}
      </FormRow>
      <button type="submit">保存</button>
      <button type="button" onClick={() => form.reset({ nickname: '', agree: false })}>
        重置
      </button>
    </form>
  )
}

describe('useFormFields with FormRow', () => {
  it('checks a field on blur, trims it, and ties the message to the input', () => {
    render(<Demo />)
    const input = screen.getByRole('textbox', { name: '昵称' }) as HTMLInputElement
    expect(input.getAttribute('aria-required')).toBe('true')
    fireEvent.blur(input)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const message = screen.getByRole('alert')
    expect(message.textContent).toBe('请输入昵称')
    expect(input.getAttribute('aria-describedby')).toBe(message.id)
    // A field showing a message is re-checked while it is fixed.
    fireEvent.change(input, { target: { value: '  小明 ' } })
    expect(input.getAttribute('aria-invalid')).toBeNull()
    fireEvent.blur(input)
    expect(input.value).toBe('小明')
  })

  it('validates every ruled field on submit and answers the first invalid one', () => {
    render(<Demo />)
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(lastFirst).toBe('nickname')
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual(['请输入昵称', '请同意协议'])
    fireEvent.change(screen.getByRole('textbox', { name: '昵称' }), { target: { value: 'a' } })
    fireEvent.click(screen.getByRole('checkbox', { name: '同意' }))
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(lastFirst).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('reset starts over without messages', () => {
    render(<Demo />)
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    fireEvent.click(screen.getByRole('button', { name: '重置' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
