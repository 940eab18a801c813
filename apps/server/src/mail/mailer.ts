// Outgoing e-mail: SMTP when SMTP_URL is set, otherwise the development outbox (logged and kept in outbox_emails).
import nodemailer from 'nodemailer';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { outboxEmails } from '../db/schema.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(email: Email): Promise<void>;
  close(): Promise<void>;
}

export interface OutboxMessage extends Email {
  id: string;
  created_at: string;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    send: async (email) => {
      await transport.sendMail({ from, ...email });
    },
    close: async () => transport.close(),
  };
}

/** Keeps each message in outbox_emails and prints it, so the flows work without a mail server. */
export function outboxMailer(db: Db, log: (message: string) => void): Mailer {
  return {
    kind: 'outbox',
    send: async (email) => {
      await db.insert(outboxEmails).values(email);
      log(`[outbox] To: ${email.to}\nSubject: ${email.subject}\n\n${email.text}\n`);
    },
    close: async () => undefined,
  };
}

/** The newest outbox messages first, optionally for one address (case-insensitive). */
export async function readOutbox(
  db: Db,
  to: string | undefined,
  limit: number,
): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(to ? eq(sql`lower(${outboxEmails.to})`, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outboxEmails.created_at), desc(outboxEmails.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
