import {
  Alert,
  Badge,
  Button,
  Card,
  CheckboxGroup,
  SignatoryList,
  Stack,
  Text,
} from '@inversiones/design-system';
import { useRef, useState } from 'react';
import {
  signContract,
  validateSignatories,
  type CompanyContract,
  type CompanyProfile,
  type MethodKind,
} from './calls.ts';
import { dottedRut, formatInstant } from './format.ts';
import * as messages from './messages.ts';
import { signingCode } from '../security-pass/messages.ts';
import { SigningCode } from '../security-pass/SigningCode.tsx';

const CODE = /^\d{6}$/;
const stateTone = { pendiente: 'neutral', enFirma: 'warning', firmado: 'success' } as const;

type Notice = { tone: 'success' | 'error'; title: string; text: string } | null;

export interface ContractSigningCardProps {
  initial: CompanyContract;
  attorneys: CompanyProfile['apoderados'];
  /** The logged-in user's rut (stored form), to mark them among the signatories. */
  userRut: string;
  /** The user's active security-pass methods: signing asks for a code of one. */
  methods: readonly MethodKind[];
}

/**
 * One contract's signing flow: its state and signatories; while nobody has signed, the choice
 * of attorneys and their SPF validation; the logged-in attorney's signature when it is his turn.
 */
export function ContractSigningCard({
  initial,
  attorneys,
  userRut,
  methods,
}: ContractSigningCardProps) {
  const m = messages.contract;
  const [contract, setContract] = useState(initial);
  const [chosen, setChosen] = useState<string[]>(() => initial.firmantes.map((f) => f.rut));
  const [chooseError, setChooseError] = useState<string>();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<'validate' | 'sign' | null>(null);
  const [method, setMethod] = useState<MethodKind | undefined>(methods[0]);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const codeRef = useRef<HTMLInputElement>(null);
  // One id per signing act: a retry after a lost answer is the same act, never a second one.
  const authorization = useRef<string | null>(null);

  const withPower = attorneys.filter((a) => a.poderes[contract.tipo] !== null);
  const started = contract.firmantes.some((f) => f.firmadoEl !== null);
  const canChoose = contract.estado !== 'firmado' && !started;
  const youSigned = contract.firmantes.some((f) => f.rut === userRut && f.firmadoEl !== null);

  async function validate() {
    if (busy) return;
    if (!chosen.length) {
      setChooseError(m.chooseRequired);
      return;
    }
    setChooseError(undefined);
    setNotice(null);
    setBusy('validate');
    try {
      setContract(await validateSignatories(contract.tipo, chosen));
      setNotice({ tone: 'success', title: m.validatedTitle, text: m.validated });
    } catch (error) {
      const text = error instanceof Error ? error.message : messages.states.unavailable;
      setNotice({ tone: 'error', title: m.refusedTitle, text });
    } finally {
      setBusy(null);
    }
  }

  async function sign() {
    if (busy) return;
    if (method && !CODE.test(code)) {
      setCodeError(signingCode.invalid);
      codeRef.current?.focus();
      return;
    }
    setCodeError(undefined);
    setNotice(null);
    setBusy('sign');
    authorization.current ??= crypto.randomUUID();
    try {
      const signed = await signContract(contract.tipo, {
        authorizationId: authorization.current,
        ...(method ? { metodo: method, codigo: code } : {}),
      });
      authorization.current = null;
      setContract(signed);
      setCode('');
      const text =
        signed.estado === 'firmado' ? m.signedComplete(signed.nombre) : m.signedYou(signed.nombre);
      setNotice({ tone: 'success', title: m.signedTitle, text });
    } catch (error) {
      // A refused code leaves nothing signed: the next try is a new act with a new code.
      authorization.current = null;
      const text = error instanceof Error ? error.message : messages.states.unavailable;
      setNotice({ tone: 'error', title: m.signFailedTitle, text });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card title={contract.nombre} titleLevel={3} titleSize="md">
      <Stack gap="md">
        <Stack direction="row" gap="sm" wrap align="center">
          <Badge tone={stateTone[contract.estado]}>{m.states[contract.estado]}</Badge>
          {contract.firmadoEl ? (
            <Text tone="secondary">{m.signedOn(formatInstant(contract.firmadoEl))}</Text>
          ) : null}
        </Stack>
        {notice ? (
          <Alert priority={notice.tone} title={notice.title} isLive>
            {notice.text}
          </Alert>
        ) : null}
        <SignatoryList
          aria-label={m.signatoriesLabel(contract.nombre)}
          emptyMessage={m.noSignatories}
          signatories={contract.firmantes.map((f) => {
            const power = attorneys.find((a) => a.rut === f.rut)?.poderes[contract.tipo];
            return {
              id: f.rut,
              name: f.nombre,
              detail: [dottedRut(f.rut), power ? messages.powers[power] : null]
                .filter(Boolean)
                .join(' · '),
              signedAt: f.firmadoEl ? formatInstant(f.firmadoEl) : null,
              isCurrentUser: f.rut === userRut,
            };
          })}
        />
        {canChoose ? (
          withPower.length ? (
            <Stack gap="sm">
              <CheckboxGroup
                label={m.chooseLabel}
                description={m.chooseDescription}
                options={withPower.map((a) => ({
                  key: a.rut,
                  value: `${a.nombre} (${dottedRut(a.rut)}), ${messages.powers[a.poderes[contract.tipo]!].toLowerCase()}`,
                }))}
                value={chosen}
                onChange={(value) => {
                  setChosen(value);
                  if (chooseError) setChooseError(undefined);
                }}
                isRequired
                isInvalid={Boolean(chooseError)}
                errorMessage={chooseError}
              />
              <div>
                <Button
                  variant={contract.estado === 'pendiente' ? 'primary' : 'secondary'}
                  onPress={() => void validate()}
                  isPending={busy === 'validate'}
                  pendingLabel={m.validating}
                >
                  {m.validate}
                </Button>
              </div>
            </Stack>
          ) : (
            <Text>{m.noneWithPower}</Text>
          )
        ) : null}
        {contract.puedeFirmar ? (
          <Stack gap="sm">
            {method ? (
              <>
                <Text>{signingCode.why}</Text>
                <SigningCode
                  methods={methods}
                  method={method}
                  onMethodChange={setMethod}
                  code={code}
                  onCodeChange={(value) => {
                    setCode(value);
                    if (codeError) setCodeError(undefined);
                  }}
                  error={codeError}
                  codeRef={codeRef}
                />
              </>
            ) : null}
            <div>
              <Button
                onPress={() => void sign()}
                isPending={busy === 'sign'}
                pendingLabel={m.signing}
              >
                {m.sign}
              </Button>
            </div>
          </Stack>
        ) : contract.estado === 'enFirma' ? (
          <Text tone="secondary">{youSigned ? m.youSigned : m.notYours}</Text>
        ) : null}
      </Stack>
    </Card>
  );
}
