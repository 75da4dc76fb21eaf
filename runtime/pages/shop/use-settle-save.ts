import { useState } from 'react'
import { merchantHttp, saveSettlementStep, type SaveStepAnswer, type SettlementFields } from '../../api/merchant.ts'
import { STEP2_FIELDS, STEP3_FIELDS, settleProblem } from './settle-rules.ts'

/** Saves one step; a refusal about a field of the step goes to `onFieldError`, any other to the form's alert. */
export type StepSave = (
  step: 1 | 2 | 3,
  fields: SettlementFields,
  onFieldError: (field: string, message: string) => void,
  stepFields?: readonly string[],
) => Promise<void>

export interface SettleSave {
  save: StepSave
  busy: boolean
  problem: string | null
  clearProblem: () => void
}

const ALL_FIELDS = [
  'settled_type',
  'merchant_type_id',
  'merchant_name',
  'contact_name',
  'contact_mobile',
  'agree',
  ...STEP2_FIELDS,
  ...STEP3_FIELDS,
]

/** The saving side of the settlement form: one call at a time, then `onSaved` with the server's answer. */
export function useSettleSave(onSaved: (step: 1 | 2 | 3, answer: SaveStepAnswer) => void): SettleSave {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const save: StepSave = async (step, fields, onFieldError, stepFields = ALL_FIELDS) => {
    if (busy) return
    setBusy(true)
    setProblem(null)
    try {
      const answer = await saveSettlementStep(merchantHttp(), step, fields, { silent: true })
      onSaved(step, answer)
    } catch (error) {
      const found = settleProblem(error, stepFields)
      if (found.field) onFieldError(found.field, found.message)
      else setProblem(found.message)
    } finally {
      setBusy(false)
    }
  }
  return { save, busy, problem, clearProblem: () => setProblem(null) }
}
