import { afterAll, describe, expect, it } from 'vitest';
import { createSmtpDelivery } from '../../src/adapters/messages/smtp';
import { startFakeSmtp } from '../messages/fake-servers';

// Issue "To the lender": "The pack and the documents go to the chosen lender on submit": by e-mail through
// SMTP, as attachments (docs/decisions/045).
describe('e-mail attachments through SMTP', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('sends each attachment with its name and type', async () => {
    const smtp = await startFakeSmtp();
    closers.push(smtp.close);
    const pdf = Buffer.from('%PDF-1.7 sample');
    await createSmtpDelivery(smtp.url, 'Kerb <no-reply@kerb.example>').deliver({
      to: 'sample-lender-01@lenders.example', channel: 'EMAIL', subject: 'New application', body: 'Attached.',
      attachments: [
        { filename: 'application-3f2c9a1e.pdf', contentType: 'application/pdf', content: pdf },
        { filename: 'DRIVER_LICENCE_FRONT-licence.jpg', contentType: 'image/jpeg', content: Buffer.from([0xff, 0xd8, 0xff]) },
      ],
    });
    expect(smtp.received).toHaveLength(1);
    const { raw } = smtp.received[0]!;
    expect(raw).toMatch(/Content-Type: application\/pdf; name="?application-3f2c9a1e\.pdf"?/);
    expect(raw).toMatch(/filename="?DRIVER_LICENCE_FRONT-licence\.jpg"?/);
    expect(raw).toContain(pdf.toString('base64'));
  });
});
