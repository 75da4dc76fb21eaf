import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase, type DbHandle } from '../server/db/index.ts'

/**
 * Where one crash run keeps its data: a temp DATA_DIR always (secret, uploads, and the SQLite
 * file), plus a database of its own on the PostgreSQL server, so runs never share rows.
 */
export interface RunDatabase {
  name: 'sqlite' | 'postgres'
  dataDir: string
  /** DATABASE_URL for the server: '' for SQLite. */
  databaseUrl: string
  /** A direct connection for setup and the final checks. */
  open(): Promise<DbHandle>
  /** Drops the PostgreSQL database and removes the data folder. */
  remove(): Promise<void>
}

export function sqliteDatabase(): RunDatabase {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mallfront-reliability-'))
  return {
    name: 'sqlite',
    dataDir,
    databaseUrl: '',
    open: () => openDatabase({ databaseUrl: '', sqliteFile: path.join(dataDir, 'mallfront.sqlite') }),
    remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  }
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A fresh database named mallfront_reliability_<random> on the server `serverUrl` points at. */
export async function postgresDatabase(serverUrl: string): Promise<RunDatabase> {
  const name = `mallfront_reliability_${randomBytes(5).toString('hex')}`
  await admin(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mallfront-reliability-'))
  return {
    name: 'postgres',
    dataDir,
    databaseUrl: url.toString(),
    open: () => openDatabase({ databaseUrl: url.toString(), sqliteFile: '' }),
    remove: async () => {
      await admin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
