import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { builtInPartnerConfig } from '@kerb/domain/partner/samples';
import { deliveries } from '../../src/db/schema/index';
import { ADF_CONTENT_TYPE, adfLead } from '../../src/services/delivery/adf-lead';
import type { DeliveryPayload } from '../../src/services/delivery/queue';
import { buildTestApp, type TestApp } from '../helpers/app';
import { auBorrower, preApprove, saveApplicant } from '../pre-approval/applicant';

// The DOM xmlbuilder2 parses into (the API's TypeScript has no DOM library).
interface XmlElement {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagName(tag: string): ArrayLike<XmlElement> & Iterable<XmlElement>;
}

/** The document's root element, read back by a DOM parser: entities decoded, as a dealer's system reads it. */
const parsed = (xml: string) => create(xml).root().node as unknown as XmlElement;
const texts = (root: XmlElement, tag: string) => [...root.getElementsByTagName(tag)].map((e) => e.textContent);
const attr = (root: XmlElement, tag: string, name: string, i = 0) => root.getElementsByTagName(tag)[i]?.getAttribute(name);

// Issue 36 §10: "besides JSON webhooks, an ADF 1.0 XML lead (application/x-adf+xml) attached to the lead
// e-mail when the partner asks for it" (docs/decisions/074).
describe('the ADF 1.0 lead', () => {
  const partner = { ...builtInPartnerConfig('demo'), dealerName: 'Smith & Sons <Motors>', dealerPhone: '0299990000', contactEmail: 'sales@smith.example' };
  const borrower = {
    personalDetails: { firstName: 'Alex', middleName: 'J', lastName: "O'Neil", email: 'alex@example.com', mobilePhone: '0412345678' },
    address: [{ unitNumber: '4', streetNumber: '12', streetName: 'George Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' }],
    vehicle: { buildYear: 2021, make: { code: 'TOY', name: 'Toyota' }, model: { code: 'COR', name: 'Corolla' }, condition: 'USED', vin: 'JTDBR32E720123456', stockNumber: 'S123' },
    loan: { purchasePrice: 33_210, deposit: 4_000, loanTerm: 5, balloon: 20 },
    selectedLender: { lenderName: 'Sample Lender', matchingEngineLenderId: 'sample-lender-01' },
  } as const;
  const now = new Date('2026-11-28T06:00:00.000Z');
  const xml = adfLead({ applicationId: '3f2c9a1e-0000-4000-8000-000000000001', borrower: borrower as never, partner, country: 'AU', now, stage: 'SUBMITTED' });

  it('opens with the XML declaration and the ADF version instruction', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<?adf version="1.0"?>');
    expect(parsed(xml).tagName).toBe('adf');
  });

  it('holds what ADF requires of a prospect: request date, vehicle, customer contact and vendor', () => {
    const root = parsed(xml);
    expect(attr(root, 'prospect', 'status')).toBe('new');
    expect(texts(root, 'requestdate')).toEqual(['2026-11-28T06:00:00+00:00']);
    expect(attr(root, 'id', 'source')).toBe('Kerb');
    expect(attr(root, 'vehicle', 'interest')).toBe('buy');
    expect(attr(root, 'vehicle', 'status')).toBe('used');
    expect(texts(root, 'year')).toEqual(['2021']);
    expect(texts(root, 'make')).toEqual(['Toyota']);
    expect(texts(root, 'model')).toEqual(['Corolla']);
    expect(texts(root, 'vin')).toEqual(['JTDBR32E720123456']);
    expect(texts(root, 'stock')).toEqual(['S123']);
    expect(texts(root, 'price')).toEqual(['33210']);
    expect(attr(root, 'price', 'currency')).toBe('AUD');
    expect(texts(root, 'amount')).toEqual(['4000']);
    expect(attr(root, 'amount', 'type')).toBe('downpayment');
  });

  it('names the customer as typed, special characters kept, with the home address', () => {
    const root = parsed(xml);
    const contact = root.getElementsByTagName('customer')[0]!.getElementsByTagName('contact')[0]!;
    expect([...contact.getElementsByTagName('name')].map((n) => [n.getAttribute('part'), n.textContent])).toEqual([
      ['first', 'Alex'], ['middle', 'J'], ['last', "O'Neil"],
    ]);
    expect(texts(contact, 'email')).toEqual(['alex@example.com']);
    expect(texts(contact, 'phone')).toEqual(['0412345678']);
    expect(texts(contact, 'street')).toEqual(['4/12 George Street']);
    expect([...texts(contact, 'city'), ...texts(contact, 'regioncode'), ...texts(contact, 'postalcode'), ...texts(contact, 'country')])
      .toEqual(['Sydney', 'NSW', '2000', 'AU']);
    expect(texts(root, 'comments')).toEqual([
      'Finance application submitted to Sample Lender. Loan term 5 years. Balloon 20%. Kerb application 3f2c9a1e-0000-4000-8000-000000000001.',
    ]);
    // The dealer's name is escaped in the XML and read back as written.
    expect(xml).toContain('Smith &amp; Sons &lt;Motors&gt;');
    expect(texts(root, 'vendorname')).toEqual(['Smith & Sons <Motors>']);
  });

  it('leaves out what the borrower has not given, rather than writing empty elements', () => {
    const bare = adfLead({ applicationId: 'a1', borrower: { personalDetails: { firstName: 'Sam', email: 'sam@example.com' } } as never, partner: builtInPartnerConfig('demo'), country: 'NZ', now, stage: 'REFERRED' });
    const root = parsed(bare);
    expect(root.getElementsByTagName('vin')).toHaveLength(0);
    expect(root.getElementsByTagName('address')).toHaveLength(0);
    expect(root.getElementsByTagName('price')).toHaveLength(0);
    expect(bare).not.toMatch(/<(\w+)[^>]*><\/\1>|<\w+[^>]*\/>/);
    expect(texts(root, 'comments')[0]).toContain('referred');
  });
});

