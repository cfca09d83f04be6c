// The lead's attendance token from the class link's fragment (`#t=...`: a browser never sends a fragment, so the token
// is in no request, log, cache key or Referer): kept for this tab only (sessionStorage, so a reload still counts for
// the lead) and taken out of the address bar at once, so it is not copied, shared or bookmarked with the page. No
// token: the visitor watches as anonymous.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;
const storageKey = (classId: number) => `funil-aula-presenca-${classId}`;

export function useClassToken(classId: number | null): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(null);
  const fromLink = new URLSearchParams(location.hash.replace(/^#/, '')).get('t');
  useEffect(() => {
    if (classId === null) return;
    if (fromLink !== null) {
      if (TOKEN.test(fromLink)) {
        setToken(fromLink);
        try {
          sessionStorage.setItem(storageKey(classId), fromLink);
        } catch {
          // storage unavailable: the token lives as long as the page
        }
      }
      void navigate({ pathname: location.pathname, search: location.search, hash: '' }, { replace: true });
      return;
    }
    try {
      const stored = sessionStorage.getItem(storageKey(classId));
      if (stored && TOKEN.test(stored)) setToken(stored);
    } catch {
      // storage unavailable: anonymous
    }
  }, [classId, fromLink, navigate, location.pathname, location.search]);
  return token;
}
