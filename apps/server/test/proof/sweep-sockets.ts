import { randomUUID } from 'node:crypto';
import { buildMember } from '../helpers.ts';
import { listenForSockets, percentile, startFlooder } from '../realtime-helpers.ts';
import { adminPost } from '../wallet-helpers.ts';
import {
  type Answer,
  BURST,
  burst,
  fromEnvelope,
  fundedMember,
  judge,
  noteProblem,
  type SweepState,
  UNIT,
} from './sweep-kit.ts';

/** Pings of the flooding socket (issue 23 item 3: the attack that stalled the site). */
const FLOOD_PINGS = 10_000;

/**
 * The socket-flood class (issue 23): one member floods their socket with 10 000 pings while a
 * burst of 50 credits runs for another member. The flooder is closed with 1008 (policy
 * violation), the burst's p99 stays within 2× of the same burst without the flood, measured in
 * this run, and the books are as the successes say.
 */
export async function sweepSocketFlood(state: SweepState): Promise<void> {
  const { ctx, ops } = state;
  const url = await listenForSockets(ctx.app);
  const m = await fundedMember(state, '0');
  const credits = async (): Promise<{ answers: Answer[]; p99: number }> => {
    const latencies: number[] = [];
    const answers = await burst(BURST, async () => {
      const started = performance.now();
      const res = await adminPost(ctx, ops.admin, 'members/adjust', {
        username: m.username,
        amount: '1',
        reason: '并发测试：套接字洪泛',
        requestId: randomUUID(),
      });
      latencies.push(performance.now() - started);
      return fromEnvelope(res.body);
    });
    return { answers, p99: percentile(latencies, 99) };
  };
  await credits(); // warm-up
  const quiet = await credits();

  const abuser = await buildMember(ctx);
  const flooder = await startFlooder(url, abuser.token, FLOOD_PINGS);
  flooder.go();
  const flooded = await credits();
  const closed = await flooder.closedWithin(5_000);
  await flooder.stop();
  console.info(
    `socket flood: burst p99 ${quiet.p99.toFixed(0)} ms quiet, ${flooded.p99.toFixed(0)} ms under ${FLOOD_PINGS} pings; flooder closed ${closed?.code}`,
  );
  if (closed?.code !== 1008)
    noteProblem(`socketFlood: the flooding socket was not closed with 1008 (${closed?.code})`);
  if (flooded.p99 > 2 * quiet.p99)
    noteProblem(
      `socketFlood: p99 ${flooded.p99.toFixed(0)} ms under the flood, over 2× ${quiet.p99.toFixed(0)} ms`,
    );
  await judge(state, {
    endpoint: 'socketFlood',
    kind: 'conflicting',
    answers: flooded.answers,
    expected: BURST,
    refusals: [],
    memberId: m.id,
    expectedBalance: BigInt(3 * BURST) * UNIT,
  });
}
