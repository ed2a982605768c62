// The linked 3-item group (wizard-spec 5): three free-text answers validated together; the group
// itself stores nothing.
import { linkedGroupError } from '../question-rules.ts';
import { defineControl } from './form-control.ts';
import { textControl } from './text.tsx';

export const linkedGroupControl = defineControl({
  name: 'linked-group',
  elements: ['linked-group'],
  view: { as: 'none' },
  entriesOf: (group, entryId) => {
    const items = (group.questions ?? group.items ?? []).filter((q) => q.key).slice(0, 3);
    // Not three keyed items: shown as an unknown control.
    if (items.length !== 3) return [{ id: entryId('group'), question: group, control: undefined }];
    const keys = items.map((q) => q.key!) as [string, string, string];
    return items.map((item, position) => ({
      id: entryId(item.key!, position),
      question: { ...item, required: group.required === true && position === 0 },
      control: textControl,
      key: item.key!,
      showWhen: group.showWhen,
      validate: (_value, values) =>
        linkedGroupError(keys, group.required === true, position as 0 | 1 | 2, values) ?? true,
      deps: keys.filter((key) => key !== item.key),
    }));
  },
});
