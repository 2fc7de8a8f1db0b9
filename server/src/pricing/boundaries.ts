import type { PGlite } from '@electric-sql/pglite';
import { CATALOGUE_CHANGED } from '../graphql/responseCache';

// A promotion that starts or ends changes the prices the catalogue shows without any write, so the
// kept answers of the response cache (dropped on catalogue_changed) would show the old prices until
// the next write. The service therefore announces catalogue_changed itself at each moment a
// promotion starts or ends: a timer armed for the next such moment, re-armed after it fires and
// whenever the catalogue (promotions included) changes. A scheduled collection listing or content
// page (published_at ahead) appears without a write in the same way, so its publication time arms
// the same timer.

/** Timers longer than this are re-armed on firing (setTimeout's own limit is about 24.8 days). */
const MAX_DELAY_MS = 24 * 60 * 60 * 1000;

/**
 * The next start or end of a promotion (an end counts just after it: end_date is inclusive), or
 * publication of a collection listing or content page, after now.
 */
async function nextBoundary(db: Pick<PGlite, 'query'>, now: Date): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | null }>(
    `SELECT min(at) AS at FROM (
       SELECT start_date AS at FROM promotion WHERE start_date > $1
       UNION ALL SELECT end_date + interval '1 millisecond' FROM promotion WHERE end_date >= $1
       UNION ALL SELECT published_at FROM collection_channel_listing WHERE is_published AND published_at > $1
       UNION ALL SELECT published_at FROM page WHERE is_published AND published_at > $1) boundaries`,
    [now],
  );
  return rows[0]?.at ?? null;
}

/**
 * Announces catalogue_changed at each start and end of a promotion and each scheduled publication
 * of a collection or page from now on; returns what stops
 * it. Failures (the database closing) are logged and end the watch.
 */
export function watchPromotionBoundaries(db: PGlite): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let unlisten: (() => Promise<void>) | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    void unlisten?.().catch(() => undefined);
  };
  const arm = async () => {
    const at = await nextBoundary(db, new Date(Date.now()));
    clearTimeout(timer);
    if (stopped || !at) return;
    // A few milliseconds late rather than early: a timer may fire a little before its time.
    const delay = Math.max(0, at.getTime() - Date.now()) + 5;
    timer = setTimeout(
      () => {
        const reached = delay <= MAX_DELAY_MS;
        (reached ? db.query(`SELECT pg_notify('${CATALOGUE_CHANGED}', '')`) : Promise.resolve())
          // The notice re-arms the timer through the listener; a long wait re-arms it here.
          .then(() => (reached ? undefined : arm()))
          .catch(fail);
      },
      Math.min(delay, MAX_DELAY_MS),
    );
    timer.unref();
  };
  const fail = (error: unknown) => {
    if (stopped) return;
    console.error('[pricing] promotion start/end watch stopped:', error);
    stop();
  };
  db.listen(CATALOGUE_CHANGED, () => void arm().catch(fail)).then((off) => {
    unlisten = off;
    if (stopped) void off().catch(() => undefined);
  }, fail);
  void arm().catch(fail);
  return stop;
}
