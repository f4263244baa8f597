import { AdminLender, AdminProduct, UpdateLenderRequest, UpdateProductRequest } from '@kerb/domain/contracts/lenders';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '#ui/alert';
import { consoleApi, messageOf } from '../console-api';
import { JsonEditor } from '../json-editor';

// Issue 36 §5 "lenders, products, rates, fees and criteria, validated by the domain": the lender's own
// settings and each product's, every one checked as it is typed by the schema the API applies. A save
// reaches every quote at once on this instance, and on the others within the panel's check interval.
const editable = <T extends Record<string, unknown>>(row: T, fixed: readonly string[]) =>
  Object.fromEntries(Object.entries(row).filter(([field, value]) => !fixed.includes(field) && value !== null && value !== undefined));
const LENDER_FIXED = ['id', 'products', 'retiredAt', 'createdAt', 'updatedAt'];
const PRODUCT_FIXED = ['id', 'lenderId', 'retiredAt', 'createdAt', 'updatedAt'];
const SAVED = 'Saved. Quotes use it now.';

export function LenderPage({ id }: { id: string }) {
  const base = `/api/console/lenders/${encodeURIComponent(id)}`;
  const [lender, setLender] = useState<AdminLender | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    consoleApi.get(base, { schema: AdminLender }).then(setLender, setError);
  }, [base]);

  const retire = async (retired: boolean) => {
    try {
      setLender(await consoleApi.post(`${base}/${retired ? 'retire' : 'reinstate'}`, {}, { schema: AdminLender }));
    } catch (caught) {
      setError(caught);
    }
  };

  if (!lender) {
    return (
      <section className="console-page">
        <Link href="/lenders" className="console-back">← Lenders</Link>
        {error !== null ? <Alert tone="error">{messageOf(error)}</Alert> : <p className="console-empty">Loading the lender…</p>}
      </section>
    );
  }
  return (
    <section className="console-page" aria-labelledby="lender-title">
      <Link href="/lenders" className="console-back">← Lenders</Link>
      <header className="console-page__header">
        <h1 id="lender-title">{lender.name}</h1>
        <p className="console-muted">{lender.retiredAt ? 'Retired: in no quote' : 'On the panel'}</p>
        <button type="button" className="kerb-button kerb-button--secondary kerb-button--small" onClick={() => void retire(!lender.retiredAt)}>
          {lender.retiredAt ? 'Reinstate' : 'Retire'}
        </button>
      </header>
      <section className="console-card" aria-labelledby="lender-settings">
        <h2 id="lender-settings">Lender</h2>
        <JsonEditor label="Name, kind, countries, brand, eligibility and documents" initial={editable(lender, LENDER_FIXED)} schema={UpdateLenderRequest}
          onSave={async (value) => {
            const kept = await consoleApi.request('PATCH', base, { body: value, schema: AdminLender });
            setLender(kept);
            return { message: SAVED, kept: editable(kept, LENDER_FIXED) };
          }} />
      </section>
      {lender.products.map((product) => (
        <section key={product.id} className="console-card" aria-labelledby={`product-${product.id}`}>
          <h2 id={`product-${product.id}`}>{product.name}{product.retiredAt && <span className="console-muted"> · retired</span>}</h2>
          <JsonEditor label={`${product.name}: amounts, terms, rates, fees and criteria`} initial={editable(product, PRODUCT_FIXED)} schema={UpdateProductRequest}
            onSave={async (value) => {
              const kept = await consoleApi.request('PATCH', `${base}/products/${encodeURIComponent(product.id)}`, { body: value, schema: AdminProduct });
              return { message: SAVED, kept: editable(kept, PRODUCT_FIXED) };
            }} />
        </section>
      ))}
    </section>
  );
}
