import type { Launch } from '@funil/data-client/public/launches';
import type { LaunchDates } from '@funil/data-client/public/launch-phase';
import type { LessonLevel } from '../lesson-model';

/** What the lesson pages need from the current launch's settings (the launches table). */
export interface LessonsLaunchSettings {
  /** Countdown target of the free lessons page (/aulas); null when the launch cannot be read (no countdown). */
  lessonsCountdownTarget: string | null;
  /** Countdown target of the level pages (/aulas/iniciantes, /aulas/intermediario). */
  levelsCountdownTarget: string | null;
  /** The launch's dates (its phase picks the next step once the countdown is over); null when unknown. */
  dates: LaunchDates | null;
  /** VIP WhatsApp group per level. */
  vipGroupLinks: Record<LessonLevel, string | null>;
  /** Group-chat invite shown on the free lessons page. */
  groupInviteLink: string | null;
}

function link(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return /^https:\/\//.test(trimmed) ? trimmed : null;
}

/** The one place that knows the data-client's Launch shape. */
export function toLessonsLaunchSettings(launch: Launch): LessonsLaunchSettings {
  return {
    lessonsCountdownTarget: launch.lessonsCountdownAt,
    levelsCountdownTarget: launch.levelLessonsCountdownAt,
    dates: {
      eventStartsAt: launch.eventStartsAt,
      eventEndsAt: launch.eventEndsAt,
      cartOpensAt: launch.cartOpensAt,
      registrationDeadline: launch.registrationDeadline,
    },
    vipGroupLinks: {
      beginner: link(launch.vipGroupLinkBeginner),
      intermediate: link(launch.vipGroupLinkIntermediate),
    },
    groupInviteLink: link(launch.lessonsGroupChatLink),
  };
}

/**
 * When the launch cannot be read: no countdown and no group links (their blocks are hidden). The spec's fixed readings
 * (2025-09-22 08:00 / 07:00) were the old system's constants; showing them would present a past date as upcoming.
 */
export const FALLBACK_LAUNCH_SETTINGS: LessonsLaunchSettings = {
  lessonsCountdownTarget: null,
  levelsCountdownTarget: null,
  dates: null,
  vipGroupLinks: { beginner: null, intermediate: null },
  groupInviteLink: null,
};
