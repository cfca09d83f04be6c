import type { Launch } from '@funil/data-client/src/public/launches';
import type { LessonLevel } from '../lessons-list/lesson-model';

/** What the lesson pages need from the current launch's settings (the launches table). */
export interface LessonsLaunchSettings {
  /** Countdown target of the free lessons page (/aulas). */
  lessonsCountdownTarget: string;
  /** Countdown target of the level pages (/aulas/iniciantes, /aulas/intermediario). */
  levelsCountdownTarget: string;
  /** VIP WhatsApp group per level. */
  vipGroupLinks: Record<LessonLevel, string | null>;
  /** Group-chat invite shown on the free lessons page. */
  groupInviteLink: string | null;
}

/**
 * The spec's two readings of the closing time (visitor-side spec, 'Countdown'): used only when the launch settings
 * cannot be read, so the page still shows when access ends. The first has no offset (the visitor's local time),
 * the second is 07:00 at UTC-3.
 */
export const SPEC_COUNTDOWN_TARGETS = {
  lessons: '2025-09-22T08:00:00',
  levels: '2025-09-22T07:00:00-03:00',
} as const;

function link(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return /^https:\/\//.test(trimmed) ? trimmed : null;
}

/** The one place that knows the data-client's Launch shape. */
export function toLessonsLaunchSettings(launch: Launch): LessonsLaunchSettings {
  return {
    lessonsCountdownTarget: launch.lessonsCountdownAt,
    levelsCountdownTarget: launch.levelLessonsCountdownAt,
    vipGroupLinks: {
      beginner: link(launch.vipGroupLinkBeginner),
      intermediate: link(launch.vipGroupLinkIntermediate),
    },
    groupInviteLink: link(launch.lessonsGroupChatLink),
  };
}

/** When the launch cannot be read: the spec's countdown targets and no group links (their buttons are hidden). */
export const FALLBACK_LAUNCH_SETTINGS: LessonsLaunchSettings = {
  lessonsCountdownTarget: SPEC_COUNTDOWN_TARGETS.lessons,
  levelsCountdownTarget: SPEC_COUNTDOWN_TARGETS.levels,
  vipGroupLinks: { beginner: null, intermediate: null },
  groupInviteLink: null,
};
