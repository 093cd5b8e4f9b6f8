// Types for the virtual modules Rspress generates at build time (used by ejected components).
declare module 'virtual-search-hooks' {
  export const beforeSearch: ((query: string) => string | void | Promise<string | void>) | undefined;
  export const onSearch:
    | ((query: string, result: unknown[]) => { group: string; result: unknown; renderType?: string }[] | void | Promise<unknown>)
    | undefined;
  export const afterSearch: ((query: string, result: unknown[]) => void | Promise<void>) | undefined;
  export const render: ((result: unknown) => import('react').ReactNode) | undefined;
}

// The content hash of each search index file, by `${version}###${lang}`.
declare module 'virtual-page-data' {
  export const searchIndexHash: Record<string, string>;
}

// The bundle's public path (the site base, '/free-blog/').
declare const __webpack_public_path__: string;
