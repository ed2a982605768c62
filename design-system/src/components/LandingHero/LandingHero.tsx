import type { ReactNode } from 'react';
import { Heading as AriaHeading } from 'react-aria-components';
import type { HeadingLevel } from '../Heading/index.ts';
import { HeroIllustration } from '../HeroIllustration/index.ts';
import { withFirstName } from './first-name-title.tsx';
import * as s from './LandingHero.css.ts';

export interface LandingHeroProps {
  /**
   * The title; `{nombre}` marks where the client's first name goes ('Hola {nombre}, le damos la
   * bienvenida'). Without a name the token is left out.
   */
  title: string;
  /** The client's first name, in any case: it shows capitalised ('VALENTINA' as 'Valentina'). */
  firstName?: string;
  subtitle?: ReactNode;
  /** The background picture: decorative (no alt), always under a dark scrim; without it the
   * cordillera illustration. */
  backgroundSrc?: string;
  /** The landing's buttons ('Continuar', 'Continuar más tarde'...), on a plain band below. */
  controls?: ReactNode;
  /** The title's level in the page outline (default 2; 1 when the landing is the whole page). */
  titleLevel?: HeadingLevel;
}

/**
 * The welcome of a landing step: a decorative picture under a scrim, the title with the client's
 * first name, a subtitle, and the step's controls.
 */
export function LandingHero({
  title,
  firstName,
  subtitle,
  backgroundSrc,
  controls,
  titleLevel = 2,
}: LandingHeroProps) {
  return (
    <div className={s.root}>
      <div className={s.stage}>
        {backgroundSrc ? (
          <>
            <img className={s.image} src={backgroundSrc} alt="" />
            <span className={s.scrim} aria-hidden="true" />
          </>
        ) : (
          // Without a picture, the firm's own illustration: light ridges low on the navy stage.
          <span className={s.scenery} aria-hidden="true">
            <HeroIllustration tone="dark" />
          </span>
        )}
        <div className={s.content}>
          <AriaHeading level={titleLevel} className={s.title}>
            {withFirstName(title, firstName, s.firstName)}
          </AriaHeading>
          {subtitle ? (
            typeof subtitle === 'string' ? (
              <p className={s.subtitle}>{subtitle}</p>
            ) : (
              <div className={s.subtitle}>{subtitle}</div>
            )
          ) : null}
        </div>
      </div>
      {controls ? <div className={s.controls}>{controls}</div> : null}
    </div>
  );
}
