import { useParams, useSearchParams } from 'react-router-dom';
import * as messages from '../../messages.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { Wizard } from '../engine/Wizard.tsx';
import { isWizardContext } from '../controller/index.ts';

/** The wizard `/wizard` opens when the link names none (wizard-spec 1: BIENVENIDA is the default). */
export const DEFAULT_WIZARD = 'BIENVENIDA';

/**
 * `/wizard/:wizardId[?context=enrolamientoBco]`: any wizard embedded in the page, for a logged-in
 * client (deep links from campaigns). Without a valid context, the stored one or the base.
 */
export function WizardPage() {
  const { wizardId = DEFAULT_WIZARD } = useParams();
  usePageTitle(messages.pageTitle.wizard);
  const [search] = useSearchParams();
  const requested = search.get('context');
  const context = isWizardContext(requested) ? requested : undefined;
  return (
    <Wizard
      key={`${wizardId}:${context ?? ''}`}
      wizardId={wizardId}
      context={context}
      presentation="embedded"
    />
  );
}
