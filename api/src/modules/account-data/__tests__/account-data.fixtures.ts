import type { TestAccount } from '../../../../test/accounts';
import type { TestApp } from '../../../../test/app';
import { say } from '../../chat/__tests__/chat.fixtures';
import { applyTo, createRequest, newTemplate } from '../../hiring/__tests__/hiring.fixtures';

/**
 * A client and an expert who talked in a request's chat, each in words of their own, with a
 * saved template, an n8n connection (its sealed key) and a verification link on the client.
 */
export async function conversation(app: TestApp, client: TestAccount, expert: TestAccount) {
  const templateId = await newTemplate(app);
  const request = await createRequest(app, client, templateId);
  const application = await applyTo(app, expert, request._id);
  await say(app, expert, request._id, `Expert words for ${client.id}`);
  await say(app, client, request._id, `Client words for ${expert.id}`, application._id);
  await app.services.db.query(
    `INSERT INTO saved_templates (user_id, template_id, template_name) VALUES ($1, $2, 'Kept one')`,
    [client.id, templateId],
  );
  await app.services.db.query(
    `INSERT INTO user_settings (user_id, n8n_instance_url, n8n_api_key_sealed, secrets_key_id)
     VALUES ($1, 'https://n8n.example.com', 'sealed-secret-key', 'k1')`,
    [client.id],
  );
  // A verification link: it names the client's address.
  await app.services.db.query(
    `INSERT INTO email_verifications (user_id, email, token_hash, expires_at)
     VALUES ($1, $2, md5(random()::text), now() + interval '1 day')`,
    [client.id, client.email],
  );
  return { templateId, requestId: request._id as string, applicationId: application._id as string };
}
