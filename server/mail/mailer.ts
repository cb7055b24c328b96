/**
 * Sends e-mail. Every message is first stored in the outbox (a read-only screen for
 * administrators); with SMTP_URL set it is also sent through nodemailer, and the outbox row
 * records when, or why not. A message may carry one PDF (a policy's document, issue 31): kept as
 * a media file of the message's organization, held by the outbox row's `file`, and attached.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FileField } from '../../domain/engine/fields';
import { outbox } from '../../domain/entities/outbox';
import { user } from '../../domain/entities/auth';
import { organizationsOf } from '../../domain/entities/auth';
import { fileTypes } from '../../domain/enums/files';
import { optionByCode } from '../../domain/engine/defineEnum';
import { findUserByEmail } from '../auth/users';
import { uploadedFor } from '../files/looseFiles';
import { createMedia } from '../files/mediaStore';
import { decodeRow } from '../db/codec';
import type { AppConfig } from '../config';
import { createRecord, updateRecord, type Row, type Store } from '../rest/repository';
import { inTransaction } from '../rest/store';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** One PDF sent with the message. */
  attachment?: { name: string; bytes: Buffer };
  /**
   * Who sends it, from which organization: a message to someone who is no user (a client)
   * belongs to the sender's working organization, not to the product's (`userId` null: the
   * product sends it in that organization's name).
   */
  sender?: { userId: number | null; name: string; organizationId: number };
}

const PDF = optionByCode(fileTypes, 'application/pdf').id;

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

  /** The attachment as a media file of the message's organization: its id. */
  private async storeAttachment(
    store: Store,
    mail: Mail,
    writer: { actorId: number | null; organizationId: number },
  ) {
    if (!mail.attachment) return null;
    const { name, bytes } = mail.attachment;
    const field = outbox.fields.file as FileField;
    const record = await createMedia(
      store,
      writer,
      {
        name,
        file_type: PDF,
        size: bytes.length,
        uploaded_for: uploadedFor(outbox, field),
        uploaded_by: mail.sender?.userId ?? null,
        uploaded_by_name: mail.sender?.name ?? '',
      },
      bytes,
    );
    return Number(record.id);
  }

  /**
   * Stores the message (and its file) and sends it once stored. `alongside` writes in the same
   * transaction what goes with it (the policy's audit row): all of it or nothing.
   */
  async send(mail: Mail, alongside?: (tx: Store, stored: Row) => Promise<void>): Promise<Row> {
    const recipientOrganizations = mail.sender
      ? [mail.sender.organizationId]
      : await this.organizationsOf(mail.to);
    // The product writes the message (no user writes the outbox); the sender uploads its file.
    const writer = { actorId: null, organizationId: recipientOrganizations[0] };
    const stored = await inTransaction(this.store, async (tx) => {
      const file = await this.storeAttachment(tx, mail, {
        actorId: mail.sender?.userId ?? null,
        organizationId: writer.organizationId,
      });
      const row = await createRecord(
        tx,
        outbox,
        {
          recipient: mail.to,
          subject: mail.subject,
          body: mail.text,
          recipient_organizations: recipientOrganizations,
          ...(file === null ? {} : { file }),
        },
        writer,
      );
      await alongside?.(tx, row);
      return row;
    });
    if (!this.transport) return stored;
    const attachments = mail.attachment
      ? [
          {
            filename: mail.attachment.name,
            content: mail.attachment.bytes,
            contentType: 'application/pdf',
          },
        ]
      : undefined;
    const result = await this.transport
      .sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments,
      })
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
