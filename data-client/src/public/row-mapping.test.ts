import { describe, expect, it } from 'vitest';
import { toLaunch } from './launches';
import { toLesson } from './lessons';
import { firstRow } from './rpc';
import { toSurveyContext } from './survey';
import { toSignInError } from '../staff/auth/auth';

describe('row mapping', () => {
  it('maps lessons to camelCase with defaults', () => {
    expect(
      toLesson({
        id: 3,
        order: 2,
        level: 'beginner',
        title: 'Variáveis',
        description: null,
        topics: null,
        video_id: 'dQw4w9WgXcQ',
        duration: '12:30',
        is_available: false,
      }),
    ).toEqual({
      id: 3,
      order: 2,
      level: 'beginner',
      title: 'Variáveis',
      description: '',
      topics: [],
      videoId: 'dQw4w9WgXcQ',
      duration: '12:30',
      isAvailable: false,
    });
  });

  it('maps launches to camelCase', () => {
    const launch = toLaunch({
      lancamento: 2,
      name: 'Semana Java 2',
      event_date_text: '15 de Setembro, 2025',
      event_time_text: '08:00',
      event_starts_at: '2025-09-15T23:00:00+00:00',
      event_ends_at: '2025-09-18T00:00:00+00:00',
      registration_deadline: '2025-09-23T02:59:59+00:00',
      cart_opens_at: '2025-09-22T10:00:00+00:00',
      cart_opens_text: 'Segunda, 22 de setembro, às 07:00',
      lessons_countdown_at: '2025-09-22T11:00:00+00:00',
      level_lessons_countdown_at: '2025-09-22T10:00:00+00:00',
      group_link_intermediaria: 'https://g/i',
      group_link_iniciante: 'https://g/b',
      vip_group_link_beginner: 'https://v/b',
      vip_group_link_intermediate: 'https://v/i',
      lessons_group_chat_link: 'https://c',
      checkout_url_beginners: 'https://pay/b',
      checkout_url_advanced: 'https://pay/a',
      checkout_url_beginners_after_deadline: null,
      checkout_url_advanced_after_deadline: 'https://pay/a2',
      is_current: true,
    });
    expect(launch).toMatchObject({
      lancamento: 2,
      eventDateText: '15 de Setembro, 2025',
      levelLessonsCountdownAt: '2025-09-22T10:00:00+00:00',
      vipGroupLinkIntermediate: 'https://v/i',
      checkoutUrlBeginnersAfterDeadline: null,
      checkoutUrlAdvancedAfterDeadline: 'https://pay/a2',
      isCurrent: true,
    });
    expect(Object.keys(launch).every((key) => !key.includes('_'))).toBe(true);
  });

  it('maps the survey context and picks the first RPC row', () => {
    expect(
      toSurveyContext({
        first_name: 'Ana',
        lancamento: 2,
        track: 'iniciante',
        has_answered: false,
        attendance_token: 'tokAula',
      }),
    ).toEqual({
      firstName: 'Ana',
      lancamento: 2,
      track: 'iniciante',
      hasAnswered: false,
      attendanceToken: 'tokAula',
    });
    expect(firstRow([{ a: 1 }, { a: 2 }])).toEqual({ a: 1 });
    expect(firstRow([])).toBeNull();
    expect(firstRow(null)).toBeNull();
  });
});

describe('sign-in errors', () => {
  it('maps auth failures to kinds (the sign-in form words them)', () => {
    expect(toSignInError({ code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' }).kind).toBe(
      'auth',
    );
    expect(toSignInError({ name: 'AuthRetryableFetchError', message: 'fetch failed', status: 0 }).kind).toBe('network');
    expect(toSignInError({ code: 'email_not_confirmed', status: 400 }).kind).toBe('unconfirmed');
    expect(toSignInError({ status: 429, code: 'over_request_rate_limit' }).kind).toBe('rate_limited');
    expect(toSignInError({ status: 500, code: 'unexpected_failure' }).kind).toBe('unknown');
  });
});
