export {
  PasswordRules,
  type PasswordRule,
  type PasswordRulesProps,
  type PasswordStrengthLevel,
} from './PasswordRules.tsx';
