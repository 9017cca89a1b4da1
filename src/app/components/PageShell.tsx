import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { Header } from '../../shared/ui/Header.tsx';

interface PageShellProps {
  children: ReactNode;
  /** Shown at the right of the header. */
  headerAction?: ReactNode;
  /** Shown above the header (the landing page's promo banner). */
  banner?: ReactNode;
  mainClassName?: string;
}

/** Banner, header, the page's main content and the footer, the same on every store-front page. */
export function PageShell({ children, headerAction, banner, mainClassName }: PageShellProps) {
  return (
    <div className="page">
      {banner}
      <Header action={headerAction} />
      <main className={mainClassName ? `page__main ${mainClassName}` : 'page__main'}>{children}</main>
      <Footer />
    </div>
  );
}
