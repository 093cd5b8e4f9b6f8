// The placeholder texts a post started by `npm run new` (scripts/new.mjs) carries until the author
// replaces them. site/node/pageCheck.ts stops the build when a published page still holds one.
// Plain ESM: scripts/new.mjs runs under plain Node.

export const DESCRIPTION_PLACEHOLDER = '待补充：用一两句话说明这篇文章讲什么、读者能得到什么（50–110 字）。';
export const ENVIRONMENT_PLACEHOLDER = '> 本文环境：待补充（示例真实运行的版本，例如 JDK 17.0.15、Rust 1.95.0）';
