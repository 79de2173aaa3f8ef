// Route constants with href builders (bulletproof-react's paths config): features link to pages
// through these, never through string literals.

export const paths = {
  home: { path: '/', getHref: () => '/' },
  signIn: { path: '/sign-in', getHref: () => '/sign-in' },
  uploads: { path: '/uploads', getHref: () => '/uploads' },
  requests: { path: '/requests', getHref: () => '/requests' },
  assets: {
    path: '/assets',
    /** `query` is an already-serialized search string (without '?'), e.g. from serializeAssetsSearch. */
    getHref: (query?: string) => (query ? `/assets?${query}` : '/assets'),
  },
  assetsOfRequest: { getHref: (requestId: string) => `/assets?${new URLSearchParams({ request_id: requestId })}` },
  assetsOfModel: { getHref: (oemId: string) => `/assets?${new URLSearchParams({ oem_id: oemId })}` },
  asset: { path: '/assets/:id', getHref: (id: string) => `/assets/${encodeURIComponent(id)}` },
  warranty: { path: '/warranty', getHref: () => '/warranty' },
  opportunities: { path: '/opportunities', getHref: () => '/opportunities' },
  models: { path: '/models', getHref: () => '/models' },
  scan: { path: '/scan', getHref: () => '/scan' },
  tools: { path: '/tools/*', getHref: () => '/tools' },
} as const;
