import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type CatalogueFilters, filtersFromParams, filtersToParams } from './catalogue';

/**
 * The catalogue's filters, kept in the address (`?search=&category=&level=&sort=`) so a filtered view can be
 * shared and survives a reload. Choices push a history entry (Back undoes them); typing replaces it.
 */
export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = useCallback(
    (next: CatalogueFilters, { replace = false }: { replace?: boolean } = {}) => {
      setParams(filtersToParams(next), { replace, preventScrollReset: true });
    },
    [setParams],
  );
  return [filters, setFilters] as const;
}
