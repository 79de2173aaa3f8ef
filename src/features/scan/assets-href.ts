import { paths } from '@/lib/paths';

/** The assets list filtered to what came from scans (the Assets page's "Nameplate scan" filter: added_from=nameplate-scan). */
export function serializeAssetsHref(): string {
  return paths.assets.getHref(new URLSearchParams({ added_from: 'nameplate-scan' }).toString());
}
