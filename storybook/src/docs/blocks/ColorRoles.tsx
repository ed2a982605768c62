import { color, contrastRatio, type ColorRoles as Roles } from '@inversiones/tokens';
import * as s from './docs.css.ts';

type Leaf = { path: string; value: string };

const flatten = (tree: object, prefix: string): Leaf[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [{ path: `${prefix}.${key}`, value }]
      : flatten(value as object, `${prefix}.${key}`),
  );

/** Swatches of every semantic colour role, with its contrast on white. */
export function ColorRoles({ roles = color, group }: { roles?: Roles; group: keyof Roles }) {
  return (
    <div className={s.grid}>
      {flatten(roles[group], `color.${group}`).map(({ path, value }) => (
        <figure key={path} className={s.swatch} style={{ margin: 0 }}>
          <div className={s.chip} style={{ background: value }} />
          <figcaption className={s.swatchText}>
            <strong>{path}</strong>
            <br />
            <code className={s.code}>{value}</code>
            {value.startsWith('#') && (
              <>
                <br />
                Sobre blanco: {contrastRatio(value, '#FFFFFF').toFixed(2)}:1
              </>
            )}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
