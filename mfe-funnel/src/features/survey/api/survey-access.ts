// Who holds the `data` token (get_survey_context) and the settings of their launch (group links, event dates).
import { fetchLaunch } from '@funil/data-client/src/public/launches';
import { getSurveyContext } from '@funil/data-client/src/public/survey';
import type { LaunchInfo, Track } from '../launch-info';

export interface SurveyAccess {
  firstName: string;
  track: Track;
  hasAnswered: boolean;
  launch: LaunchInfo;
  /** The group of the lead's own track. */
  groupUrl: string | null;
}

/** null when the token is unknown (the caller redirects); throws when the request fails. */
export async function loadSurveyAccess(token: string): Promise<SurveyAccess | null> {
  const context = await getSurveyContext(token);
  if (!context) return null;
  const launch = await fetchLaunch(context.lancamento);
  const track: Track = context.track === 'iniciante' ? 'iniciante' : 'intermediaria';
  const start = launch.eventStartsAt ? new Date(launch.eventStartsAt) : null;
  const info: LaunchInfo = {
    lancamento: context.lancamento,
    eventStart: start,
    eventDateLabel: launch.eventDateText,
    classDates: (launch.classDates ?? []).map((d: string) => new Date(d)),
    groupLinks: { iniciante: launch.groupLinkIniciante ?? null, intermediaria: launch.groupLinkIntermediaria ?? null },
  };
  return { firstName: context.firstName, track, hasAnswered: context.hasAnswered, launch: info, groupUrl: info.groupLinks[track] };
}
