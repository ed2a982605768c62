import { createContext } from 'react';

/**
 * When a field's own required error may show. touched: once left (wizard-spec 5). changed: once
 * changed and left (GOV.UK, issue 18): a form that also shows errors on submit provides this, so
 * tabbing through an empty form turns nothing red.
 */
export type FieldErrorTiming = 'touched' | 'changed';

export const FieldErrorTimingContext = createContext<FieldErrorTiming>('touched');
