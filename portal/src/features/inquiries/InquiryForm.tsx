import {
  Alert,
  Box,
  Button,
  FileUpload,
  Select,
  Stack,
  SuccessPanel,
  TextArea,
  type UploadedFile,
} from '@inversiones/design-system';
import { inquiries } from '@inversiones/contract';
import { useRef, useState, type FormEvent } from 'react';
import { apiSend } from '../../http/client.ts';
import { useErrorTitle } from '../../store/page-title.ts';
import * as messages from './messages.ts';

const categoryOptions = inquiries.INQUIRY_CATEGORIES.map((key) => ({
  key,
  value: inquiries.inquiryCategoryLabels[key],
}));

interface Draft {
  category: string | null;
  message: string;
  attachment: UploadedFile | null;
}

const emptyDraft: Draft = { category: null, message: '', attachment: null };

type Errors = Partial<Record<'category' | 'message', string>>;

function problems(draft: Draft): Errors {
  const errors: Errors = {};
  if (!draft.category) errors.category = messages.chooseCategory;
  const message = inquiries.newInquirySchema.shape.message.safeParse(draft.message);
  if (!message.success) errors.message = message.error.issues[0]?.message;
  return errors;
}

export interface InquiryFormProps {
  /** Called with the filed inquiry (the list adds it). */
  onFiled: (inquiry: inquiries.Inquiry) => void;
}

/**
 * The form: type, message and an optional file. A failed send keeps everything typed and offers
 * 'Reintentar' with the same request id, so a send that did arrive is never filed twice.
 */
export function InquiryForm({ onFiled }: InquiryFormProps) {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'editing' | 'sending' | 'failed'>('editing');
  const [filed, setFiled] = useState<inquiries.Inquiry | null>(null);
  const [pendingFile, setPendingFile] = useState(false);
  const requestId = useRef(crypto.randomUUID());
  const form = useRef<HTMLFormElement>(null);
  useErrorTitle(Boolean(errors.category || errors.message));

  async function send() {
    setStatus('sending');
    try {
      const answer = await apiSend(
        inquiries.createInquiry,
        {
          requestId: requestId.current,
          category: draft.category as inquiries.InquiryCategory,
          message: draft.message,
          attachment: draft.attachment && {
            name: draft.attachment.name.slice(0, inquiries.INQUIRY_NAME_MAX),
            mediaType: draft.attachment.mediaType,
            base64: draft.attachment.base64,
          },
        },
        { onError: false },
      );
      setFiled(answer.inquiry);
      onFiled(answer.inquiry);
    } catch {
      setStatus('failed');
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (status === 'sending' || pendingFile) return;
    const found = problems(draft);
    setErrors(found);
    if (found.category || found.message) {
      // The first field in error takes the focus, so its message is read.
      const name = found.category ? 'category' : 'message';
      form.current?.querySelector<HTMLElement>(`[data-field="${name}"] button, textarea`)?.focus();
      return;
    }
    void send();
  }

  function startAnother() {
    requestId.current = crypto.randomUUID();
    setDraft(emptyDraft);
    setFiled(null);
    setStatus('editing');
  }

  if (filed) {
    return (
      <SuccessPanel
        title={messages.sent(filed.folio)}
        titleLevel={2}
        actionLabel={messages.another}
        onAction={startAnother}
      >
        {messages.sentDetail}
      </SuccessPanel>
    );
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={messages.formLabel}>
      <Box maxWidth="form">
        <Stack gap="md">
          <div data-field="category">
            <Select
              label={messages.category}
              placeholder={messages.categoryPlaceholder}
              options={categoryOptions}
              value={draft.category}
              onChange={(category) => {
                setDraft((old) => ({ ...old, category }));
                setErrors((old) => ({ ...old, category: undefined }));
              }}
              isRequired
              isInvalid={Boolean(errors.category)}
              errorMessage={errors.category}
            />
          </div>
          <TextArea
            label={messages.message}
            value={draft.message}
            onChange={(message) => setDraft((old) => ({ ...old, message }))}
            maxLength={inquiries.INQUIRY_MESSAGE_MAX}
            rows={6}
            isRequired
            isInvalid={Boolean(errors.message)}
            errorMessage={errors.message}
          />
          <FileUpload
            label={messages.attachment}
            value={draft.attachment}
            onChange={(attachment) => setDraft((old) => ({ ...old, attachment }))}
            onPendingChange={setPendingFile}
          />
          {status === 'failed' && (
            <Alert priority={3} isLive>
              {messages.sendFailed}
            </Alert>
          )}
          <div>
            <Button type="submit" isPending={status === 'sending'} isDisabled={pendingFile}>
              {status === 'failed' ? messages.retry : messages.send}
            </Button>
          </div>
        </Stack>
      </Box>
    </form>
  );
}
