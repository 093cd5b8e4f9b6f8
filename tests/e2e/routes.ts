// The spec's route list (SPEC.md §2 'Pages'), plus the Rust section index pages we added so no
// sidebar group leads to a 404. One source for every sweep over the site.

export const SPEC_ROUTES = [
  '/',
  '/hello',
  '/book/',
  '/book/microservices-design',
  '/collection-article/',
  '/network/',
  '/network/network-tcp-udp-compare',
  '/rust/',
  '/rust/case/',
  '/rust/case/rust-minigrep',
  '/rust/case/rust-minigrep1',
  '/rust/closures/rust-closures',
  '/rust/concurrency/rust-concurrency',
  '/rust/concurrency/rust-concurrency2',
  '/rust/concurrency/rust-concurrency3',
  '/rust/error/panic',
  '/rust/error/rust-Result',
  '/rust/iterators/rust-iterators',
  '/rust/lifetime/rust-lifetime',
  '/rust/oop/rust-advanced-traits',
  '/rust/oop/rust-oop',
  '/rust/ownership/rust-ownership',
  '/rust/ownership/rust-references-and-borrowing',
  '/rust/pointers/rust-smart-pointers',
  '/rust/web/rust-websocket-rt1',
  '/rust/web/rust-websocket-rt2',
  '/rust/web/rust-websocket-rt3',
  '/rust/web/rust-websocket-rt4',
  '/work/',
  '/work/ai/',
  '/work/ai/lang-chain-rag',
  '/work/db/',
  '/work/db/repeatable-sql',
  '/work/java/',
  '/work/java/docker-nacos-hosname',
  '/work/java/executors-thread-pool',
  '/work/java/java-spi',
  '/work/java/java-thread-pool',
  '/work/other/',
  '/work/other/docker-nacos-hosname',
  '/work/other/git-restore-staged',
  '/work/spring/',
  '/work/spring/spring-circular-dependency',
  '/work/spring/spring-rabbitmq',
] as const;

export const RUST_SECTION_INDEXES = [
  '/rust/closures/',
  '/rust/concurrency/',
  '/rust/error/',
  '/rust/iterators/',
  '/rust/lifetime/',
  '/rust/oop/',
  '/rust/ownership/',
  '/rust/pointers/',
  '/rust/web/',
] as const;

export const ALL_ROUTES = [...SPEC_ROUTES, ...RUST_SECTION_INDEXES];

/** 'docs/rust/case/index.md' for '/rust/case/', 'docs/hello.mdx' for '/hello' (without extension). */
export function sourceStemOf(route: string): string {
  const stem = route === '/' ? 'index' : route.endsWith('/') ? `${route.slice(1)}index` : route.slice(1);
  return `docs/${stem}`;
}
