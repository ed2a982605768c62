import { Alert, Button } from '@inversiones/design-system';
import * as messages from './messages.ts';

/** The end of a data step: the form's error (announced), then Continuar. */
export function DataStepFooter({ error, checking }: { error?: string; checking: boolean }) {
  return (
    <>
      {error ? (
        <Alert priority="error" isLive>
          {error}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" variant="primary" isPending={checking}>
          {messages.summary.continue}
        </Button>
      </div>
    </>
  );
}
