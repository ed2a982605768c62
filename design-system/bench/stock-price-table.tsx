// Benchmark page (scripts/bench-stock-table.mjs): the share price list (StockPriceTable) with the
// portal's 30 shares, refreshed as its 10-second poll does: new row objects for every share, a
// third of them with a new price (and so a new change, and a new high or low when the price passes
// it), set in a transition as usePricePolling sets them. Each refresh is measured three ways:
// - React's work: the <Profiler>'s actualDuration (render of the table's subtree; this page is
//   built with react-dom's profiling build, which alone calls onRender);
// - from the state update to the end of the commit (the layout effect above the table);
// - from the state update to the frame painted with the new figures.
// User timing marks (refresh-N:start, :commit, :end) let the bench's trace read the main thread's
// CPU time in those windows. After each refresh the page counts the cells whose content rendered,
// by column, from React's fiber tree (a memoised cell that bailed out did not render), and the
// cells whose figure changed: a refresh must render those and no others.
import '../src/styles/index.ts';
import {
  Profiler,
  startTransition,
  useEffect,
  useLayoutEffect,
  useState,
  type ProfilerOnRenderCallback,
} from 'react';
import { createRoot } from 'react-dom/client';
import { Link } from '../src/components/Link/index.ts';
import {
  StockPriceTable,
  type StockPriceRow,
  type StockPriceShare,
} from '../src/components/StockPriceTable/index.ts';

const params = new URLSearchParams(location.search);
const REFRESHES = Number(params.get('refreshes') ?? 20);
const WARMUP = Number(params.get('warmup') ?? 3);
/** Between refreshes: longer than a new price's 1-s flash, so its end never lands in a window. */
const SPACING_MS = Number(params.get('spacing') ?? 1200);
/** Shares whose price moves in a step: about a third (not every share trades every 10 s). */
const MOVING = 10;
/** With `breakdown`, the page also sums each component's own render time (an unminified build). */
const BREAKDOWN = params.has('breakdown');

/** The columns whose cells a refresh checks: the figures, and the share's name (never changes). */
const FIGURES = ['price', 'change', 'high', 'low'] as const;
type Figure = (typeof FIGURES)[number];
type Checked = 'ticker' | Figure;
type Counts = Record<Checked | 'actions', number>;

interface Sample {
  /** The Profiler's actualDuration summed over the refresh's commits (normally one). */
  reactMs: number;
  commits: number;
  commitMs: number;
  frameMs: number;
  /** Cells whose content rendered, in the table and in the cards (where they are rendered). */
  table: Counts;
  cards: Counts;
  /** Whether the page holds the cards at all (only the layout on screen renders, from 768 px). */
  cardsRendered: boolean;
  /** Cells whose figure changed. */
  changed: Record<Figure, number>;
}

interface BenchWindow {
  __bench?: {
    rows: number;
    moving: number;
    samples: Sample[];
    /** Own render time per component name, summed over the measured refreshes. */
    breakdown: Record<string, number>;
    done?: boolean;
    error?: string;
  };
}
const bench = ((window as BenchWindow).__bench = {
  rows: 0,
  moving: MOVING,
  samples: [] as Sample[],
  breakdown: {} as Record<string, number>,
});
const selfTimes = new Map<string, number>();

/** Deterministic pseudo-random numbers (mulberry32): every run refreshes the same way. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Box-Muller: a standard normal.
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, normal };
}
const random = seeded(26);

const cents = (value: number) => Math.round(value * 100) / 100;
/** Percentage points from the previous close, at the contract's 4 decimals. */
const changeOf = (price: number, previousClose: number) =>
  Math.round(((price - previousClose) / previousClose) * 1_000_000) / 10_000;

