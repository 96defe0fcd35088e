import type { ReactNode } from 'react';

/** A failed action's sentence under its form, announced to screen readers. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="notice error" role="alert">
      {children}
    </p>
  );
}
