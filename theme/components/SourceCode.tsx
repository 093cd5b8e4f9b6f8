import { useI18n } from '@rspress/core/runtime';
import { IconGithub, IconGitlab, SvgWrapper } from '@rspress/core/theme';
import '../../patches/theme/source-code.css';

// Ejected from @rspress/core 2.0.22 (components/SourceCode): it opens a new tab without
// rel="noopener" (a new tab cannot reach back into the page). A slot cannot add the attribute; the markup is otherwise the same.
export function SourceCode({ href, platform = 'github' }: { href: string; platform?: 'github' | 'gitlab' }) {
  const t = useI18n();
  return (
    <div className="rp-not-doc rp-source-code">
      <a href={href} target="_blank" rel="noopener noreferrer" className="rp-source-code__link">
        <span className="rp-source-code__icon">
          <SvgWrapper icon={platform === 'gitlab' ? IconGitlab : IconGithub} />
        </span>
        <span className="rp-source-code__text">{t('sourceCodeText')}</span>
      </a>
    </div>
  );
}
