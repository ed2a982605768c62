import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { BalanceSummary, type BalanceTotal } from '../components/BalanceSummary/BalanceSummary.tsx';
import { Button } from '../components/Button/Button.tsx';
import { FundCard, type FundCardProps } from '../components/FundCard/FundCard.tsx';
import { Heading } from '../components/Heading/Heading.tsx';
import { MovementList } from '../components/MovementList/MovementList.tsx';
import { sampleInTransit, sampleMovements } from '../components/MovementList/sample-movements.ts';
import { PayButtonList, type PayButtonOption } from '../components/PayButtonList/PayButtonList.tsx';
import { sampleBanks } from '../components/PayButtonList/sample-banks.ts';
import { Stack } from '../components/Stack/Stack.tsx';
import { Tabs } from '../components/Tabs/Tabs.tsx';
import { Text } from '../components/Text/Text.tsx';

const balanceDate = '2026-11-20';

const totals: BalanceTotal[] = [
  { currency: 'CLP', balance: 27468135, result: 1234567 },
  { currency: 'USD', balance: 1234.56, result: -18.9 },
];

const funds: (Omit<FundCardProps, 'headingLevel' | 'actions'> & { id: string })[] = [
  {
    id: 'renta-chile-a',
    fundName: 'Fondo Mutuo Renta Chile',
    series: 'A',
    account: '12345-6',
    balance: 12345678,
    balanceDate,
    quotaValue: 1523.4521,
    quotas: 8103.6712,
    variation: 1.25,
  },
  {
    id: 'acciones-latam-b',
    fundName: 'Fondo Mutuo Acciones Latinoamericanas',
    series: 'B',
    account: '12345-6',
    balance: 15122457,
    balanceDate,
    quotaValue: 2871.0934,
    quotas: 5267.1012,
    variation: -2.37,
  },
  {
    id: 'dolar-global-i',
    fundName: 'Fondo Mutuo Dólar Global',
    series: 'I',
    account: '99887-1',
    currency: 'USD',
    balance: 1234.56,
    balanceDate,
    quotaValue: 1.2345,
    quotas: 1000.0486,
    variation: 0,
  },
];

// The fund cards share a responsive grid: one column at 320 px, three on a desktop page.
const fundGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  gap: 16,
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;

interface MisFondosProps {
  /** Every section still loading. */
  isLoading?: boolean;
}

/** The 'Mis Fondos' screen: totals, one card per fund, movements and funding the account. */
function MisFondos({ isLoading = false }: MisFondosProps) {
  const [bankId, setBankId] = useState<PayButtonOption['id']>();
  const fundsId = useId();
  const fundingId = useId();
  return (
    <Stack gap="xl">
      <Heading level={1}>Mis Fondos</Heading>
      <BalanceSummary totals={totals} date={balanceDate} isLoading={isLoading} />
      <Stack as="section" gap="md" aria-labelledby={fundsId}>
        <Heading level={2} size="xl" id={fundsId}>
          Sus fondos
        </Heading>
        <ul style={fundGrid}>
          {funds.map(({ id, ...fund }) => (
            // A grid item stretches: the cards of a row share one height.
            <li key={id} style={{ display: 'grid' }}>
              <FundCard
                {...fund}
                isLoading={isLoading}
                actions={
                  <>
                    <Button size="sm" aria-label={`Invertir en ${fund.fundName}`}>
                      Invertir
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Rescatar de ${fund.fundName}`}
                    >
                      Rescatar
                    </Button>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </Stack>
      <Tabs
        aria-label="Movimientos de sus fondos"
        items={[
          { id: 'movimientos', label: 'Mis Movimientos' },
          { id: 'enTransito', label: 'Movimientos en Tránsito' },
        ]}
      >
        {(item) =>
          item.id === 'movimientos' ? (
            <MovementList
              title="Fondo Mutuo Renta Chile Serie A"
              headingLevel={3}
              movements={sampleMovements}
              isLoading={isLoading}
            />
          ) : (
            <MovementList
              variant="inTransit"
              headingLevel={3}
              movements={sampleInTransit}
              isLoading={isLoading}
            />
          )
        }
      </Tabs>
      <Stack as="section" gap="md" aria-labelledby={fundingId}>
        <Heading level={2} size="xl" id={fundingId}>
          Abonar a su cuenta
        </Heading>
        <Text tone="secondary">
          Transfiera desde su banco a su cuenta de inversión 12345-6 mediante un botón de pago.
        </Text>
        <PayButtonList
          headingLevel={3}
          buttons={sampleBanks}
          selectedId={bankId}
          onSelect={setBankId}
          isLoading={isLoading}
        />
        <div>
          <Button isDisabled={bankId === undefined}>Continuar al sitio del banco</Button>
        </div>
      </Stack>
    </Stack>
  );
}

const meta = {
  title: 'Composiciones/Fondos',
  component: MisFondos,
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          "La pantalla 'Mis Fondos': resumen de saldos por moneda, una tarjeta por fondo, serie y",
          "cuenta, los movimientos y los 'Movimientos en Tránsito' en pestañas, y los botones de",
          'pago para abonar a la cuenta. Ganancias y pérdidas van con signo y palabra, no solo color.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof MisFondos>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard only: to the in-transit tab with the arrows, then choose a bank and continue. */
export const KeyboardFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const transit = canvas.getByRole('tab', { name: 'Movimientos en Tránsito' });
    canvas.getByRole('tab', { name: 'Mis Movimientos' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(transit).toHaveFocus();
    await expect(transit).toHaveAttribute('aria-selected', 'true');
    const panel = within(canvas.getByRole('tabpanel'));
    await expect(panel.getByRole('heading', { name: 'Movimientos en Tránsito' })).toBeVisible();

    const bank = canvas.getByRole('button', { name: 'Elegir Banco del Pacífico Sur' });
    bank.focus();
    await userEvent.keyboard('{Enter}');
    await expect(bank).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await userEvent.tab();
    const proceed = canvas.getByRole('button', { name: 'Continuar al sitio del banco' });
    await expect(proceed).toBeEnabled();
    await expect(proceed).toHaveFocus();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
