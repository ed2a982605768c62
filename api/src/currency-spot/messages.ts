// The FX desk's answers (spec 8 gives only the balance one: the others are the firm's, worded as
// the spec's other messages).
import { currencySpot } from '@inversiones/contract';
import { operationMessages } from '../fund-operations/messages.ts';

const hour = (time: string) => time.replace(/^0/, '');
const { opens, closes } = currencySpot.DESK_HOURS;

export const currencySpotMessages = {
  noCurrentAccounts:
    'Para comprar y vender dólares necesita una cuenta corriente en pesos y otra en dólares. Solicítelas a su ejecutivo de inversiones.',
  /** Like the pay buttons' `closed`: when it opens again, as dd/mm/aaaa hh:mm. */
  closed: (opensAt: string) =>
    `La mesa de dinero está fuera de su horario de atención (días hábiles bancarios de ${hour(opens)} a ${hour(closes)} horas). Podrá comprar y vender dólares desde el ${opensAt}.`,
  quoteNotFound: 'No encontramos esa cotización. Cotice de nuevo para continuar.',
  quoteExpired: 'La cotización venció. Cotice de nuevo para continuar.',
  quoteUsed: 'Esta cotización ya se usó en otra operación. Cotice de nuevo para continuar.',
  /** Spec 8, verbatim. */
  noBalance: operationMessages.noBalance,
  accountNotFound: 'No encontramos esa cuenta corriente.',
  operationNotFound: 'La operación no existe o no pertenece a su perfil.',
} as const;
