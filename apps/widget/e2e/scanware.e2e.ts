import { describe, expect, it } from 'vitest';
import { SAMPLE_STOCK_ROWS } from '../../api/src/seed/stock/index';
import { phonePage } from './support/browser';
import { E2E_ADMIN_KEY } from './support/deliveries';
import { dialog, kerbInChromium, shot } from './support/session';

// spec 1 §2 "A stock-system modal opens when a QR id is given"; spec 1 §7 "PUT /api/scanware/id/{qrId}
// stockNumber" (docs/decisions/047: only the partner may, by the operator's key or the partner system's own
// key). A dealer points a windscreen QR code at a car from its own system; a customer who scans it lands on
// that car's quote, in Chromium at 394 px.
describe('a scanware QR landing in Chromium', () => {
  const kerb = kerbInChromium();
  const put = (qrId: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${kerb.baseUrl}/api/scanware/id/${qrId}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('lands the customer on the price of the car the dealer mapped the QR code to', async () => {
    const car = SAMPLE_STOCK_ROWS.filter((r) => r.partnerId === 'demo')[10]!;
    const qrId = 'demo-windscreen-e2e';
    // Nobody else may point a code: 401 without a key.
    expect((await put(qrId, { stockNumber: car.stockNumber, partnerId: 'demo' })).status).toBe(401);
    // The operator prints a new code for the dealer ...
    const created = await put(qrId, { stockNumber: SAMPLE_STOCK_ROWS.filter((r) => r.partnerId === 'demo')[3]!.stockNumber, partnerId: 'demo' }, { 'x-kerb-admin-key': E2E_ADMIN_KEY });
    expect(created.status).toBe(200);
    // ... and the dealer's own system moves it to another car with its partner key.
    const issued = await fetch(`${kerb.baseUrl}/api/admin/partners/demo/keys`, { method: 'POST', headers: { 'x-kerb-admin-key': E2E_ADMIN_KEY } });
    const { key } = await issued.json() as { key: string };
    const moved = await put(qrId, { stockNumber: car.stockNumber.toLowerCase() }, { 'x-kerb-partner-key': key });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ qrId, partnerId: 'demo', stockNumber: car.stockNumber });

    const page = await phonePage(kerb.browser);
    await page.goto(`${kerb.baseUrl}/iframe/demo?qrId=${qrId}`);
    await expect.poll(() => dialog(page).getByRole('heading').first().textContent(), { timeout: 10_000 }).toBe('Are these details correct?');
    const shown = await dialog(page).textContent();
    expect(shown).toContain(car.title);
    expect(shown).toContain(car.price.toLocaleString('en-AU'));
    await shot(page, 'scanware-check-asset');
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    // docs/decisions/047: the partner's welcome modal follows, then the quick calculator on the car's price.
    await expect.poll(() => dialog(page).textContent()).toContain('Need finance?');
    // spec 1 §2 "Welcome modal": "Own this vehicle for $X per week*", quoting the scanned car.
    await expect.poll(() => dialog(page).textContent(), { timeout: 10_000 }).toMatch(/Own this vehicle for \$[\d,.]+ per week\*/);
    await shot(page, 'scanware-welcome');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByLabel('Purchase price').inputValue()).toBe(car.price.toLocaleString('en-AU'));
    await shot(page, 'scanware-quote');
    await page.context().close();
  });
});
