import { useEffect, type ReactNode } from 'react';
import { brandName } from '../shared/brand.ts';
import { Header } from '../shared/ui/Header.tsx';
import './checkout.css';

/** The checkout and order pages' frame: the store's header (brand linking home) and the page. */
export function CheckoutShell({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ${brandName}`;
  }, [title]);
  return (
    <div className="page">
      <Header />
      <main className="page__main checkout-page">{children}</main>
    </div>
  );
}
