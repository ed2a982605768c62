// showWhen lives in the contract: the API checks the same visibility when it validates answers.
import { wizardConfig } from '@inversiones/contract';

export const { isShown, showWhenKeys } = wizardConfig;
