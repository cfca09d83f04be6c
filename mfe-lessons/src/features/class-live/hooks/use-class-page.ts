// The class of the page (any launch's: a lead's link outlives its launch being current) and its launch.
import { fetchLaunchClass, type LaunchClass } from '@funil/data-client/public/launch-classes';
import { fetchLaunch, type Launch } from '@funil/data-client/public/launches';
import { useLoad, type Loaded } from '@funil/shared-ui/load/use-load';
import { useCallback } from 'react';

export interface ClassPageData {
  aula: LaunchClass;
  launch: Launch;
}

/** null data: no such class (or no class id in the link). */
export function useClassPage(classId: number | null): Loaded<ClassPageData | null> {
  const load = useCallback(async (): Promise<ClassPageData | null> => {
    if (classId === null) return null;
    const aula = await fetchLaunchClass(classId);
    if (!aula) return null;
    return { aula, launch: await fetchLaunch(aula.lancamento) };
  }, [classId]);
  return useLoad(load, { errorLog: 'Erro ao carregar a aula:' });
}
