// The flow-response item (wizard-spec 2): the answer of the firm's flow to the client's request
// (status, title, message), stored under the item's key or at its `root` of the jsonData.
import { SafeHtml, StateMessage, type StateMessageTone } from '@inversiones/design-system';
import * as messages from '../../../messages.ts';
import type { DisplayItemProps } from '../item-registry.ts';
import { firstText, recordOf, settingsOf, textOf, titleOf, valueAtPath } from './item-config.ts';
import { useStepHeadingLevel } from '../../engine/step-heading-level.ts';

type ResponseTone = Extract<StateMessageTone, 'success' | 'error' | 'info'>;

const SUCCESS = new Set(['ok', 'success', 'exito', 'éxito', 'aprobado', 'aprobada', 'true', '200']);
const ERROR = new Set(['error', 'fail', 'failed', 'rechazado', 'rechazada', 'false']);

/** The tone of a status as flows send it (text, boolean or HTTP code); anything else is info. */
function toneOf(status: unknown): ResponseTone {
  const key = String(status ?? '')
    .trim()
    .toLowerCase();
  if (SUCCESS.has(key)) return 'success';
  if (ERROR.has(key) || (/^\d{3}$/.test(key) && Number(key) >= 400)) return 'error';
  return 'info';
}

export function FlowResponseItem({ question, value, data }: DisplayItemProps) {
  const headingLevel = useStepHeadingLevel();
  const settings = settingsOf(question);
  const root = textOf(settings['root']);
  const response = value ?? (root ? valueAtPath(data, root) : undefined) ?? question.value;
  const record = recordOf(response);
  const html = textOf(response) ?? firstText(record, 'html', 'mensaje', 'message', 'descripcion');
  // No response yet: nothing to show rather than an empty state.
  if (!record && !html) return null;
  const tone = toneOf(
    record?.['estado'] ?? record?.['status'] ?? record?.['state'] ?? record?.['ok'],
  );
  const title =
    firstText(record, 'titulo', 'title') ??
    titleOf(question) ??
    messages.wizardItems.flowResponseTitle[tone];
  return (
    <StateMessage tone={tone} title={title} titleLevel={headingLevel}>
      {html ? (
        <SafeHtml html={html} />
      ) : tone === 'error' ? (
        messages.wizardItems.flowResponseError
      ) : null}
    </StateMessage>
  );
}
