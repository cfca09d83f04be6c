// Who holds the `data` token (get_survey_context) and the settings of their launch (group links, event dates).
import { fetchLaunch, type Launch } from '@funil/data-client/public/launches';
import { fetchLaunchClasses, type LaunchClass } from '@funil/data-client/public/launch-classes';
import { getSurveyContext } from '@funil/data-client/public/survey';
import type { LaunchInfo, Track } from '../launch-info';

export interface SurveyAccess {
  firstName: string;
  track: Track;
  hasAnswered: boolean;
  launch: LaunchInfo;
  /** The group of the lead's own track. */
  groupUrl: string;
  /** The lead's attendance token: the class page links carry it. */
  attendanceToken: string | null;
}

export function toLaunchInfo(launch: Launch, classes: readonly LaunchClass[] = []): LaunchInfo {
  return {
    lancamento: launch.lancamento,
    classes: classes.map((c) => ({ id: c.id, title: c.title, start: new Date(c.startsAt) })),
    eventStart: new Date(launch.eventStartsAt),
    eventEnd: new Date(launch.eventEndsAt),
    eventDateLabel: `${launch.eventDateText} às ${launch.eventTimeText}`,
    groupLinks: { iniciante: launch.groupLinkIniciante, intermediaria: launch.groupLinkIntermediaria },
    dates: {
      eventStartsAt: launch.eventStartsAt,
      eventEndsAt: launch.eventEndsAt,
      cartOpensAt: launch.cartOpensAt,
      registrationDeadline: launch.registrationDeadline,
    },
  };
}

/** null when the token is missing or unknown (the caller redirects); throws when a request fails. */
export async function loadSurveyAccess(token: string): Promise<SurveyAccess | null> {
  const context = await getSurveyContext(token);
  if (!context) return null;
  const [row, classes] = await Promise.all([fetchLaunch(context.lancamento), fetchLaunchClasses(context.lancamento)]);
  const launch = toLaunchInfo(row, classes);
  return {
    firstName: context.firstName,
    track: context.track,
    hasAnswered: context.hasAnswered,
    launch,
    groupUrl: launch.groupLinks[context.track],
    attendanceToken: context.attendanceToken,
  };
}
