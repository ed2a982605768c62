import { Alert } from '@inversiones/design-system';

/** A refusal or a failure of the last call, said at once (nothing when `message` is empty). */
export function ProblemAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <Alert priority="error" isLive>
      {message}
    </Alert>
  ) : null;
}
