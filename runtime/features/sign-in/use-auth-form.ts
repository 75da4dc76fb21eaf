import { useRef, useState } from 'react'

/**
 * A sign-in form's element, its alert and its sending: the focus on one of its inputs by name (the
 * first that fails the check before a submit, or the one the server refused), and one call at a time.
 */
export function useAuthForm() {
  const formRef = useRef<HTMLFormElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const focus = (name: string) => formRef.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus()
  /** Checks the fields (`names`, or all); false, with the first failing input focused, when one fails. */
  const passes = <K extends string>(form: { validate(names?: readonly K[]): K | null }, names?: readonly K[]) => {
    const invalid = form.validate(names)
    if (invalid) focus(invalid)
    return !invalid
  }
  /** Runs `task` with the form busy and its alert cleared; a failure goes to `refused` and frees the form. */
  async function send(task: () => Promise<void>, refused: (error: unknown) => void): Promise<void> {
    setBusy(true)
    setProblem(null)
    try {
      await task()
    } catch (error) {
      refused(error)
      setBusy(false)
    }
  }
  return { formRef, focus, passes, problem, setProblem, busy, send }
}
