// Shapes of the per-deployment settings (values: rspress.config.ts), shared by the build-time
// plugins that hand them to the page and the theme code that reads them there.

/** Comments through giscus (GitHub Discussions): the four values from https://giscus.app. */
export interface GiscusConfig {
  /** 'owner/name' of the repository whose Discussions hold the comments */
  repo: string;
  /** ids from https://giscus.app (the configurator prints them) */
  repoId: string;
  category: string;
  categoryId: string;
}
