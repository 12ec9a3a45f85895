/**
 * A form's error message in a red box, for every page of the login area. Not Mantine's Alert, which
 * brings its close button and transitions along: the sign-in page has a JavaScript budget.
 */
import type { ReactNode } from 'react';

export function FormError({ children, testId = 'form-error' }: { children: ReactNode; testId?: string }) {
  return (
    <div className="tf-form-error" role="alert" data-testid={testId}>
      {children}
    </div>
  );
}
