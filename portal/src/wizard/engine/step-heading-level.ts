import { createContext, useContext } from 'react';

/**
 * The outline level of headings inside a step: one below the step title, which is the page's h1
 * when the wizard is embedded and h2 in a dialog (axe's heading order).
 */
export const StepHeadingLevelContext = createContext<2 | 3>(3);

/** The level a step's own headings (error summary, result, group titles) take. */
export const useStepHeadingLevel = () => useContext(StepHeadingLevelContext);
