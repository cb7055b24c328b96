/**
 * Sends e-mail. Every message is first stored in the outbox (a read-only screen for
 * administrators); with SMTP_URL set it is also sent through nodemailer, and the outbox row
 * records when, or why not.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { outbox } from '../../domain/entities/outbox';
import { user } from '../../domain/entities/auth';
import { organizationsOf } from '../../domain/entities/auth';
import { findUserByEmail } from '../auth/users';
import { decodeRow } from '../db/codec';
import type { AppConfig } from '../config';
import { createRecord, updateRecord, type Row, type Store } from '../rest/repository';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly store: Store,
    config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>,
    private readonly from = config.mailFrom,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  /**
   * The organization a message belongs to: its recipient's (the first of theirs), so only
   * that organization's members see it in the outbox; the product's own for anyone else.
   */
  private async organizationsOf(recipient: string): Promise<number[]> {
    const row = await findUserByEmail(this.store, recipient);
    const organizations = row ? (decodeRow(user, row).organizations as number[]) : [];
    return organizationsOf(organizations.map(Number));
  }

  async send(mail: Mail): Promise<Row> {
    const recipientOrganizations = await this.organizationsOf(mail.to);
    const writer = { actorId: null, organizationId: recipientOrganizations[0] };
    const stored = await createRecord(
      this.store,
      outbox,
      {
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        recipient_organizations: recipientOrganizations,
      },
      writer,
    );
    if (!this.transport) return stored;
    const result = await this.transport
      .sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text })
      .then(() => ({ sent_at: new Date().toISOString() }))
      .catch((error: Error) => ({ error: error.message.slice(0, 500) }));
    return updateRecord(
      this.store,
      outbox,
      stored.id as number,
      { ...result, updated_at: stored.updated_at },
      writer,
    );
  }
}
