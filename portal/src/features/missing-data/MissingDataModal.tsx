import { Button, Dialog, Link, Modal, Stack, Text } from '@inversiones/design-system';
import type { client as clientApi, ResponseOf } from '@inversiones/contract';
import * as messages from '../../messages.ts';

/** The data someone at the firm must register, and whom the client contacts for it. */
export type MissingData = {
  items: string[];
  contact: ResponseOf<typeof clientApi.missingData>['contacto'];
};

export interface MissingDataModalProps {
  /** What /cliente/datosFaltantes reports (null: nothing missing, closed). */
  missing: MissingData | null;
  onClose: () => void;
}

/**
 * Spec 2: 'DATOS FALTANTES' (after login, and in the public enrolment): data the client cannot complete herself must be registered before
 * enrolment continues; it names whom to contact and how (her executive, else the help desk).
 */
export function MissingDataModal({ missing, onClose }: MissingDataModalProps) {
  const m = messages.shell;
  const contact = missing?.contact;
  return (
    <Modal
      isOpen={missing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog
        role="alertdialog"
        title={m.missingDataTitle}
        footer={(close) => <Button onPress={close}>{m.accept}</Button>}
      >
        <Stack gap="sm">
          <Text>{contact ? m.missingDataBody[contact.tipo] : null}</Text>
          <ul>
            {(missing?.items ?? []).map((item) => (
              <li key={item}>
                <Text as="span" weight="semibold">
                  {item}
                </Text>
              </li>
            ))}
          </ul>
          {contact ? (
            <Stack gap="xs">
              <Text weight="semibold">
                {m.missingDataContact}: {contact.nombre}
              </Text>
              <Text>
                {m.missingDataEmail}:{' '}
                <Link variant="inline" href={`mailto:${contact.email}`}>
                  {contact.email}
                </Link>
              </Text>
              {contact.telefono ? (
                <Text>
                  {m.missingDataPhone}:{' '}
                  <Link variant="inline" href={`tel:${contact.telefono.replace(/\s/g, '')}`}>
                    {contact.telefono}
                  </Link>
                </Text>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      </Dialog>
    </Modal>
  );
}
