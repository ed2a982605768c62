import type { ReactNode } from 'react';
import { deferredSafeHtml } from '../../lazy/deferred-parts.ts';
import { Heading, type HeadingLevel } from '../Heading/index.ts';
import { Text } from '../Text/index.ts';
import * as s from './CampaignHero.css.ts';

export interface CampaignHeroProps {
  /** The campaign's picture: it carries meaning, so `imageAlt` says what it shows. */
  imageSrc: string;
  imageAlt: string;
  title: ReactNode;
  /** The title's level in the page outline (default 2). */
  titleLevel?: HeadingLevel;
  /** The campaign's text as React content. */
  children?: ReactNode;
  /** The campaign's text as configuration HTML (sanitised). */
  html?: string;
  /** The onboarding controls of the step ('Comenzar', 'Ahora no'...). */
  controls?: ReactNode;
}

/**
 * A campaign step: its picture, title, text and onboarding controls. The picture sits on top on
 * a phone and beside the text from 768 px.
 */
export function CampaignHero({
  imageSrc,
  imageAlt,
  title,
  titleLevel = 2,
  children,
  html,
  controls,
}: CampaignHeroProps) {
  return (
    <div className={s.root}>
      <div className={s.picture}>
        <img className={s.image} src={imageSrc} alt={imageAlt} />
      </div>
      <div className={s.content}>
        <Heading level={titleLevel} size="2xl">
          {title}
        </Heading>
        {children || html ? (
          <div className={s.text}>
            {typeof children === 'string' ? <Text>{children}</Text> : children}
            {html ? <deferredSafeHtml.Component html={html} /> : null}
          </div>
        ) : null}
        {controls ? <div className={s.controls}>{controls}</div> : null}
      </div>
    </div>
  );
}
