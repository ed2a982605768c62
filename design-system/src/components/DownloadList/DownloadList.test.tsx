import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeDownloadChange } from '../private/download-announcement.ts';
import { DownloadList, type DownloadItem } from './DownloadList.tsx';

const items: DownloadItem[] = [
  { id: 'c-03', name: 'Cartola_Marzo_2025.pdf', sizeBytes: 250_880, date: '20250331' },
  { id: 'c-02', name: 'Cartola_Febrero_2025.pdf', sizeBytes: 1_258_291, date: '2025-02-28' },
];

describe('describeDownloadChange', () => {
  const nameOf = (id: string) => ({ a: 'A.pdf', b: 'B.pdf' })[id];
  const state = (downloading: string[], failed: string[] = []) => ({
    downloading: new Set(downloading),
    failed: new Set(failed),
  });

  it('says when a download starts, ends and fails', () => {
    expect(describeDownloadChange(state([]), state(['a']), nameOf)).toBe('Descargando A.pdf...');
    expect(describeDownloadChange(state(['a']), state([]), nameOf)).toBe(
      'Descarga completada: A.pdf.',
    );
    expect(describeDownloadChange(state(['b']), state([], ['b']), nameOf)).toBe(
      'No fue posible descargar B.pdf. Puede reintentar la descarga.',
    );
    expect(describeDownloadChange(state(['a']), state(['a']), nameOf)).toBeNull();
  });
});

// The first render warms React Aria up: slow on a busy machine, so a roomier limit.
describe('DownloadList', { timeout: 15_000 }, () => {
  it('lists each file with its size and DD/MM/YYYY date, and downloads from the keyboard', async () => {
    const onDownload = vi.fn();
    render(<DownloadList title="Cartolas" items={items} onDownload={onDownload} />);
    const list = screen.getByRole('list', { name: 'Cartolas' });
    expect(list.children).toHaveLength(2);
    const [march, february] = [...list.children] as [HTMLElement, HTMLElement];
    expect(within(march).getByText('245 KB')).toBeInTheDocument();
    expect(within(march).getByText('31/03/2025')).toBeInTheDocument();
    expect(within(february).getByText('1,2 MB')).toBeInTheDocument();

    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toHaveAccessibleName('Descargar Cartola_Febrero_2025.pdf');
    await userEvent.keyboard('{Enter}');
    expect(onDownload).toHaveBeenCalledWith(items[1]);
  });

  it('shows Descargando... and progress while downloading, and ignores presses', async () => {
    const onDownload = vi.fn();
    render(
      <DownloadList
        aria-label="Cartolas"
        items={items}
        onDownload={onDownload}
        downloadingIds={['c-03']}
        progress={{ 'c-03': 45 }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Descargando... Cartola_Marzo_2025.pdf' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.closest('li')).toHaveAttribute('aria-busy', 'true');
    const bar = screen.getByRole('progressbar', {
      name: 'Progreso de descarga de Cartola_Marzo_2025.pdf',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    await userEvent.click(button);
    expect(onDownload).not.toHaveBeenCalled();
  });

  it('announces the start, the end and a failure, and retries from Reintentar', async () => {
    const onDownload = vi.fn();
    const { rerender } = render(
      <DownloadList aria-label="Cartolas" items={items} onDownload={onDownload} />,
    );
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    rerender(
      <DownloadList
        aria-label="Cartolas"
        items={items}
        onDownload={onDownload}
        downloadingIds={['c-03']}
      />,
    );
    expect(status).toHaveTextContent('Descargando Cartola_Marzo_2025.pdf...');

    rerender(
      <DownloadList
        aria-label="Cartolas"
        items={items}
        onDownload={onDownload}
        failedIds={['c-03']}
      />,
    );
    expect(status).toHaveTextContent('No fue posible descargar Cartola_Marzo_2025.pdf.');
    const retry = screen.getByRole('button', { name: 'Reintentar Cartola_Marzo_2025.pdf' });
    expect(retry).toHaveAccessibleDescription(
      'No fue posible descargar el documento. Intente nuevamente.',
    );
    await userEvent.click(retry);
    expect(onDownload).toHaveBeenCalledWith(items[0]);

    rerender(
      <DownloadList
        aria-label="Cartolas"
        items={items}
        onDownload={onDownload}
        downloadingIds={['c-02']}
      />,
    );
    rerender(<DownloadList aria-label="Cartolas" items={items} onDownload={onDownload} />);
    expect(status).toHaveTextContent('Descarga completada: Cartola_Febrero_2025.pdf.');
  });

  it('announces a repeated failure again, even with the same words', () => {
    const props = { 'aria-label': 'Cartolas', items, onDownload: vi.fn() };
    const { rerender } = render(<DownloadList {...props} />);
    rerender(<DownloadList {...props} failedIds={['c-03']} />);
    const status = screen.getByRole('status');
    const first = status.textContent;
    expect(first).toContain('No fue posible descargar Cartola_Marzo_2025.pdf.');
    rerender(<DownloadList {...props} />);
    rerender(<DownloadList {...props} failedIds={['c-03']} />);
    expect(status.textContent).not.toBe(first);
    expect(status.textContent?.trim()).toBe(first?.trim());
  });

  it('says the spec text when empty and Cargando... while loading', () => {
    const { rerender } = render(
      <DownloadList aria-label="Cartolas" items={[]} onDownload={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'No posee documentos.' })).toBeInTheDocument();
    rerender(<DownloadList aria-label="Cartolas" items={items} onDownload={vi.fn()} isLoading />);
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
