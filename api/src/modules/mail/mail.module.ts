import { CreateMailOutbox1764600000000 } from '../../db/migrations/1764600000000-create-mail-outbox';
import { MailOutboxHeadersAndDigests1764700000000 } from '../../db/migrations/1764700000000-mail-outbox-headers-and-digests';
import { MailAttachments1764800200000 } from '../../db/migrations/1764800200000-mail-attachments';
import type { FeatureModule } from '../feature-module';
import { createMailTransport } from './mail-transport';
import { MailService } from './mail.service';

/**
 * Email (docs/product/mail-and-notifications.md): a queue in PostgreSQL that other features write
 * to in their transactions (`mail.enqueue(tx, ...)`), worked by one worker per API process, started
 * with the process's warm-up and stopped at shutdown. It needs no other feature, so it is listed
 * first.
 */
export const mailModule: FeatureModule<{ mail: MailService }> = {
  name: 'mail',
  migrations: [
    CreateMailOutbox1764600000000,
    MailOutboxHeadersAndDigests1764700000000,
    MailAttachments1764800200000,
  ],
  services: ({ db, env, logger }) => {
    const mailLogger = logger.child({ feature: 'mail' });
    return {
      mail: new MailService(
        db,
        { publicUrl: env.publicUrl, from: env.mailFrom },
        createMailTransport(env, mailLogger),
        mailLogger,
      ),
    };
  },
  warmUp: async ({ mail }) => mail.start(),
  close: ({ mail }) => mail.close(),
};
