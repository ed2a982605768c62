import { ShortcutGrid } from '@inversiones/design-system';
import { dashboard } from '@inversiones/contract';
import { useState } from 'react';
import { apiGet, apiSend } from '../../http/client.ts';
import { useSection } from './use-section.ts';

/**
 * The client's shortcuts: those she chose (the API's default until she saves), and an edit mode
 * that keeps her choice with PUT. A failed save leaves the edit open with her ticks and
 * 'Reintentar' (the grid's), so nothing she chose is lost.
 */
export function ShortcutsSection() {
  const [loaded, retry] = useSection((signal) => apiGet(dashboard.shortcuts, { signal }));
  const [saved, setSaved] = useState<dashboard.ShortcutsResponse | null>(null);
  const data = saved ?? (loaded.status === 'ready' ? loaded.data : null);

  async function save(ids: string[]) {
    const selected = ids.flatMap((id) => {
      const checked = dashboard.shortcutIdSchema.safeParse(id);
      return checked.success ? [checked.data] : [];
    });
    setSaved(await apiSend(dashboard.saveShortcuts, { selected }));
  }

  return (
    <ShortcutGrid
      shortcuts={(data?.available ?? []).map((shortcut) => ({
        id: shortcut.id,
        label: shortcut.label,
        href: shortcut.route,
      }))}
      selectedIds={data?.selected ?? []}
      maxSelected={dashboard.MAX_SHORTCUTS}
      onSave={save}
      isLoading={loaded.status === 'loading' && !saved}
      hasError={loaded.status === 'error' && !saved}
      onRetry={retry}
    />
  );
}
