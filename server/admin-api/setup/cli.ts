import path from 'node:path'
import { parseArgs } from 'node:util'
import { loadConfig } from '../../config.ts'
import { migrateToLatest, openDatabase } from '../../db/index.ts'
import { AppError } from '../../lib/errors.ts'
import { OPERATOR_PASSWORD_RULE } from '../../../schemas/api/admin/operator-password.ts'
import { createAdminFromShell } from './create-admin.ts'
import { readSecret } from './read-secret.ts'

const USAGE = `用法：npm run admin:create -- --username <账号> [--name <姓名>] [--mobile <手机号>] [--shop-name <商城名称>] [--password <密码>] [--reset-password]
  创建超级管理员（或用 --reset-password 为已有账号设置新密码；同时给 --mobile 则一并换绑手机号）。
  密码：${OPERATOR_PASSWORD_RULE}。不给 --password 时读取环境变量 ADMIN_PASSWORD，在终端里则提示输入。`

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    name: { type: 'string', default: '' },
    mobile: { type: 'string' },
    'shop-name': { type: 'string' },
    password: { type: 'string' },
    'reset-password': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
})

if (values.help || !values.username) {
  console.log(USAGE)
  process.exit(values.help ? 0 : 1)
}

const password = values.password ?? process.env.ADMIN_PASSWORD ?? (await readSecret('密码：'))
if (!password) {
  console.error(`请提供密码（--password、环境变量 ADMIN_PASSWORD，或在终端中运行以输入）\n\n${USAGE}`)
  process.exit(1)
}

const config = loadConfig()
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'mallfront.sqlite'),
})
try {
  await migrateToLatest(database.db)
  const message = await createAdminFromShell(database.db, {
    username: values.username,
    name: values.name,
    password,
    shopName: values['shop-name'],
    resetPassword: values['reset-password'],
    mobile: values.mobile,
  })
  console.log(message)
} catch (err) {
  if (!(err instanceof AppError)) throw err
  console.error(err.message)
  process.exitCode = 1
} finally {
  await database.destroy()
}
