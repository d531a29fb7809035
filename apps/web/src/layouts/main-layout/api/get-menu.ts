import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** A sidebar item of assets/data/routes.json (SPEC.md section 2). */
export interface MenuItem {
  path: string;
  title: string;
  icon: string;
  iconType: string;
  class: string;
  groupTitle: boolean;
  badge: string;
  badgeClass: string;
  role: string[];
  submenu: MenuItem[];
}

function toMenuItem(raw: unknown): MenuItem | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    path: str(r.path),
    title: str(r.title),
    icon: str(r.icon),
    iconType: str(r.iconType),
    class: str(r.class),
    groupTitle: r.groupTitle === true,
    badge: str(r.badge),
    badgeClass: str(r.badgeClass),
    role: Array.isArray(r.role) ? r.role.filter((x): x is string => typeof x === 'string') : [],
    submenu: Array.isArray(r.submenu)
      ? r.submenu.map(toMenuItem).filter((x): x is MenuItem => x !== null)
      : [],
  };
}

/** GET assets/data/routes.json, field routes. */
export async function getMenu(signal?: AbortSignal): Promise<MenuItem[]> {
  const body = (await http('/assets/data/routes.json', signal ? { signal } : {})) as
    { routes?: unknown } | undefined;
  const routes = Array.isArray(body?.routes) ? body.routes : [];
  return routes.map(toMenuItem).filter((x): x is MenuItem => x !== null);
}

export const menuQueryOptions = () =>
  queryOptions({ queryKey: ['menu'], queryFn: ({ signal }) => getMenu(signal), staleTime: Infinity });

export function useMenu() {
  return useQuery(menuQueryOptions());
}

/** Shown when the role list holds the user's role or All (SPEC.md section 6); submenus filtered too. */
export function filterMenuByRole(items: MenuItem[], role: string | undefined): MenuItem[] {
  return items
    .filter((item) => item.role.includes('All') || (role !== undefined && item.role.includes(role)))
    .map((item) => ({ ...item, submenu: filterMenuByRole(item.submenu, role) }));
}
