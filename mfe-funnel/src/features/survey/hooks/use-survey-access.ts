import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loadSurveyAccess, type SurveyAccess } from '../api/survey-access';
import { SURVEY_FALLBACK_ERROR } from '../survey-messages';

export const REGISTRATION_PATH = '/inscricao';

export type SurveyAccessState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; token: string; access: SurveyAccess };

/**
 * Reads the `data` token of the thank-you and survey pages. Missing or unknown token: logged and replace-redirect to
 * /inscricao (visitor-side.md §2, §8). A failed request (network, server) is an error with a retry, not a redirect.
 */
export function useSurveyAccess(): SurveyAccessState {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('data')?.trim() ?? '';
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SurveyAccessState>({ status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (token === '') {
      console.error('Parâmetro data ausente: redirecionando para a inscrição');
      navigate(REGISTRATION_PATH, { replace: true });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    loadSurveyAccess(token).then(
      (access) => {
        if (!active) return;
        if (!access) {
          console.error('Parâmetro data inválido: redirecionando para a inscrição');
          navigate(REGISTRATION_PATH, { replace: true });
          return;
        }
        setState({ status: 'ready', token, access });
      },
      (error: unknown) => {
        console.error('Erro ao verificar sua inscrição', error);
        const message = error instanceof Error && error.message ? error.message : SURVEY_FALLBACK_ERROR;
        if (active) setState({ status: 'error', message, retry });
      },
    );
    return () => {
      active = false;
    };
  }, [token, attempt, navigate, retry]);

  return state;
}
