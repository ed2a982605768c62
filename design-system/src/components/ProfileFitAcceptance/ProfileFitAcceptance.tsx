import type { Ref } from 'react';
import * as messages from '../../messages.ts';
import type { ProfileFitInstrument } from '../../messages/profile-fit-acceptance.ts';
import { Alert } from '../Alert/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { FactList } from '../FactList/index.ts';
import { RISK_LEVEL_MAX, RiskLevelIndicator } from '../RiskLevelIndicator/index.ts';
import { Stack } from '../Stack/index.ts';
import { Text } from '../Text/index.ts';

export interface ProfileFitAcceptanceProps {
  /** The fund's name, or the share's. */
  fundName: string;
  /** The fund's (or share's) risk level, 1..7. */
  fundRiskLevel: number;
  /** What is bought: the title, the scale's label and the declaration name it (default a fund). */
  instrument?: ProfileFitInstrument;
  /** 'Conservador' | 'Moderado' | 'Agresivo' | null (no profile) */
  profileName: string | null;
  /** The highest level the profile takes. */
  maxRiskLevel: number;
  isAccepted: boolean;
  onChange: (accepted: boolean) => void;
  /** Shows the error 'Para continuar, acepte la declaración.' (announced) while not accepted. */
  isInvalid?: boolean;
  errorMessage?: string;
  /** Native forms post the declaration under this name. */
  name?: string;
  isDisabled?: boolean;
  /** Announces the warning when it appears (after choosing the fund); leave off when on load. */
  isLive?: boolean;
  /** The levels in words only, without the two scales: for a narrow column beside a summary. */
  isCompact?: boolean;
  /** The checkbox, for a form that focuses its first invalid field. */
  ref?: Ref<HTMLInputElement>;
}

/** A level on the 1-7 scale, as RiskLevelIndicator shows it. */
const toLevel = (level: number) => Math.min(RISK_LEVEL_MAX, Math.max(1, Math.round(level)));

/**
 * Investing above the investor profile: a warning with the fund's level and the profile's
 * highest one (in words and on the scale), and the declaration the client must tick to continue.
 */
export function ProfileFitAcceptance({
  fundName,
  fundRiskLevel,
  instrument = 'fondo',
  profileName,
  maxRiskLevel,
  isAccepted,
  onChange,
  isInvalid = false,
  errorMessage,
  name,
  isDisabled,
  isLive,
  isCompact = false,
  ref,
}: ProfileFitAcceptanceProps) {
  const m = messages.profileFitAcceptance;
  const wording = m.byInstrument[instrument];
  const fundLevel = toLevel(fundRiskLevel);
  const maxLevel = toLevel(maxRiskLevel);
  return (
    <Stack gap="md">
      <Alert priority="warning" title={wording.title} isLive={isLive}>
        <Stack gap="sm">
          <Text>
            {profileName
              ? m.withProfile(fundName, fundLevel, RISK_LEVEL_MAX, profileName, maxLevel)
              : m.withoutProfile(maxLevel)}
          </Text>
          {isCompact ? null : (
            <FactList
              facts={[
                {
                  id: 'fund',
                  term: wording.instrumentLevel,
                  value: <RiskLevelIndicator level={fundLevel} variant="compact" />,
                },
                {
                  id: 'profile',
                  term: profileName ? m.profileLevel(profileName) : m.noProfileLevel,
                  value: <RiskLevelIndicator level={maxLevel} variant="compact" />,
                },
              ]}
            />
          )}
        </Stack>
      </Alert>
      <Checkbox
        label={wording.declaration}
        isRequired
        name={name}
        value={isAccepted}
        onChange={onChange}
        isDisabled={isDisabled}
        ref={ref}
        // Ticking it answers the error at once, before the form checks again.
        isInvalid={isInvalid && !isAccepted}
        // Also the text when unticked after a tick, instead of 'Este campo es requerido'.
        errorMessage={errorMessage ?? m.required}
      />
    </Stack>
  );
}
