// A field counts for its step's Continuar from its first render until it unmounts (hidden by
// showWhen), with the result of its validator on the answer it starts with.
import { useCallback, useEffect, useState } from 'react';
import { get } from 'react-hook-form';
import type { FormStepServices } from './field-adapter.ts';
import type { PlanEntry } from './form-plan.ts';

export function useStepPresence(
  entry: PlanEntry & { key: string },
  { validity, valuesNow }: Pick<FormStepServices, 'validity' | 'valuesNow'>,
) {
  const { key } = entry;
  const validate = entry.check ?? entry.validate;
  const check = useCallback(() => {
    const values = valuesNow();
    return validate ? validate(get(values, key) as unknown, values) : true;
  }, [validate, key, valuesNow]);
  // Counted while rendering, so Continuar's first paint already knows (the effect keeps it so).
  useState(() => validity.enter(key, check));
  useEffect(() => {
    validity.enter(key, check);
    return () => validity.leave(key);
  }, [validity, key, check]);
}
