import type { Locator } from 'playwright-core';

/**
 * Fills every field of the Become an Expert form (`form`, the open dialog) that is required and
 * not already filled in from the account (name and email), with values every bound accepts.
 */
export async function fillExpertApplication(form: Locator): Promise<void> {
  const fill = (label: string, value: string) =>
    form.getByLabel(label, { exact: true }).fill(value);
  await fill('Location', 'Porto, Portugal');
  await fill('Job title', 'Automation Engineer');
  await fill('Company', 'Flow Works');
  await fill('Years of experience', '6');
  await fill('Degree', 'BSc');
  await fill('Field of study', 'Computer Science');
  await fill('Institution', 'University of Porto');
  await fill('Graduation year', '2016');
  await fill(
    'Professional summary (100-1000 characters)',
    'I build n8n and Zapier automations for small companies: order handling, invoicing, CRM ' +
      'syncs and reporting, with tests and documentation the team can keep up.',
  );
  await form.getByLabel('Workflow automation').check();
  await fill(
    'Why do you want to become an expert? (50-500 characters)',
    'I enjoy turning repetitive work into reliable workflows for teams.',
  );
  await fill(
    'Your expertise goals (50-500 characters)',
    'Grow into AI-assisted automations and share what works in practice.',
  );
  await fill(
    'How will you contribute? (50-500 characters)',
    'Set up templates for clients and improve the ones I use most often.',
  );
}
