import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useErrorTitle, usePageTitle } from '../store/page-title.ts';
import { DocumentTitle } from './DocumentTitle.tsx';

function Page({ name, hasErrors = false }: { name: string; hasErrors?: boolean }) {
  usePageTitle(name);
  useErrorTitle(hasErrors);
  return null;
}

describe('the document title', () => {
  it('names each page, and starts with Error: while its form shows errors', async () => {
    const { rerender } = render(
      <>
        <DocumentTitle />
        <Page name="Ingreso de clientes" />
      </>,
    );
    await waitFor(() =>
      expect(document.title).toBe('Ingreso de clientes | Portal de Clientes | Inversiones'),
    );
    rerender(
      <>
        <DocumentTitle />
        <Page name="Ingreso de clientes" hasErrors />
      </>,
    );
    await waitFor(() =>
      expect(document.title).toBe('Error: Ingreso de clientes | Portal de Clientes | Inversiones'),
    );
    rerender(
      <>
        <DocumentTitle />
        <Page name="Inicio" />
      </>,
    );
    await waitFor(() => expect(document.title).toBe('Inicio | Portal de Clientes | Inversiones'));
  });
});
