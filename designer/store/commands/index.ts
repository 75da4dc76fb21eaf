import type { Command, CommandKind, CommandOf, Doc } from '../types.ts'
import * as add from './add.ts'
import * as batch from './batch.ts'
import * as del from './delete.ts'
import type { CommandHandler } from './handler.ts'
import * as move from './move.ts'
import * as paste from './paste.ts'
import * as reorder from './reorder.ts'
import * as replace from './replace.ts'
import * as resize from './resize.ts'
import * as updateField from './update-field.ts'

/** Every command kind and its file; the store only talks to these five functions. */

const handlers: { [K in CommandKind]: CommandHandler<K> } = {
  add,
  delete: del,
  move,
  resize,
  'update-field': updateField,
  reorder,
  paste,
  batch,
  replace,
}

const handlerOf = <K extends CommandKind>(command: CommandOf<K>): CommandHandler<K> => handlers[command.kind as K]

export const applyCommand = (doc: Doc, command: Command): Doc => handlerOf(command).apply(doc, command)

export const invertCommand = (command: Command): Command => handlerOf(command).invert(command)

export const prepareCommand = (doc: Doc, command: Command): Command | null => handlerOf(command).prepare(doc, command)

export const isNoopCommand = (command: Command): boolean => handlerOf(command).isNoop(command)

/** 添加轮播图, 移动文本, 修改文本 …, read against the document before the command. */
export const commandLabel = (doc: Doc, command: Command): string => handlerOf(command).label(doc, command)
