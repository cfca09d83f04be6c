import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLoad, type Loaded } from '@funil/shared-ui/load/use-load';
import { loadSurveyAccess, type SurveyAccess } from '../api/survey-access';

export const REGISTRATION_PATH = '/inscricao';

export type SurveyAccessState = Loaded<{ token: string; access: SurveyAccess }>;

/**
 * Reads the `data` token of the thank-you and survey pages. Missing or unknown token: logged and replace-redirect to
 * /inscricao (visitor-side.md §2, §8); the state stays 'loading' meanwhile. A failed request (network, server) is an
 * error with a retry, not a redirect.
 */
export function useSurveyAccess(): SurveyAccessState {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('data')?.trim() ?? '';
  const load = useCallback(() => loadSurveyAccess(token), [token]);
  const loaded = useLoad(token === '' ? null : load, { errorLog: 'Erro ao verificar sua inscrição' });
  const unknown = loaded.status === 'success' && loaded.data === null;

  useEffect(() => {
    if (token !== '' && !unknown) return;
    console.error(
      token === ''
        ? 'Parâmetro data ausente: redirecionando para a inscrição'
        : 'Parâmetro data inválido: redirecionando para a inscrição',
    );
    navigate(REGISTRATION_PATH, { replace: true });
  }, [token, unknown, navigate]);

  if (loaded.status !== 'success') return loaded;
  if (loaded.data === null) return { status: 'loading', retry: loaded.retry };
  return { status: 'success', data: { token, access: loaded.data }, retry: loaded.retry };
}
