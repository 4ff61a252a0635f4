/**
 * Indicator speed, the headline seven: nanoseconds per bar on 1,000,000 random-walk bars for Chartbench (through
 * `calculateIndicator`, the public entry), a hand-written Float64Array loop of the same formula (the practical
 * limit) and four JS peers, beside the goals (within 1.5x of the hand loop, at least 3x faster than the fastest
 * peer), and the hand loop's own margin over that peer (where it is under 3x, the peer goal asks for more than
 * the practical limit). Each peer's values are checked to agree with Chartbench's within 1e-6. Chartbench and
 * the hand loop are timed side by side in {@link PASSES} passes over the table (each pass a median of runs),
 * reported as the median pass with the spread between passes, and the machine's load noted at every pass: on a
 * shared machine a figure is only worth its spread.
 */
import { randomWalkBars } from '../packages/chart-engine/src/indicators/testing/fixtures';
import { loadNote, medianMs, repeated, table, withSpread } from './lib/measure';
import { inputsOf, PEERS, ROWS, type Inputs, type Job, type Peer, type Row } from './lib/peers';

const BAR_COUNT = 1_000_000;
const CHECK_BARS = 100_000;
/** A peer whose single run would exceed this is measured on fewer bars. */
const PEER_BUDGET_MS = 4_000;
const RUNS = 7;
/** Passes over the Chartbench and hand-loop columns; their median is reported with the spread. */
const PASSES = 3;
const PEER_RUNS = 3;
/** Values compared from the end of each line (peers pad or drop the warm-up differently). */
const COMPARED = 1_000;
const TOLERANCE = 1e-6;

interface PeerFigure {
  readonly nsPerBar: number;
  readonly bars: number;
  readonly agreement: string;
}

/** Largest difference between the last {@link COMPARED} values of two lines, aligned from the end. */
function maxDifference(ours: ArrayLike<number>, theirs: ArrayLike<number>): number {
  let worst = 0;
  for (let k = 1; k <= COMPARED; k++) {
    const a = ours[ours.length - k]!;
    const b = theirs[theirs.length - k]!;
    worst = Math.max(worst, Number.isNaN(a) || Number.isNaN(b) ? Infinity : Math.abs(a - b));
  }
  return worst;
}

function agreementOf(row: Row, peer: Peer, check: Inputs): string {
  const differs = row.differs?.[peer];
  if (differs) return `not compared: ${differs}`;
  const worst = maxDifference(row.ours(check), row.peers[peer]!(check));
  return worst <= TOLERANCE ? 'agrees' : `DIFFERS by ${worst.toExponential(1)}`;
}

function measurePeer(job: Job, full: Inputs, small: Inputs): Omit<PeerFigure, 'agreement'> {
  const probe = medianMs(() => job(small), 1);
  const input = probe * (BAR_COUNT / CHECK_BARS) > PEER_BUDGET_MS ? small : full;
  const ms = medianMs(() => job(input), PEER_RUNS);
  return { nsPerBar: (ms * 1e6) / input.close.length, bars: input.close.length };
}

function cell(figure: { nsPerBar: number; bars: number } | undefined): string {
  if (!figure) return '-';
  const text = figure.nsPerBar.toFixed(2);
  return figure.bars === BAR_COUNT ? text : `${text} (${figure.bars / 1000}k bars)`;
}

/** Prints the headline table: hand loop, Chartbench, each peer, the two ratios against their goals. */
export async function run(): Promise<void> {
  console.log(`Before: ${loadNote()}`);
  const full = inputsOf(randomWalkBars(BAR_COUNT, 7));
  const small = inputsOf(randomWalkBars(CHECK_BARS, 7));
  const lines: string[][] = [];
  const agreement: string[] = [];
  // Passes over every row, Chartbench and its hand loop interleaved, so a load spike hits both alike.
  const passes = ROWS.map(() => ({ hand: [] as number[], ours: [] as number[] }));
  const loads: string[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    loads.push(loadNote());
    ROWS.forEach((row, r) => {
      passes[r]!.hand.push(medianMs(() => row.hand(full), RUNS));
      passes[r]!.ours.push(medianMs(() => row.ours(full), RUNS));
    });
  }
  for (const [r, row] of ROWS.entries()) {
    const hand = repeated(passes[r]!.hand);
    const ours = repeated(passes[r]!.ours);
    const oursNs = (ours.ms * 1e6) / BAR_COUNT;
    const handNs = (hand.ms * 1e6) / BAR_COUNT;
    const peers = new Map<Peer, PeerFigure>();
    for (const peer of PEERS) {
      const job = row.peers[peer];
      if (!job) continue;
      peers.set(peer, { ...measurePeer(job, full, small), agreement: agreementOf(row, peer, small) });
      agreement.push(`${row.name} vs ${peer}: ${peers.get(peer)!.agreement}`);
    }
    const fastest = Math.min(...[...peers.values()].map((p) => p.nsPerBar));
    const vsHand = oursNs / handNs;
    const vsPeer = fastest / oursNs;
    lines.push([
      row.name,
      withSpread(handNs, hand.spread),
      withSpread(oursNs, ours.spread),
      `${vsHand.toFixed(2)}x ${vsHand <= 1.5 ? 'ok' : 'MISSED'}`,
      ...PEERS.map((peer) => cell(peers.get(peer))),
      `${vsPeer.toFixed(1)}x ${vsPeer >= 3 ? 'ok' : 'MISSED'}`,
      // The hand loop is the practical limit: where it is not 3x faster than a peer, the peer goal asks
      // Chartbench to beat its own hand loop on this machine.
      `${(fastest / handNs).toFixed(1)}x`,
    ]);
  }
  console.log(
    `\nIndicators: ns per bar on ${BAR_COUNT.toLocaleString('en-US')} bars: Chartbench and hand loop the median of ${PASSES} passes (each a median of ${RUNS} runs after a warm-up) ± the spread between passes; peers a median of ${PEER_RUNS} runs`,
  );
  const header = ['Indicator', 'hand loop', 'Chartbench', 'vs hand (goal <= 1.5x)', ...PEERS];
  console.log(
    table(
      [...header, 'faster than fastest peer (goal >= 3x)', 'hand loop vs fastest peer (the limit)'],
      lines,
    ),
  );
  console.log(
    `Values, last ${COMPARED} bars of ${CHECK_BARS.toLocaleString('en-US')}, tolerance ${TOLERANCE}:`,
  );
  for (const line of agreement) console.log(`  ${line}`);
  console.log(`Load at each pass: ${loads.join('; ')}`);
  console.log(`After: ${loadNote()}`);
}
