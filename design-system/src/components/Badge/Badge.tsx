import type { HTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { badge, count, profileBar, profileLevel, type BadgeVariants } from './Badge.css.ts';

export type BadgeTone = Exclude<
  NonNullable<BadgeVariants['tone']>,
  'conservador' | 'moderado' | 'agresivo'
>;

export interface BadgeProps extends Omit<
  HTMLAttributes<HTMLSpanElement>,
  'className' | 'style' | 'children'
> {
  /** neutral (default), info, success, warning, error or brand (teal, for `¡Nuevo!`). */
  tone?: BadgeTone;
  /** md (default, 24 px high) or sm (inside menus and tight rows). */
  size?: BadgeVariants['size'];
  /** Optional decorative icon before the text. */
  icon?: ReactNode;
  children: ReactNode;
}

/** A short status label. It always carries text: the tone only reinforces it. */
export function Badge({ tone, size, icon, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={badge({ tone, size })}>
      {icon}
      {children}
    </span>
  );
}

export interface NewBadgeProps extends Omit<BadgeProps, 'children' | 'tone'> {
  /** Defaults to the spec's `¡Nuevo!`. */
  children?: ReactNode;
}

/** The `¡Nuevo!` mark of new menu items (isNew). */
export function NewBadge({ children = messages.badge.new, size = 'sm', ...props }: NewBadgeProps) {
  return (
    <Badge {...props} tone="brand" size={size}>
      {children}
    </Badge>
  );
}

export interface CountBadgeProps extends Omit<
  HTMLAttributes<HTMLSpanElement>,
  'className' | 'style' | 'children'
> {
  /** How many (unread notifications). Nothing is shown at 0. */
  count: number;
  /** Figures above it show as `max+` (default 99). */
  max?: number;
  /**
   * The announced text; defaults to `messages.badge.unreadNotifications(count)`
   * ('3 notificaciones sin leer'). The figure itself is hidden from screen readers. Pass ''
   * when the surrounding control already says it (the header's bell).
   */
  label?: string;
}

/** The red counter of the notification bell: shows the figure, announces a full sentence. */
export function CountBadge({ count: value, max = 99, label, ...props }: CountBadgeProps) {
  if (value <= 0) return null;
  const shown = value > max ? `${max}+` : String(value);
  return (
    <span {...props} className={count} data-count={value}>
      <span aria-hidden="true">{shown}</span>
      {label === '' ? null : (
        <VisuallyHidden elementType="span">
          {label ?? messages.badge.unreadNotifications(value)}
        </VisuallyHidden>
      )}
    </span>
  );
}

export type InvestorProfile = 'conservador' | 'moderado' | 'agresivo';

const profileLevels: Record<InvestorProfile, number> = {
  conservador: 1,
  moderado: 2,
  agresivo: 3,
};

/** The profile of a PerfilId of the spec: 3 aggressive, 2 moderate, otherwise conservative. */
export function investorProfileFromId(
  perfilId: number | string | null | undefined,
): InvestorProfile {
  const id = Number(perfilId);
  if (id === 3) return 'agresivo';
  if (id === 2) return 'moderado';
  return 'conservador';
}

export interface ProfileBadgeProps extends Omit<
  HTMLAttributes<HTMLSpanElement>,
  'className' | 'style' | 'children'
> {
  /** conservador, moderado or agresivo: the hue of vars.color.profile.* plus its name. */
  profile: InvestorProfile;
  size?: BadgeVariants['size'];
  /** Shown instead of the profile's name (defaults to Conservador, Moderado, Agresivo). */
  children?: ReactNode;
}

/**
 * The investor risk profile: the profile's hue, 1 to 3 risk bars and the name (never colour
 * alone). Screen readers hear "Perfil de inversionista: Moderado".
 */
export function ProfileBadge({ profile, size, children, ...props }: ProfileBadgeProps) {
  const level = profileLevels[profile];
  return (
    <span {...props} className={badge({ tone: profile, size })} data-profile={profile}>
      <span className={profileLevel} aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span key={bar} className={profileBar} data-filled={bar <= level ? '' : undefined} />
        ))}
      </span>
      <VisuallyHidden elementType="span">{messages.badge.profilePrefix} </VisuallyHidden>
      {children ?? messages.badge.profiles[profile]}
    </span>
  );
}
