import type { ReactNode, Ref } from 'react';
import './auth-form.css';

/** The card every sign-in style screen sits in; the heading takes focus when a screen changes state. */
export function AuthCard({
  title,
  titleRef,
  children,
}: {
  title: string;
  titleRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <main className="af-page">
      <section className="af-card">
        <h1 className="af-title" tabIndex={-1} ref={titleRef}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}

/** A form-level message: errors are role=alert, confirmations role=status. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={`af-message af-message-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