// The portal's list: the selective index the broker follows and two thinly traded small caps,
// with the previous close of a day in late 2026.
const catalogue: [string, string, string, number, boolean?][] = [
  ['AGUAS-A', 'Aguas Andinas S.A., Serie A', 'Servicios sanitarios', 312.4],
  ['ANDINA-B', 'Embotelladora Andina S.A., Serie B', 'Consumo', 3105.5],
  ['BCI', 'Banco de Crédito e Inversiones', 'Bancos', 32150.0],
  ['BSANTANDER', 'Banco Santander-Chile', 'Bancos', 58.42],
  ['CAP', 'CAP S.A.', 'Minería', 6120.0],
  ['CCU', 'Compañía Cervecerías Unidas S.A.', 'Consumo', 5890.3],
  ['CENCOSUD', 'Cencosud S.A.', 'Comercio', 2044.9],
  ['CHILE', 'Banco de Chile', 'Bancos', 118.35],
  ['CMPC', 'Empresas CMPC S.A.', 'Forestal', 1712.0],
  ['COLBUN', 'Colbún S.A.', 'Energía', 141.7],
  ['CONCHATORO', 'Viña Concha y Toro S.A.', 'Consumo', 1263.0],
  ['COPEC', 'Empresas Copec S.A.', 'Holding', 6898.0],
  ['ECL', 'Engie Energía Chile S.A.', 'Energía', 1052.5],
  ['ENELAM', 'Enel Américas S.A.', 'Energía', 96.81],
  ['ENELCHILE', 'Enel Chile S.A.', 'Energía', 61.27],
  ['ENTEL', 'Empresa Nacional de Telecomunicaciones S.A.', 'Telecomunicaciones', 3430.0],
  ['FALABELLA', 'Falabella S.A.', 'Comercio', 3512.0],
  ['IAM', 'Inversiones Aguas Metropolitanas S.A.', 'Servicios sanitarios', 981.4],
  ['ITAUCL', 'Banco Itaú Chile', 'Bancos', 11240.0],
  ['LTM', 'LATAM Airlines Group S.A.', 'Transporte', 17.92],
  ['MALLPLAZA', 'Plaza S.A.', 'Inmobiliario', 1985.0],
  ['PARAUCO', 'Parque Arauco S.A.', 'Inmobiliario', 1829.9],
  ['QUINENCO', 'Quiñenco S.A.', 'Holding', 3350.0],
  ['RIPLEY', 'Ripley Corp S.A.', 'Comercio', 309.5],
  ['SMU', 'SMU S.A.', 'Comercio', 164.8],
  ['SONDA', 'Sonda S.A.', 'Tecnología', 402.15],
  ['SQM-B', 'Sociedad Química y Minera de Chile S.A., Serie B', 'Minería', 41230.0],
  ['VAPORES', 'Compañía Sud Americana de Vapores S.A.', 'Transporte', 57.12],
  ['FORUS', 'Forus S.A.', 'Comercio', 1745.0, true],
  ['SOCOVESA', 'Empresas Socovesa S.A.', 'Construcción', 121.6, true],
];

/** 11:00:10: the session's prices so far, near the previous close. */
const firstRows: StockPriceRow[] = catalogue.map(
  ([ticker, name, sector, previousClose, limitOnly = false]) => {
    const price = cents(previousClose * (1 + 0.008 * random.normal()));
    return {
      ticker,
      name,
      sector,
      price,
      previousClose,
      high: cents(Math.max(price, previousClose) * (1 + 0.004 * Math.abs(random.normal()))),
      low: cents(Math.min(price, previousClose) * (1 - 0.004 * Math.abs(random.normal()))),
      change: changeOf(price, previousClose),
      limitOnly,
    };
  },
);
bench.rows = firstRows.length;

