// The class of the page (any launch's: a lead's link outlives its launch being current) and its launch: at once from
// the page's data block when both are there (the current launch's classes: the page's first render is then the class,
// as the edge pre-rendered it), else from the API.
import { fetchLaunchClass, launchClassInPage, type LaunchClass } from '@funil/data-client/public/launch-classes';
import { fetchLaunch, launchInPage, type Launch } from '@funil/data-client/public/launches';
import { useLoad, type Loaded } from '@funil/shared-ui/load/use-load';
import { useCallback, useMemo } from 'react';

export interface ClassPageData {
  aula: LaunchClass;
  launch: Launch;
}

function inPage(classId: number | null): ClassPageData | undefined {
  const aula = classId === null ? undefined : launchClassInPage(classId);
  const launch = aula ? launchInPage(aula.lancamento) : undefined;
  return aula && launch ? { aula, launch } : undefined;
}

/** null data: no such class (or no class id in the link). */
export function useClassPage(classId: number | null): Loaded<ClassPageData | null> {
  const fromPage = useMemo(() => inPage(classId), [classId]);
  const load = useCallback(async (): Promise<ClassPageData | null> => {
    if (classId === null) return null;
    const aula = await fetchLaunchClass(classId);
    if (!aula) return null;
    return { aula, launch: await fetchLaunch(aula.lancamento) };
  }, [classId]);
  const loaded = useLoad(fromPage ? null : load, { errorLog: 'Erro ao carregar a aula:' });
  return fromPage ? { status: 'success', data: fromPage, retry: loaded.retry } : loaded;
}
