import { type ReactNode, useId } from 'react';
import './screen-layout.css';

/** A titled group of fields on a screen ("How much you need", "Your income"), labelled by its title. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="kerb-form-section" aria-labelledby={id}>
      <h2 id={id} className="kerb-form-section__title">{title}</h2>
      {children}
    </section>
  );
}