/** The rows 10 s later, as new objects (as a poll brings them): MOVING shares with a new price. */
function nextStep(rows: readonly StockPriceRow[]): StockPriceRow[] {
  const order = rows.map((_, index) => index);
  for (let i = 0; i < MOVING; i++) {
    const j = i + Math.floor(random.next() * (order.length - i));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const moving = new Set(order.slice(0, MOVING));
  return rows.map((row, index) => {
    if (!moving.has(index)) return { ...row };
    // At least one tick of 0,01, in either direction.
    const ticks = Math.max(1, Math.round(Math.abs(random.normal()) * row.price * 0.06));
    const price = cents(row.price + (random.next() < 0.5 ? -ticks : ticks) / 100);
    return {
      ...row,
      price,
      high: Math.max(row.high, price),
      low: Math.min(row.low, price),
      change: changeOf(price, row.previousClose),
    };
  });
}

interface Snapshot {
  rows: StockPriceRow[];
  updatedAt: Date;
}
const first: Snapshot = { rows: firstRows, updatedAt: new Date('2026-11-27T14:00:10.000Z') };
// Every step made up front, so the refreshes time only React and the browser.
const steps: Snapshot[] = [];
for (let i = 0, last = first; i < WARMUP + REFRESHES; i++) {
  last = { rows: nextStep(last.rows), updatedAt: new Date(last.updatedAt.getTime() + 10_000) };
  steps.push(last);
}

let setSnapshot: ((next: Snapshot) => void) | undefined;
const expose = (set: (next: Snapshot) => void) => {
  setSnapshot = set;
};
/** Called by the layout effect above the table: the commit is done. */
let onCommitted: (() => void) | undefined;
/** The Profiler's reports while a refresh is measured. */
let profile: number[] | undefined;
const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => {
  profile?.push(actualDuration);
};

/** A link to each share's page, defined once as the portal's StocksPage does (a stable function). */
const detailLink = (share: StockPriceShare) => (
  <Link href={`#acciones/${share.ticker}`}>Ver {share.ticker}</Link>
);

/** The portal's list: its status line and a link to each share's page. */
function Bench({ exposeSetter }: { exposeSetter: typeof expose }) {
  const [snapshot, set] = useState(first);
  useEffect(() => exposeSetter(set), [exposeSetter]);
  useLayoutEffect(() => onCommitted?.(), [snapshot]);
  return (
    <Profiler id="StockPriceTable" onRender={onRender}>
      <StockPriceTable
        aria-label="Precios de acciones"
        rows={snapshot.rows}
        updatedAt={snapshot.updatedAt}
        marketStatus="Mercado abierto hasta las 16:00."
        rowActions={detailLink}
      />
    </Profiler>
  );
}

/** Resolves after the next frame's paint (a message posted in requestAnimationFrame). */
function nextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// React's fiber tree, read-only: which components rendered in the last commit. A fiber that
// performed work carries the PerformedWork flag; a subtree React skipped keeps its old child list
// (the same objects as before), and its flags are stale, so the walk does not enter it.
interface Fiber {
  tag: number;
  key: string | null;
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  return: Fiber | null;
  alternate: Fiber | null;
  stateNode: unknown;
}
const PERFORMED_WORK = 1;
const HOST_COMPONENT = 5;
/** Function, class, forwardRef, memo and simple memo components. */
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);

const FRAGMENT = 7;
const emptyCounts = (): Counts => ({ ticker: 0, price: 0, change: 0, high: 0, low: 0, actions: 0 });
const isHost = (fiber: Fiber | null, type: string): fiber is Fiber =>
  fiber?.tag === HOST_COMPONENT && fiber.type === type;
const countable = (key: string | null): key is keyof Counts => key !== null && key in emptyCounts();
/** The fiber's parent, past the fragments a list of children makes. */
const parentOf = (fiber: Fiber | null) => {
  let parent = fiber?.return ?? null;
  while (parent?.tag === FRAGMENT) parent = parent.return;
  return parent;
};
const nameOf = (fiber: Fiber): string => {
  const type = fiber.type as
    { displayName?: string; name?: string; render?: { name?: string } } | string | null;
  if (fiber.tag === HOST_COMPONENT) return `<${String(type)}>`;
  if (typeof type === 'object' || typeof type === 'function') {
    return type?.displayName || type?.name || type?.render?.name || `(tag ${fiber.tag})`;
  }
  return `(tag ${fiber.tag})`;
};

/**
 * Cells whose content component rendered in the last commit, in the table and in the cards; with
 * `selfTimes`, also each rendered component's own render time by name (profiling build).
 */
