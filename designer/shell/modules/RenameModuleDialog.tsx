import { useEffect } from 'react'
import type { CombinedModule } from '../../../schemas/api/combined-modules.ts'
import { designerApi } from '../../api/client.ts'
import { ModuleNameDialog, useModuleNameForm } from './module-name-form.tsx'

export interface RenameModuleDialogProps {
  /** The module being renamed; null while closed. */
  module: CombinedModule | null
  onClose: () => void
  onRenamed: (module: CombinedModule) => void
}

/** 重命名 of a combined module: its name, required, up to 30 characters. */
export function RenameModuleDialog({ module, onClose, onRenamed }: RenameModuleDialogProps) {
  const form = useModuleNameForm()
  const { reset } = form

  useEffect(() => {
    if (module) reset(module.name)
  }, [module, reset])

  const submit = form.submit(async (name) => {
    if (!module) return false
    onRenamed(await designerApi.renameModule(module.id, name))
    return true
  })

  return (
    <ModuleNameDialog
      open={module !== null}
      title="重命名组合模块"
      width={440}
      form={form}
      onSubmit={submit}
      onClose={onClose}
    />
  )
}
