import { discussionsUrl } from './giscus';

/** The line shown instead of the widget: it could not load, or comments are not set up. */
export function Unavailable({ repo }: { repo?: string }) {
  const link = discussionsUrl(repo);
  return (
    <p className="fb-comments__fallback" role="status">
      评论区暂时无法加载。
      {link && (
        <a href={link} target="_blank" rel="noopener noreferrer">
          到 GitHub Discussions 参与讨论
        </a>
      )}
    </p>
  );
}
