import type { Kysely } from 'kysely'
import { preparedQuery } from '../db/prepared.ts'
import type { Database, TokenKind } from '../db/types.ts'

/** The `auth_tokens` table: one row per signed-in session of a member, shop account or operator. */

export interface NewSession {
  id: string
  kind: TokenKind
  subjectId: number
  expiresAt: number
  userAgent: string
}

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({
      id: session.id,
      kind: session.kind,
      subject_id: session.subjectId,
      expires_at: session.expiresAt,
      revoked_at: null,
      user_agent: session.userAgent.slice(0, 255),
    })
    .execute()
}

export async function revokeSessionRow(db: Kysely<Database>, sessionId: string, at: number): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Revokes every live session of a subject, but the one named by `exceptSessionId`. */
export async function revokeSubjectSessions(
  db: Kysely<Database>,
  kind: TokenKind,
  subjectId: number,
  at: number,
  exceptSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('auth_tokens')
    .set({ revoked_at: at })
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .where('revoked_at', 'is', null)
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId)
  await query.execute()
}

// Every signed-in request reads its session: prepared once (see db/prepared.ts).
export const sessionState = preparedQuery((db, sessionId: string, kind: TokenKind, subjectId: number) =>
  db
    .selectFrom('auth_tokens')
    .select(['revoked_at', 'expires_at'])
    .where('id', '=', sessionId)
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId),
)
