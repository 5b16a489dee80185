import { createTestApp, type TestApp } from '../../../../test/app';
import { createAccount, type TestAccount } from '../../../../test/accounts';
import { openProCheckout, payForPro } from '../../../../test/payments';
import { pdfText } from '../../../../test/pdf/pdf-text';

/**
 * Payment history and PDF receipts (docs/product/payments.md, "Payment history and receipts"),
 * through REST and GraphQL, paid at the test gateway; receipts are parsed back from the PDF.
 */
describe('payment history and receipts', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({
      env: { RECEIPT_SELLER: 'FlowVault S.r.l.|Via Roma 1, Milan|VAT IT123' },
    });
  });
  afterAll(() => app.close());

  const fetchReceipt = (id: string, headers: Record<string, string> = {}) =>
    fetch(`${app.baseUrl}/api/payments/${id}/receipt`, { headers });

  it("lists the account's own payments, newest first, with a receipt number once paid", async () => {
    const account = await createAccount(app.services);
    const stranger = await createAccount(app.services);
    await payForPro(app, stranger);
    const paid = await payForPro(app, account);
    const pending = await openProCheckout(app, account);

    const res = await app.get('/api/payments', account.headers);
    expect(res.status).toBe(200);
    expect(res.body.payments).toEqual([
      expect.objectContaining({ id: pending, status: 'pending', receiptNumber: null }),
      expect.objectContaining({
        id: paid,
        status: 'paid',
        purpose: 'subscription',
        amount: 19,
        currency: 'USD',
        description: 'FlowVault Pro (monthly)',
        receiptNumber: expect.stringMatching(/^FV-\d{6}$/),
      }),
    ]);
    expect(res.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalItems: 2,
      itemsPerPage: 20,
    });
    const second = await app.get('/api/payments?page=2&limit=1', account.headers);
    expect(second.body.payments.map((payment: { id: string }) => payment.id)).toEqual([paid]);
    expect(second.body.pagination.totalItems).toBe(2);

    const graphql = await app.graphql(
      `{ paymentHistory(limit: 5) { payments { id receiptNumber } pagination { totalItems } } }`,
      {},
      account.headers,
    );
    expect(graphql.body.data.paymentHistory.payments.map((p: { id: string }) => p.id)).toEqual([
      pending,
      paid,
    ]);
    expect((await app.get('/api/payments')).status).toBe(401);
    expect((await app.get('/api/payments?limit=1000', account.headers)).status).toBe(400);
  });

  it('gives the payer a PDF receipt naming the seller, the buyer, the line and the total', async () => {
    const account = await createAccount(app.services, { name: 'Grace Hopper' });
    const id = await payForPro(app, account);
    const { receiptNumber } = (await app.get('/api/payments', account.headers)).body.payments[0];

    const res = await fetchReceipt(id, account.headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="flowvault-receipt-${receiptNumber}.pdf"`,
    );
    const text = await pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain(`Receipt number: ${receiptNumber}`);
    expect(text).toContain('FlowVault S.r.l.');
    expect(text).toContain('VAT IT123');
    expect(text).toContain('Grace Hopper');
    expect(text).toContain(account.email);
    expect(text).toContain('FlowVault Pro (monthly)');
    expect(text).toMatch(/Total paid\s+\$19\.00 USD/);
  });

  it('shows a receipt to nobody but its payer and an admin', async () => {
    const payer = await createAccount(app.services);
    const stranger = await createAccount(app.services);
    const admin = await createAccount(app.services, { role: 'admin' });
    const id = await payForPro(app, payer);

    const refused = await fetchReceipt(id, stranger.headers);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: 'not_found', message: 'Receipt not found' });
    expect((await fetchReceipt(id, admin.headers)).status).toBe(200);
    expect((await fetchReceipt(id)).status).toBe(401);
    expect((await fetchReceipt('not-a-payment', payer.headers)).status).toBe(404);
    expect((await fetchReceipt(crypto.randomUUID(), payer.headers)).status).toBe(404);

    const pending = await openProCheckout(app, payer);
    const unpaid = await fetchReceipt(pending, payer.headers);
    expect(unpaid.status).toBe(409);
    expect(await unpaid.json()).toEqual({
      error: 'conflict',
      message: 'Only a paid payment has a receipt.',
    });
  });

  it('mails "Payment received" with the receipt attached, once, when a payment is paid', async () => {
    const account = await createAccount(app.services);
    await payForPro(app, account);
    const mails = await app.services.db.query<{
      subject: string;
      attachments: { filename: string; contentType: string; contentBase64: string }[];
    }>(`SELECT subject, attachments FROM mail_outbox WHERE recipient = $1 AND kind = $2`, [
      account.email,
      'payment-received',
    ]);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Payment received: FlowVault Pro (monthly)');
    const [file] = mails[0].attachments;
    expect(file).toMatchObject({
      filename: expect.stringMatching(/^flowvault-receipt-FV-\d{6}\.pdf$/),
      contentType: 'application/pdf',
    });
    const text = await pdfText(Buffer.from(file.contentBase64, 'base64'));
    expect(text).toMatch(/Total paid\s+\$19\.00 USD/);
  });

  it('numbers receipts in the order payments were paid', async () => {
    const first = await createAccount(app.services);
    const second = await createAccount(app.services);
    await payForPro(app, first);
    await payForPro(app, second);
    const numberOf = async (account: TestAccount) =>
      Number(
        (await app.get('/api/payments', account.headers)).body.payments[0].receiptNumber.slice(3),
      );
    expect(await numberOf(second)).toBe((await numberOf(first)) + 1);
  });
});
