// Copy scheduled in the studio goes live by itself: every `intervalMs` the server publishes what is due
// (StudioService.publishDue: each in its own transaction that takes its row, so of several servers one
// publishes it) and drops the cached answers of the campuses that changed. A failure is logged and
// the row stays, to be tried again next round.
import type { StudioService } from './studioService';

export interface ScheduledPublishingDeps {
  studio: StudioService;
  clock: () => Date;
  /** the campus's copy changed: its cached answers go (on every instance) */
  changed: (site: string) => void;
  log: { warn(message: string): void; error(message: string): void };
}

/** Starts publishing due copy now and every `intervalMs`; the returned stop() waits for a round under way. */
export function scheduleStudioPublishing(intervalMs: number, { studio, clock, changed, log }: ScheduledPublishingDeps): () => Promise<void> {
  let running: Promise<void> | undefined;
  const round = () => {
    running ??= studio.publishDue(clock()).then(({ published, failed }) => {
      for (const site of new Set(published.map((p) => p.site))) changed(site);
      for (const { row, error } of failed) log.error(`scheduled copy ${row.target} of ${row.site} could not be published (tried again in ${intervalMs / 1000} s): ${(error as Error).message}`);
    }, (error: unknown) => log.warn(`scheduled copy could not be read (tried again in ${intervalMs / 1000} s): ${(error as Error).message}`)).finally(() => {
      running = undefined;
    });
  };
  round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
