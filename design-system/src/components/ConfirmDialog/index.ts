export { ConfirmDialog, type ConfirmDialogProps, type ConfirmKind } from './ConfirmDialog.tsx';