describe('the ADF lead on the partner\'s lead e-mail', () => {
  let t: TestApp;
  const admin = { 'x-kerb-admin-key': 'admin-key-for-adf-tests' };
  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_KEY: admin['x-kerb-admin-key'] } });
  }, 60_000);
  afterAll(() => t.close());

  const leadEmailRow = async (applicationId: string) => {
    const [row] = await t.handle.db.select().from(deliveries)
      .where(and(eq(deliveries.orderingKey, applicationId), eq(deliveries.eventType, 'application.preapproved'), eq(deliveries.channel, 'EMAIL')));
    return row!.payload as DeliveryPayload;
  };
  const leadAfterPreApproval = async (adf: boolean) => {
    const partner = await t.app.lenderPanel.partner('instant-lead');
    const put = await t.app.inject({ method: 'PUT', url: '/api/admin/partners/instant-lead', headers: admin, payload: { ...partner, adfLead: adf } });
    expect(put.statusCode).toBe(200);
    const who = await saveApplicant(t, auBorrower('Nguyen', { personalDetails: { mobilePhone: '0412345678', email: 'alex@example.com' } }), { partnerId: 'instant-lead' });
    expect((await preApprove(t, who, { sendLeadEmail: true })).statusCode).toBe(200);
    return { who, payload: await leadEmailRow(who.applicationId) };
  };

  it('is attached when the partner asks for it, and sent with the e-mail', async () => {
    const { who, payload } = await leadAfterPreApproval(true);
    const [file] = payload.email!.attachments!;
    expect(file).toMatchObject({ filename: `lead-${who.applicationId.slice(0, 8)}.adf.xml`, contentType: ADF_CONTENT_TYPE });
    const root = parsed(file!.text);
    expect(texts(root, 'id')).toContain(who.applicationId);
    expect(texts(root, 'email')).toContain('alex@example.com');
    while ((await t.app.delivery.runOnce()) > 0);
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=leads%40bayview-auto.example.com' })).json().messages;
    expect(outbox.some((m: { attachments?: string[] }) => m.attachments?.includes(file!.filename))).toBe(true);
  });

  it('is not attached for a partner that has not asked, and is never in the widget\'s config', async () => {
    const { payload } = await leadAfterPreApproval(false);
    expect(payload.email!.attachments).toBeUndefined();
    const config = await t.app.inject({ method: 'POST', url: '/api/partner/partnerConfigFromVroomCode', payload: { vroomCode: 'instant-lead' } });
    expect(config.json()).not.toHaveProperty('adfLead');
  });
});
