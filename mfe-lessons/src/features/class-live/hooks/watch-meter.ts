// Seconds watched: time counts only while the player plays AND the tab is visible (a background tab or a paused player
// watches nothing). The class page's reporter takes the seconds since its last report from here, and gives back what it
// could not deliver.

export class WatchMeter {
  private since: number | null = null;
  private pendingMs = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The player's and the tab's state changed. */
  update(playing: boolean, visible: boolean): void {
    const t = this.now();
    if (playing && visible) {
      this.since ??= t;
    } else if (this.since !== null) {
      this.pendingMs += Math.max(0, t - this.since);
      this.since = null;
    }
  }

  /** The seconds watched since the previous take (and starts counting again from now). */
  take(): number {
    const t = this.now();
    if (this.since !== null) {
      this.pendingMs += Math.max(0, t - this.since);
      this.since = t;
    }
    const seconds = this.pendingMs / 1000;
    this.pendingMs = 0;
    return seconds;
  }

  /**
   * Seconds taken but not delivered (a report that failed, or more than one report may claim): the next take counts
   * them again. At most `limitSeconds` are held: an edge unreachable for longer loses the oldest.
   */
  giveBack(seconds: number, limitSeconds: number): void {
    if (!(seconds > 0)) return;
    this.pendingMs = Math.min(this.pendingMs + seconds * 1000, limitSeconds * 1000);
  }
}
