import { useEffect } from 'react';

/** A route whose component name is not in the registry: logged, renders nothing. */
export function UnknownComponent({ name, path }: { name: string; path: string }) {
  useEffect(() => {
    console.error(`[shell] componente desconhecido "${name}" na rota ${path}: nada é exibido`);
  }, [name, path]);
  return null;
}
