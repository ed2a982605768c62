import type { ReactNode } from 'react';

/** Where the client's first name goes in a landing title: 'Hola {nombre}, le damos la bienvenida'. */
export const FIRST_NAME_TOKEN = '{nombre}';

/** Removes what a missing name leaves behind: 'Hola , bienvenida' becomes 'Hola, bienvenida'. */
function tidy(text: string): string {
  return text
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * The title with the first name in place of each `{nombre}`: lower-cased here and capitalised by
 * the `nameClassName` style (text-transform), so 'VALENTINA' shows 'Valentina'.
 */
export function withFirstName(
  title: string,
  firstName: string | undefined,
  nameClassName: string,
): ReactNode {
  if (!title.includes(FIRST_NAME_TOKEN)) return title;
  const name = firstName?.trim().toLowerCase();
  const parts = title.split(FIRST_NAME_TOKEN);
  if (!name) return tidy(parts.join(''));
  return parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <span key={index} className={nameClassName} data-first-name="">
            {name}
          </span>,
          part,
        ],
  );
}
