import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { BeneficiaryCard } from './BeneficiaryCard.tsx';
import { sampleBeneficiaries, sampleCurrencyNames } from './sample-data.ts';
import type { Beneficiary } from './types.ts';

const [approved, pending, blocked] = sampleBeneficiaries as [Beneficiary, Beneficiary, Beneficiary];

const onEdit = fn();
const onDelete = fn();

const meta = {
  title: 'Componentes/BeneficiaryCard',
  component: BeneficiaryCard,
  args: { beneficiary: approved, currencyLabel: sampleCurrencyNames.USD },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BeneficiaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approved, US bank with SWIFT and ABA; the account shows only its end. */
export const Default: Story = {};

/** The banks' countries as the TEFE service sends them (ISO codes), named by `countryName`. */
const countryNames: Record<string, string> = { DE: 'Alemania', US: 'Estados Unidos' };

/** Pending approval, paid in euros through an intermediary bank; the banks' countries named. */
export const WithIntermediaryBank: Story = {
  args: {
    beneficiary: {
      ...pending,
      Bank: { ...pending.Bank, Country: 'DE' },
      IntermediaryBank: pending.IntermediaryBank && { ...pending.IntermediaryBank, Country: 'US' },
    },
    currencyLabel: sampleCurrencyNames.EUR,
    countryName: (iso: string) => countryNames[iso] ?? iso,
  },
};

/** Blocked by compliance, with missing e-mail ('No informado') and the e-mail rule off. */
export const BlockedWithMissingData: Story = { args: { beneficiary: blocked } };

/** Actions in the footer, named after the person; reachable from the keyboard. */
export const WithActions: Story = {
  args: {
    maskEmail: true,
    actions: (
      <>
        <Button
          variant="secondary"
          size="sm"
          icon={<Icon name="edit" size="sm" />}
          aria-label="Editar beneficiario María José Fernández Soto"
          onPress={onEdit}
        >
          Editar
        </Button>
        <Button
          variant="tertiary"
          size="sm"
          icon={<Icon name="delete" size="sm" />}
          aria-label="Eliminar beneficiario María José Fernández Soto"
          onPress={onDelete}
        >
          Eliminar
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Editar beneficiario María José Fernández Soto' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('mjf***@g***.com')).toBeVisible();
  },
};

export const LongSpanishText: Story = {
  args: {
    beneficiary: {
      ...pending,
      Name: 'Francisca Antonia de los Ángeles',
      FatherLastName: 'Echeverría-Larraín',
      MotherLastName: 'Undurraga Valdivieso',
      Alias: 'Pago de matrícula universitaria en el extranjero',
      StatusId: 9,
      Bank: {
        ...pending.Bank,
        BankName: 'Banco Internacional de Comercio y Desarrollo de Centroamérica S.A.',
        City: 'Ciudad de Panamá',
        Country: 'República de Panamá',
      },
    },
    currencyLabel: 'Dólar de los Estados Unidos de América (USD)',
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { beneficiary: pending, currencyLabel: sampleCurrencyNames.EUR },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { beneficiary: pending, currencyLabel: sampleCurrencyNames.EUR },
};
