import { client as clientApi } from '@inversiones/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { apiGet } from '../../http/client.ts';
import { isEnrolmentPending } from '../../store/enrolment.ts';

const ContactValidationForm = lazy(async () => ({
  default: (await import('./ContactValidationForm.tsx')).ContactValidationForm,
}));

/**
 * Contact validation after login (`validacionContacto` answers mostrar at place 'home'): the form
 * inline on the home rather than a dialog, so she can still read her balance first. Its fields
 * load only for the clients it is shown to.
 */
export function ContactValidation() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    // Onboarding (autoEnrolamiento) collects the contact data in its own wizards (launch gate).
    if (isEnrolmentPending()) return;
    const controller = new AbortController();
    apiGet(clientApi.contactValidation, { signal: controller.signal, onError: false }).then(
      ({ mostrar, place }) => {
        if (mostrar && place === 'home') setShown(true);
      },
      // Not asking is the safe side: the check runs again at the next login.
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ContactValidationForm />
    </Suspense>
  );
}
