import { Heading, Stack } from '@inversiones/design-system';
import { useId, type ReactNode } from 'react';

/** A tab's content: a section named by its level-2 heading (the page's h1 is the area's). */
export function TabSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Stack gap="md">
        <Heading level={2} size="xl" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}
