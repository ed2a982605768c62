import { CampaignHero, LandingHero, SafeHtml } from '@inversiones/design-system';
import type { wizardConfig } from '@inversiones/contract';
import type { ReactNode } from 'react';
import * as messages from '../../messages.ts';
import { StepControls } from '../engine/StepControls.tsx';
import type { StepComponentProps } from '../engine/step-props.ts';
import { useClientFirstName } from './client-first-name.ts';
import { isCampaign, landingConfigOf, toHeroTitle } from './landing-config.ts';
import { useLandingNav } from './landing-nav.ts';
import { useStepHeadingLevel } from '../engine/step-heading-level.ts';

/** The subtitle from the step's items: their labels as one text, or their HTML (sanitised). */
function subtitleOf(items: readonly wizardConfig.Question[]): ReactNode {
  const html = items.filter((i) => i.html);
  if (html.length > 0) return html.map((i, n) => <SafeHtml key={n} html={i.html!} />);
  const text = items
    .map((i) => i.label?.trim())
    .filter(Boolean)
    .join(' ');
  return text || undefined;
}

/** A campaign title with the first name in place (lower-cased, then capitalised). */
function withFirstName(title: string, firstName: string | undefined): string {
  const name = firstName?.toLowerCase() ?? '';
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  return toHeroTitle(title)
    .replaceAll('{nombre}', capitalised)
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
}

/**
 * Landing and LANDING_MODAL steps: the picture, the title with the client's first name, the
 * subtitle and the configured controls ('Comenzar', 'Continuar más tarde', 'No volver a
 * mostrar', the bank). A step whose controls are of type onboarding is a campaign: its hero.
 */
export function LandingStep({ wizardId, context, step, data, nav }: StepComponentProps) {
  const config = landingConfigOf(step);
  const firstName = useClientFirstName(data);
  const level = useStepHeadingLevel();
  const landingNav = useLandingNav(nav, wizardId, context);
  const controls = (
    <StepControls step={step} nav={landingNav} canAdvance onAdvance={() => landingNav.next()} />
  );
  const type = step.config.type;

  if (isCampaign(step) && config.image) {
    return (
      <div data-step-type="campaign">
        <CampaignHero
          imageSrc={config.image}
          imageAlt={config.imageAlt ?? messages.wizardLanding.campaignImageAlt}
          title={withFirstName(config.title, firstName)}
          titleLevel={level}
          html={config.html}
          controls={controls}
        >
          {subtitleOf(step.items)}
        </CampaignHero>
      </div>
    );
  }
  return (
    <div data-step-type={type}>
      <LandingHero
        title={toHeroTitle(config.title)}
        firstName={firstName}
        subtitle={subtitleOf(step.items)}
        backgroundSrc={config.image}
        controls={controls}
        titleLevel={level}
      />
    </div>
  );
}
