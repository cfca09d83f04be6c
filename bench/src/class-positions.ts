// The positions (1-20, unique per launch: launch_classes_position_key) of the classes each part of one `npm run bench`
// adds to the current launch, in one place so that the parts of a full run never take the same one (the demo data's
// classes are 1-3).
export const BENCH_CLASS_POSITIONS = {
  /** email-drain.ts: the default-rate run's class, then the 100,000-recipient run's. */
  emailDefaultRate: 14,
  emailLaunchScale: 15,
  /** class-page-phases.ts: the class page in each of its phases (Lighthouse on /aula). */
  classPageClosed: 16,
  classPageBefore: 17,
  classPageLive: 18,
  classPageReplay: 19,
  /** class-attendance.ts: the class the 20,000 viewers report on. */
  attendance: 20,
} as const;
