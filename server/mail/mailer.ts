/**
 * Sends e-mail. Every message is first stored in the outbox (a read-only screen for
 * administrators); with SMTP_URL set it is also sent through nodemailer, and the outbox row
 * records when, or why not.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { outbox } from '../../domain/entities';
import type { AppConfig } from '../config';
import { createRecord, updateRecord, type Row, type Store } from '../resources/repository';

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

  async send(mail: Mail): Promise<Row> {
    const stored = await createRecord(
      this.store,
      outbox,
      { recipient: mail.to, subject: mail.subject, body: mail.text },
      { actorId: null },
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
      { actorId: null },
    );
  }
}
