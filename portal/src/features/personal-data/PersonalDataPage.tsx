import { Heading, Stack, Tabs } from '@inversiones/design-system';
import { useCallback } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { clientState } from '../../store/client.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { WizardSections } from '../../wizard/sections/WizardSections.tsx';
import * as messages from './messages.ts';
import { prefillPersonalData } from './prefill.ts';
import { PERSONAL_DATA_PATH, tabItems, tabOf } from './routes.ts';
import { PERSONAL_DATA_WIZARD, tabSections } from './tab-sections.ts';

/**
 * /miPerfil/misDatosPersonales and its tabs (spec 2), natural persons only (the route's menu
 * guard). Each tab shows the steps of a wizard through the engine: same fields, validation and
 * saving as the wizards of the onboarding, one Guardar per section.
 */
export function PersonalDataPage() {
  const subpath = useParams()['*'] ?? '';
  const tab = tabOf(subpath);
  usePageTitle(tab ? messages.tabs[tab] : messages.page.title);
  const { client } = useSnapshot(clientState);
  const prefill = useCallback(
    (data: Readonly<Record<string, unknown>>) => prefillPersonalData(data, clientState.client),
    [],
  );

  if (!tab) return <Navigate to={PERSONAL_DATA_PATH} replace />;
  const { wizardId, picks } = tabSections[tab];
  const personal = wizardId === PERSONAL_DATA_WIZARD;

  return (
    <Stack gap="lg">
      <Heading level={1}>{messages.page.title}</Heading>
      <Tabs aria-label={messages.page.tabsLabel} items={tabItems} selectedKey={tab}>
        <WizardSections
          // A new tab, or the client record arriving, starts its sections from the saved data.
          key={`${tab}:${personal && client ? 'client' : ''}`}
          wizardId={wizardId}
          picks={picks}
          {...(personal ? { prefill } : {})}
        />
      </Tabs>
    </Stack>
  );
}
