import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isEnrolmentPending } from '../../store/enrolment.ts';
import { uiState } from '../../store/ui.ts';
import { askController, followRedirect, resolveRedirect } from '../controller/index.ts';
import type { WizardContext } from '../controller/index.ts';
import { contactValidationBlocks, isWizardRoute } from './launch-gate.ts';

// The engine loads only when the controller opens a wizard: the shell's first load stays light.
const Wizard = lazy(async () => ({ default: (await import('../engine/Wizard.tsx')).Wizard }));

export interface WizardLauncherProps {
  /** True while the shell shows its own prompt (missing contact data): the wizard waits. */
  suspended?: boolean;
}

type Opened = { wizardId: string; context: WizardContext; journey?: readonly string[] };

/**
 * After login, asks the wizard controller once and opens the wizard it answers as a modal; the
 * engine follows each wizard's end through the controller. Hidden while contact data needs
 * validation, while the shell's prompt is up, and on the embedded /wizard route.
 */
export function WizardLauncher({ suspended = false }: WizardLauncherProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<Opened | null>(null);
  const onWizardRoute = isWizardRoute(pathname);
  // Asked once per mount (the shell stays mounted across pages); not from the embedded route.
  const [askedFrom] = useState(() => (onWizardRoute ? null : pathname));
  // Validating the contact data lifts the gate: the controller is asked again then.
  const { contactValidated } = useSnapshot(uiState);

  useEffect(() => {
    if (askedFrom === null) return;
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      if (await contactValidationBlocks(isEnrolmentPending(), signal)) return;
      const answer = await askController(
        { step: 0, wizard: '', action: 'push', path: askedFrom },
        signal,
      );
      if (signal.aborted) return;
      if (answer.kind === 'open') {
        setOpened({ wizardId: answer.wizardId, context: answer.context, journey: answer.journey });
      } else if (answer.kind === 'redirect_onboarding') {
        const target = resolveRedirect(answer.url);
        if (target) followRedirect(target);
        else console.error(`Redirección del controlador rechazada: ${answer.url}`);
      }
    })().catch((error: unknown) => {
      // Opening a wizard after login is a suggestion: a failure leaves the page as it is.
      if (!signal.aborted)
        console.error('No fue posible consultar los asistentes pendientes', error);
    });
    return () => controller.abort();
  }, [askedFrom, contactValidated]);

  if (!opened || suspended || onWizardRoute) return null;
  return (
    <Suspense fallback={null}>
      <Wizard
        wizardId={opened.wizardId}
        context={opened.context}
        journey={opened.journey}
        presentation="modal"
        onClose={(outcome) => {
          setOpened(null);
          // The journey is done: the home page confirms it and takes the focus (not <body>).
          if (outcome === 'completed') {
            uiState.journeyCompleted = true;
            if (pathname !== '/') void navigate('/');
          }
        }}
      />
    </Suspense>
  );
}