function renderedCells(
  container: HTMLElement,
  selfTimes?: Map<string, number>,
): { table: Counts; cards: Counts } {
  const table = emptyCounts();
  const cards = emptyCounts();
  const rootKey = Object.keys(container).find((key) => key.startsWith('__reactContainer$'))!;
  // The container keeps the first HostRoot fiber; its FiberRoot knows the current tree.
  const hostRoot = (container as unknown as Record<string, Fiber>)[rootKey]!;
  const walk = (fiber: Fiber) => {
    const rendered = fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0;
    if (rendered && selfTimes && (fiber.tag === HOST_COMPONENT || COMPONENT_TAGS.has(fiber.tag))) {
      const name = nameOf(fiber);
      const self = (fiber as Fiber & { selfBaseDuration?: number }).selfBaseDuration ?? 0;
      selfTimes.set(name, (selfTimes.get(name) ?? 0) + self);
    }
    if (rendered && COMPONENT_TAGS.has(fiber.tag)) {
      // A cell's content is the element its column's cell() returned: the cell's only child.
      const cell = parentOf(fiber);
      const row = parentOf(cell);
      if ((isHost(cell, 'td') || isHost(cell, 'th')) && isHost(row, 'tr')) {
        if (isHost(parentOf(row), 'tbody') && countable(cell.key)) table[cell.key]++;
      } else if (isHost(cell, 'dd') && countable(row?.key ?? null)) {
        cards[row!.key as keyof Counts]++;
      } else if (isHost(cell, 'div') && countable(cell.key)) {
        cards[cell.key]++;
      } else if (isHost(cell, 'span') && isHost(row, 'div') && isHost(parentOf(row), 'li')) {
        cards.ticker++;
      }
    }
    if (fiber.alternate && fiber.child === fiber.alternate.child) return;
    for (let child = fiber.child; child; child = child.sibling) walk(child);
  };
  walk((hostRoot.stateNode as { current: Fiber }).current);
  return { table, cards };
}

function changedCells(before: readonly StockPriceRow[], after: readonly StockPriceRow[]) {
  const changed = { price: 0, change: 0, high: 0, low: 0 };
  after.forEach((row, index) => {
    for (const figure of FIGURES) if (row[figure] !== before[index]![figure]) changed[figure]++;
  });
  return changed;
}

/** One refresh: the state update in a transition, as the poll makes it, to the painted frame. */
async function refresh(
  container: HTMLElement,
  index: number,
  before: Snapshot,
  next: Snapshot,
  measured: boolean,
) {
  const name = `refresh-${index}`;
  profile = [];
  const committed = new Promise<void>((resolve) => (onCommitted = resolve));
  const start = performance.mark(`${name}:start`).startTime;
  startTransition(() => setSnapshot!(next));
  await committed;
  const commit = performance.mark(`${name}:commit`).startTime;
  await nextPaint();
  const end = performance.mark(`${name}:end`).startTime;
  const reports = profile;
  profile = undefined;
  onCommitted = undefined;
  return {
    reactMs: reports.reduce((sum, ms) => sum + ms, 0),
    commits: reports.length,
    commitMs: commit - start,
    frameMs: end - start,
    ...renderedCells(container, BREAKDOWN && measured ? selfTimes : undefined),
    cardsRendered: container.querySelector('li dl') !== null,
    changed: changedCells(before.rows, next.rows),
  } satisfies Sample;
}

try {
  const container = document.getElementById('root')!;
  createRoot(container).render(<Bench exposeSetter={expose} />);
  await nextPaint();
  await sleep(500);
  let last = first;
  for (const [index, step] of steps.entries()) {
    await sleep(SPACING_MS);
    const sample = await refresh(container, index, last, step, index >= WARMUP);
    if (index >= WARMUP) bench.samples.push(sample);
    last = step;
  }
  Object.assign(bench, { breakdown: Object.fromEntries(selfTimes), done: true });
} catch (error) {
  Object.assign(bench, { done: true, error: String(error) });
}
