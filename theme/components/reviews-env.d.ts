declare global {
  /** Where the claim ledgers are read: `${REPO_URL}/blob/main/reviews` (rspress.config.ts → REVIEWS_URL). */
  const __FREE_BLOG_REVIEWS_URL__: string;
}
export {};
