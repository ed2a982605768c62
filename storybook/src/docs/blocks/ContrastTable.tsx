import { formatCurrency } from '@inversiones/design-system/es-cl';
import {
  color,
  contrastPairs,
  contrastRatio,
  highContrastColor,
  minimumRatio,
} from '@inversiones/tokens';
import * as s from './docs.css.ts';

const kindLabel = { text: 'Texto', 'large-text': 'Texto grande', ui: 'Componente' } as const;

/** Every colour pair the components render, with its measured ratio and the AA minimum. */
export function ContrastTable({ theme = 'default' }: { theme?: 'default' | 'high-contrast' }) {
  const pairs = contrastPairs(theme === 'default' ? color : highContrastColor);
  return (
    <table className={s.table}>
      <caption style={{ textAlign: 'left' }}>
        {pairs.length} pares de color del tema{' '}
        {theme === 'default' ? 'predeterminado' : 'de alto contraste'}
      </caption>
      <thead>
        <tr>
          <th className={s.cell} scope="col">
            Muestra
          </th>
          <th className={s.cell} scope="col">
            Par (texto / fondo)
          </th>
          <th className={s.cell} scope="col">
            Uso
          </th>
          <th className={s.numericCell} scope="col">
            Contraste
          </th>
          <th className={s.numericCell} scope="col">
            Mínimo AA
          </th>
        </tr>
      </thead>
      <tbody>
        {pairs.map((pair) => {
          const ratio = contrastRatio(pair.foreground, pair.background);
          return (
            <tr key={pair.name}>
              <td className={s.cell}>
                {pair.kind === 'ui' ? (
                  // A UI part (border, icon, focus ring) is shown as one, not as text.
                  <span
                    className={s.uiSample}
                    style={{ background: pair.background }}
                    role="img"
                    aria-label={`Borde ${pair.foreground} sobre ${pair.background}`}
                  >
                    <span className={s.uiMark} style={{ borderColor: pair.foreground }} />
                  </span>
                ) : (
                  <span
                    className={s.sample}
                    style={{ color: pair.foreground, background: pair.background }}
                  >
                    Aa {formatCurrency(1234)}
                  </span>
                )}
              </td>
              <td className={s.cell}>{pair.name}</td>
              <td className={s.cell}>{kindLabel[pair.kind]}</td>
              <td className={s.numericCell}>{ratio.toFixed(2)}:1</td>
              <td className={s.numericCell}>{minimumRatio[pair.kind]}:1</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
