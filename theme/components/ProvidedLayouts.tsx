// The theme's HomeLayout and Overview: each renders the layout the page's own module provided
// (lib/pageLayouts.ts), so their code is in the chunks of the pages that use them and in no other page's
// first load. A page that asks for one and did not provide it is a build mistake: the static render stops
// on it with this line.
import type { HomeLayoutProps } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { type PageLayoutName, providedLayout } from '../lib/pageLayouts';

function missing(name: PageLayoutName): null {
  const message = `free-blog: this page asks for the ${name} layout and its module did not provide it (plugins/page-layouts adds it to every page whose front matter asks for one)`;
  if (typeof window === 'undefined') throw new Error(message);
  console.error(message);
  return null;
}

export function HomeLayout(props: HomeLayoutProps) {
  const Home = providedLayout<HomeLayoutProps>('home');
  return Home ? <Home {...props} /> : missing('home');
}

type OverviewProps = { content?: ReactNode; groups?: unknown };

export function Overview(props: OverviewProps) {
  const Provided = providedLayout<OverviewProps>('overview');
  return Provided ? <Provided {...props} /> : missing('overview');
}
