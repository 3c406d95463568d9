import { useMemo } from 'react';
import { resolveTheme, type Theme } from '@nightlife/domain';
import { useListThemesQuery } from '../../api/events-api';

function isTheme(value: unknown): value is Theme {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Theme>;
  return typeof candidate.id === 'string' && typeof candidate.colorScheme?.accent === 'string';
}

/** Looks up an event's theme: the server's catalogue when loaded, else the domain's copy. */
export function useThemeLookup(): (themeId: string | null | undefined) => Theme {
  const { data } = useListThemesQuery();
  return useMemo(() => {
    const served = new Map(
      (Array.isArray(data) ? data : []).filter(isTheme).map((theme) => [theme.id, theme]),
    );
    return (themeId) => (themeId ? served.get(themeId) : undefined) ?? resolveTheme(themeId);
  }, [data]);
}
