// Display-item registry (wizard-spec 2, form item types): items of a form step that show content
// (alert, rawHtml, invest-profile, download-single-doc...) rather than store an answer. One
// entry per item, loaded on first use; a field control is a module of controls/registry.ts.
import type { wizardConfig } from '@inversiones/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Control } from 'react-hook-form';
import type { FormValues } from './field-adapter.ts';

export interface DisplayItemProps {
  question: wizardConfig.Question;
  /** The loaded value under the item's key at the step's root (undefined without a key). */
  value: unknown;
  /** The wizard's whole jsonData (items such as invest-profile read other roots). */
  data: Readonly<Record<string, unknown>>;
  /** The form, for items shown only while a watched answer has a value (useWatch). */
  control: Control<FormValues>;
}

export type DisplayItem = ComponentType<DisplayItemProps>;

const items = new Map<string, LazyExoticComponent<DisplayItem>>();

const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** Adds an item by its element (or type) name, case-insensitive: one line per item. */
export function registerItem(name: string, load: () => Promise<DisplayItem>): void {
  items.set(
    lower(name),
    lazy(() => load().then((component) => ({ default: component }))),
  );
}

/** The item component of a question: by element first, then by type; undefined when unknown. */
export function displayItemOf(
  question: wizardConfig.Question,
): LazyExoticComponent<DisplayItem> | undefined {
  return items.get(lower(question.element)) ?? items.get(lower(question.type));
}

export function registeredItems(): string[] {
  return [...items.keys()];
}

// The items, one line each.
registerItem('info-message', () =>
  import('./items/InfoMessageItem.tsx').then((m) => m.InfoMessageItem),
);
registerItem('info-download', () =>
  import('./items/InfoDownloadItem.tsx').then((m) => m.InfoDownloadItem),
);
registerItem('alert', () => import('./items/AlertItem.tsx').then((m) => m.AlertItem));
registerItem('flow-response', () =>
  import('./items/FlowResponseItem.tsx').then((m) => m.FlowResponseItem),
);
registerItem('download-single-doc', () =>
  import('./items/DownloadSingleDocItem.tsx').then((m) => m.DownloadSingleDocItem),
);
// Configurations also spell it 'donwload-single-doc'.
registerItem('donwload-single-doc', () =>
  import('./items/DownloadSingleDocItem.tsx').then((m) => m.DownloadSingleDocItem),
);
registerItem('rawHtml', () => import('./items/RawHtmlItem.tsx').then((m) => m.RawHtmlItem));
registerItem('bullet', () => import('./items/BulletItem.tsx').then((m) => m.BulletItem));
registerItem('message-block', () =>
  import('./items/MessageBlockItem.tsx').then((m) => m.MessageBlockItem),
);
registerItem('messageBlock', () =>
  import('./items/MessageBlockItem.tsx').then((m) => m.MessageBlockItem),
);
registerItem('state-message', () =>
  import('./items/StateMessageItem.tsx').then((m) => m.StateMessageItem),
);
registerItem('stateMessage', () =>
  import('./items/StateMessageItem.tsx').then((m) => m.StateMessageItem),
);
registerItem('video-streaming', () =>
  import('../steps/VideoStreamingItem.tsx').then((m) => m.VideoStreamingItem),
);
registerItem('invest-profile', () =>
  import('../poll/InvestProfileItem.tsx').then((m) => m.InvestProfileItem),
);
