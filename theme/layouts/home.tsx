// The home page's layout, in the home page's own chunk (lib/pageLayouts.ts): the layout with the latest
// posts after the features.
import type { HomeLayoutProps } from '@rspress/core/theme-original';
import { HomeLayout } from '../components/HomeLayout';
import { LatestPosts } from '../components/LatestPosts';
import { provideLayout } from '../lib/pageLayouts';

function Home(props: HomeLayoutProps) {
  return (
    <HomeLayout
      {...props}
      afterFeatures={
        <>
          {props.afterFeatures}
          <LatestPosts />
        </>
      }
    />
  );
}

export const provide = () => provideLayout('home', Home);
